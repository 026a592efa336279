import { z } from 'zod';
import { fieldErrorsOf, type FieldError } from '@shared/contracts/common';
import {
  type CustomHours,
  dayHoursInput,
  type OperatingHours,
  type OwnerWarehouseDetail,
  type OwnerWarehouseInput,
  ownerWarehouseInput,
  WEEKDAYS,
  type Weekday,
} from '@shared/contracts/owner-warehouses';
import type { ReferenceData } from '@shared/contracts/reference';
import { OWNER_WAREHOUSE_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import { parseSizeInput } from '@shared/sizes';
import {
  emptyListingValues,
  featureValuesSchema,
  listFieldPath,
  listingValuesFromSaved,
  serviceValuesSchema,
  toListingInputs,
  type FeatureFormValues,
  type ServiceFormValues,
} from '@web/components/catalogue-form/catalogue-form-values';
import { translationFieldPath, translationValuesSchema, type TranslationFormValues } from '@web/components/catalogue-form/listing-language-values';
import { moneyText, sizeText } from '@web/lib/form-schema';
import type { Locale } from '@shared/locales';

/**
 * The single-space warehouse form's values and their conversions, free of React so they are
 * tested on their own. Features and services are the parts every warehouse form shares
 * (catalogue-form-values), shown by the same Features and Services sections.
 */

/** One weekday of custom hours: a closed day is left out of what is saved. */
export type DayFormValues = { isOpen: boolean; open: string; close: string };

export type OwnerWarehouseFormValues = {
  name: string;
  description: string;
  /** The language of name and description; translations holds an entry per language (listing-language-values). */
  writtenIn: Locale;
  translations: TranslationFormValues[];
  warehouseTypeId: string;
  /** As typed ("1200.5"). */
  sizeM2: string;
  /** Euros as typed; read with parseMoneyInput (rounded to cents). */
  price: string;
  operatingHours: OperatingHours;
  customHours: Record<Weekday, DayFormValues>;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  features: FeatureFormValues[];
  services: ServiceFormValues[];
};

const WORKING_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Custom hours start as Monday to Friday, 09:00 to 17:00, weekend closed: the owner adjusts from there. */
export function defaultCustomHours(): Record<Weekday, DayFormValues> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { isOpen: WORKING_DAYS.includes(day), open: '09:00', close: '17:00' }]),
  ) as Record<Weekday, DayFormValues>;
}

export function emptyOwnerWarehouseFormValues(reference: Pick<ReferenceData, 'features' | 'services'>): OwnerWarehouseFormValues {
  return {
    ...emptyListingValues(reference),
    warehouseTypeId: '',
    sizeM2: '',
    price: '',
    operatingHours: 'business_hours',
    customHours: defaultCustomHours(),
  };
}

/** A saved listing laid over the reference lists (the form shows every feature and service). */
export function ownerWarehouseFormValuesFromDetail(
  detail: OwnerWarehouseDetail,
  reference: Pick<ReferenceData, 'features' | 'services'>,
): OwnerWarehouseFormValues {
  const customHours = defaultCustomHours();
  if (detail.operatingHours === 'custom' && detail.customHours) {
    for (const day of WEEKDAYS) {
      const saved = detail.customHours[day];
      customHours[day] = saved ? { isOpen: true, open: saved.open, close: saved.close } : { ...customHours[day], isOpen: false };
    }
  }
  return {
    ...listingValuesFromSaved(detail, reference),
    warehouseTypeId: detail.warehouseTypeId ?? '',
    sizeM2: String(detail.sizeM2),
    price: centsToEuroInput(detail.pricePerM2Cents),
    operatingHours: detail.operatingHours ?? 'business_hours',
    customHours,
  };
}

function toCustomHours(values: OwnerWarehouseFormValues): CustomHours | null {
  if (values.operatingHours !== 'custom') return null;
  const hours: CustomHours = {};
  for (const day of WEEKDAYS) {
    const entry = values.customHours[day];
    if (entry.isOpen) hours[day] = { open: entry.open, close: entry.close };
  }
  return hours;
}

