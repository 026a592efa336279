import {
  type CustomHours,
  isTimeOfDay,
  type OperatingHours,
  type OwnerWarehouseDetail,
  type OwnerWarehouseInput,
  WEEKDAYS,
  type Weekday,
} from '@shared/contracts/owner-warehouses';
import type { ReferenceData } from '@shared/contracts/reference';
import { OWNER_WAREHOUSE_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { centsToEuroInput, moneyInputError, parseMoneyInput } from '@shared/money';
import { parseSizeInput } from '@shared/sizes';
import {
  DEFAULT_SERVICE_PRICING_TYPE,
  emptyFeatureValues,
  emptyServiceValues,
  featureValuesFromSaved,
  listFieldPath,
  serviceValuesFromSaved,
  toFeatureInputs,
  toServiceInputs,
  validateFeatureValues,
  validateServiceValues,
  type FeatureFormValues,
  type FormError,
  type ServiceFormValues,
} from '@web/components/catalogue-form/catalogue-form-values';

/**
 * The owner-catalogue warehouse form's values and their conversions, free of React so they are
 * tested on their own. Features and services are the parts every warehouse form shares
 * (catalogue-form-values), shown by the same Features and Services sections.
 */

/** One weekday of custom hours: a closed day is left out of what is saved. */
export type DayFormValues = { isOpen: boolean; open: string; close: string };

export type OwnerWarehouseFormValues = {
  name: string;
  description: string;
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
    name: '',
    description: '',
    warehouseTypeId: '',
    sizeM2: '',
    price: '',
    operatingHours: 'business_hours',
    customHours: defaultCustomHours(),
    address: '',
    city: '',
    postalCode: '',
    country: '',
    features: emptyFeatureValues(reference.features),
    services: emptyServiceValues(reference.services, DEFAULT_SERVICE_PRICING_TYPE),
  };
}

/** A saved listing laid over the reference lists (the form shows every feature and service). */
export function ownerWarehouseFormValuesFromDetail(
  detail: OwnerWarehouseDetail,
  reference: Pick<ReferenceData, 'features' | 'services'>,
): OwnerWarehouseFormValues {
  const empty = emptyOwnerWarehouseFormValues(reference);
  const customHours = defaultCustomHours();
  if (detail.operatingHours === 'custom' && detail.customHours) {
    for (const day of WEEKDAYS) {
      const saved = detail.customHours[day];
      customHours[day] = saved ? { isOpen: true, open: saved.open, close: saved.close } : { ...customHours[day], isOpen: false };
    }
  }
  return {
    name: detail.name,
    description: detail.description,
    warehouseTypeId: detail.warehouseTypeId ?? '',
    sizeM2: String(detail.sizeM2),
    price: centsToEuroInput(detail.pricePerM2Cents),
    operatingHours: detail.operatingHours ?? 'business_hours',
    customHours,
    address: detail.address,
    city: detail.city,
    postalCode: detail.postalCode,
    country: detail.country,
    features: featureValuesFromSaved(empty.features, detail.features),
    services: serviceValuesFromSaved(empty.services, detail.services),
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
 * The body of POST/PUT /api/owner-catalogue/warehouses: euros to cents (rounded), size text to a
 * number, blanks to null; features and services as toFeatureInputs and toServiceInputs send them.
 */
export function toOwnerWarehouseInput(values: OwnerWarehouseFormValues, imageIds: readonly string[]): OwnerWarehouseInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    warehouseTypeId: values.warehouseTypeId,
    // Unreadable values are caught by validateOwnerWarehouseForm first; NaN would fail the server's check.
    sizeM2: parseSizeInput(values.sizeM2) ?? Number.NaN,
    pricePerM2Cents: parseMoneyInput(values.price) ?? Number.NaN,
    operatingHours: values.operatingHours,
    customHours: toCustomHours(values),
    address: values.address.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    country: values.country.trim(),
    features: toFeatureInputs(values.features),
    services: toServiceInputs(values.services),
    imageIds: [...imageIds],
  };
}

/** The checks run on submit (spec 01 section 5), in screen order, so the first entry is the field to focus. */
export function validateOwnerWarehouseForm(values: OwnerWarehouseFormValues): FormError[] {
  const errors: FormError[] = [];
  const requireText = (path: keyof OwnerWarehouseFormValues & string, message: string) => {
    if (String(values[path]).trim() === '') errors.push({ path, message });
  };
  requireText('name', WAREHOUSE_FORM_MESSAGES.nameRequired);
  requireText('warehouseTypeId', OWNER_WAREHOUSE_MESSAGES.typeRequired);

  if (values.sizeM2.trim() === '') errors.push({ path: 'sizeM2', message: OWNER_WAREHOUSE_MESSAGES.sizeRequired });
  else {
    const size = parseSizeInput(values.sizeM2);
    if (size === null || size <= 0) errors.push({ path: 'sizeM2', message: WAREHOUSE_FORM_MESSAGES.sizePositive });
  }
  const priceError = moneyInputError(values.price, OWNER_WAREHOUSE_MESSAGES.priceRequired);
  if (priceError) errors.push({ path: 'price', message: priceError });

  if (values.operatingHours === 'custom') {
    const openDays = WEEKDAYS.filter((day) => values.customHours[day].isOpen);
    if (openDays.length === 0) errors.push({ path: 'customHours', message: OWNER_WAREHOUSE_MESSAGES.customHoursRequired });
    for (const day of openDays) {
      const { open, close } = values.customHours[day];
      if (!isTimeOfDay(open)) errors.push({ path: `customHours.${day}.open`, message: OWNER_WAREHOUSE_MESSAGES.timeFormat });
      if (!isTimeOfDay(close)) errors.push({ path: `customHours.${day}.close`, message: OWNER_WAREHOUSE_MESSAGES.timeFormat });
      else if (isTimeOfDay(open) && open >= close) {
        errors.push({ path: `customHours.${day}.close`, message: OWNER_WAREHOUSE_MESSAGES.closeAfterOpen });
      }
    }
  }

  requireText('address', WAREHOUSE_FORM_MESSAGES.addressRequired);
  requireText('city', WAREHOUSE_FORM_MESSAGES.cityRequired);
  requireText('postalCode', WAREHOUSE_FORM_MESSAGES.postalCodeRequired);
  requireText('country', WAREHOUSE_FORM_MESSAGES.countryRequired);

  errors.push(...validateFeatureValues(values.features), ...validateServiceValues(values.services));
  return errors;
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
  const [list, key, field] = serverPath.split('.');
  if (list === 'customHours' && key && (WEEKDAYS as readonly string[]).includes(key) && (field === 'open' || field === 'close')) {
    return serverPath;
  }
  return listFieldPath(serverPath, values);
}