/**
 * The body of POST/PUT /api/owner-warehouses: euros to cents (rounded), size text to a
 * number, blanks to null; features and services as toFeatureInputs and toServiceInputs send them.
 */
export function toOwnerWarehouseInput(values: OwnerWarehouseFormValues, imageIds: readonly string[]): OwnerWarehouseInput {
  return {
    ...toListingInputs(values),
    warehouseTypeId: values.warehouseTypeId,
    // Unreadable values are caught by validateOwnerWarehouseForm first; NaN would fail the server's check.
    sizeM2: parseSizeInput(values.sizeM2) ?? Number.NaN,
    pricePerM2Cents: parseMoneyInput(values.price) ?? Number.NaN,
    operatingHours: values.operatingHours,
    customHours: toCustomHours(values),
    imageIds: [...imageIds],
  };
}

const body = ownerWarehouseInput.shape;

/** A weekday as typed: a closed day is not sent, an open one is checked as the contract checks a day. */
const dayValues = z
  .object({ isOpen: z.boolean(), open: z.string(), close: z.string() })
  .transform((day) => (day.isOpen ? { open: day.open, close: day.close } : undefined))
  .pipe(dayHoursInput.optional());

/** Custom hours need at least one open day (the contract asks the same of the body's customHours). */
const customHoursValues = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayValues])) as Record<Weekday, typeof dayValues>)
  .refine((hours) => WEEKDAYS.some((day) => hours[day] !== undefined), OWNER_WAREHOUSE_MESSAGES.customHoursRequired);

/**
 * The checks run on submit (spec 01 section 5): the contract's fields (ownerWarehouseInput) behind
 * the reading of each text field, in screen order, so the first message is the field to focus.
 * Custom hours are checked only when chosen, as the body sends them only then.
 */
export const ownerWarehouseFormSchema = z.preprocess(
  (values: OwnerWarehouseFormValues) => ({ ...values, customHours: values.operatingHours === 'custom' ? values.customHours : null }),
  z.object({
    name: body.name,
    // A choice from the listed types: the form asks only that one is chosen (the server checks it exists).
    warehouseTypeId: z.string().min(1, OWNER_WAREHOUSE_MESSAGES.typeRequired),
    description: body.description.unwrap(),
    translations: translationValuesSchema,
    sizeM2: sizeText(WAREHOUSE_FORM_MESSAGES.sizePositive, OWNER_WAREHOUSE_MESSAGES.sizeRequired).pipe(body.sizeM2),
    price: moneyText(OWNER_WAREHOUSE_MESSAGES.priceRequired).pipe(body.pricePerM2Cents),
    operatingHours: body.operatingHours,
    customHours: customHoursValues.nullable(),
    address: body.address,
    city: body.city,
    postalCode: body.postalCode,
    country: body.country,
    features: featureValuesSchema,
    services: serviceValuesSchema,
  }),
);

/** The schema's messages by form path, in screen order (the form's resolver gives the same). */
export function validateOwnerWarehouseForm(values: OwnerWarehouseFormValues): FieldError[] {
  return fieldErrorsOf(ownerWarehouseFormSchema, values);
}

const TOP_LEVEL: Record<string, string> = {
  name: 'name',
  description: 'description',
  warehouseTypeId: 'warehouseTypeId',
  sizeM2: 'sizeM2',
  pricePerM2Cents: 'price',
  operatingHours: 'operatingHours',
  customHours: 'customHours',
  address: 'address',
  city: 'city',
  postalCode: 'postalCode',
  country: 'country',
};

/** Where a 400 answer's message (keyed by body path) belongs in the form; null: the general alert shows it. */
export function formPathForServerPath(serverPath: string, values: OwnerWarehouseFormValues): string | null {
  const top = TOP_LEVEL[serverPath];
  if (top) return top;
  const translation = translationFieldPath(serverPath, values);
  if (translation) return translation;
  const [list, key, field] = serverPath.split('.');
  if (list === 'customHours' && key && (WEEKDAYS as readonly string[]).includes(key) && (field === 'open' || field === 'close')) {
    return serverPath;
  }
  return listFieldPath(serverPath, values);
}
