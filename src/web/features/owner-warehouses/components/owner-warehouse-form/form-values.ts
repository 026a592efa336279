import {
  type CustomHours,
  isTimeOfDay,
  type OperatingHours,
  type OwnerWarehouseDetail,
  type OwnerWarehouseInput,
  WEEKDAYS,
  type Weekday,
} from '@shared/contracts/owner-catalogue';
import type { FeatureReference, ReferenceData } from '@shared/contracts/reference';
import { WAREHOUSE_FORM_MESSAGES } from '@shared/contracts/warehouses';
import { OWNER_CATALOGUE_MESSAGES } from '@shared/errors';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import type { PricingType } from '@shared/pricing';
import { parseSizeInput } from '@shared/sizes';

/**
 * The owner-catalogue warehouse form's values and their conversions, free of React so they are
 * tested on their own. Features and services have the same shape as in the multi-space form, whose
 * Features and Services sections the pages put into this form.
 */

export type FeatureFormValues = {
  featureId: string;
  type: FeatureReference['type'];
  isSelected: boolean;
  customValue: string;
};

export type ServiceFormValues = {
  serviceId: string;
  isSelected: boolean;
  pricingType: PricingType;
  hourlyPrice: string;
  unitPrice: string;
  unitType: string;
  notes: string;
};

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

/** Spec 01 section 4: a service checked in the owner form starts as hourly_rate. */
export const DEFAULT_SERVICE_PRICING_TYPE: PricingType = 'hourly_rate';

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
    features: reference.features.map((feature) => ({ featureId: feature.id, type: feature.type, isSelected: false, customValue: '' })),
    services: reference.services.map((service) => ({
      serviceId: service.id,
      isSelected: false,
      pricingType: DEFAULT_SERVICE_PRICING_TYPE,
      hourlyPrice: '',
      unitPrice: '',
      unitType: '',
      notes: '',
    })),
  };
}

/** A saved listing laid over the reference lists (the form shows every feature and service). */
export function ownerWarehouseFormValuesFromDetail(
  detail: OwnerWarehouseDetail,
  reference: Pick<ReferenceData, 'features' | 'services'>,
): OwnerWarehouseFormValues {
  const empty = emptyOwnerWarehouseFormValues(reference);
  const features = new Map(detail.features.map((feature) => [feature.featureId, feature]));
  const services = new Map(detail.services.map((service) => [service.serviceId, service]));
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
    features: empty.features.map((entry) => {
      const saved = features.get(entry.featureId);
      return saved ? { ...entry, isSelected: true, customValue: saved.customValue ?? '' } : entry;
    }),
    services: empty.services.map((entry) => {
      const saved = services.get(entry.serviceId);
      if (!saved) return entry;
      return {
        ...entry,
        isSelected: true,
        pricingType: saved.pricingType,
        hourlyPrice: centsToEuroInput(saved.pricePerHourCents),
        unitPrice: centsToEuroInput(saved.pricePerUnitCents),
        unitType: saved.unitType ?? '',
        notes: saved.notes ?? '',
      };
    }),
  };
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
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
 * number, blanks to null; a service carries only the fields of its pricing type.
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
    features: values.features
      .filter((feature) => feature.isSelected)
      .map((feature) => ({ featureId: feature.featureId, customValue: feature.type === 'custom' ? textOrNull(feature.customValue) : null })),
    services: values.services
      .filter((service) => service.isSelected)
      .map((service) => ({
        serviceId: service.serviceId,
        pricePerHourCents: service.pricingType === 'hourly_rate' ? parseMoneyInput(service.hourlyPrice) : null,
        pricePerUnitCents: service.pricingType === 'per_unit' ? parseMoneyInput(service.unitPrice) : null,
        unitType: service.pricingType === 'per_unit' ? textOrNull(service.unitType) : null,
        notes: textOrNull(service.notes),
      })),
    imageIds: [...imageIds],
  };
}

export type FormError = { path: string; message: string };

/** The checks run on submit (spec 01 section 5), in screen order, so the first entry is the field to focus. */
export function validateOwnerWarehouseForm(values: OwnerWarehouseFormValues): FormError[] {
  const errors: FormError[] = [];
  const requireText = (path: keyof OwnerWarehouseFormValues & string, message: string) => {
    if (String(values[path]).trim() === '') errors.push({ path, message });
  };
  requireText('name', WAREHOUSE_FORM_MESSAGES.nameRequired);
  requireText('warehouseTypeId', OWNER_CATALOGUE_MESSAGES.typeRequired);

  if (values.sizeM2.trim() === '') errors.push({ path: 'sizeM2', message: OWNER_CATALOGUE_MESSAGES.sizeRequired });
  else {
    const size = parseSizeInput(values.sizeM2);
    if (size === null || size <= 0) errors.push({ path: 'sizeM2', message: WAREHOUSE_FORM_MESSAGES.sizePositive });
  }
  if (parseMoneyInput(values.price) === null) errors.push({ path: 'price', message: OWNER_CATALOGUE_MESSAGES.priceRequired });

  if (values.operatingHours === 'custom') {
    const openDays = WEEKDAYS.filter((day) => values.customHours[day].isOpen);
    if (openDays.length === 0) errors.push({ path: 'customHours', message: OWNER_CATALOGUE_MESSAGES.customHoursRequired });
    for (const day of openDays) {
      const { open, close } = values.customHours[day];
      if (!isTimeOfDay(open)) errors.push({ path: `customHours.${day}.open`, message: OWNER_CATALOGUE_MESSAGES.timeFormat });
      if (!isTimeOfDay(close)) errors.push({ path: `customHours.${day}.close`, message: OWNER_CATALOGUE_MESSAGES.timeFormat });
      else if (isTimeOfDay(open) && open >= close) {
        errors.push({ path: `customHours.${day}.close`, message: OWNER_CATALOGUE_MESSAGES.closeAfterOpen });
      }
    }
  }

  requireText('address', WAREHOUSE_FORM_MESSAGES.addressRequired);
  requireText('city', WAREHOUSE_FORM_MESSAGES.cityRequired);
  requireText('postalCode', WAREHOUSE_FORM_MESSAGES.postalCodeRequired);
  requireText('country', WAREHOUSE_FORM_MESSAGES.countryRequired);

  values.features.forEach((feature, index) => {
    if (feature.isSelected && feature.type === 'custom' && feature.customValue.trim() === '') {
      errors.push({ path: `features.${index}.customValue`, message: WAREHOUSE_FORM_MESSAGES.customValueRequired });
    }
  });
  values.services.forEach((service, index) => {
    if (!service.isSelected) return;
    if (service.pricingType === 'hourly_rate' && parseMoneyInput(service.hourlyPrice) === null) {
      errors.push({ path: `services.${index}.hourlyPrice`, message: WAREHOUSE_FORM_MESSAGES.priceRequired });
    }
    if (service.pricingType === 'per_unit') {
      if (parseMoneyInput(service.unitPrice) === null) {
        errors.push({ path: `services.${index}.unitPrice`, message: WAREHOUSE_FORM_MESSAGES.priceRequired });
      }
      if (service.unitType.trim() === '') errors.push({ path: `services.${index}.unitType`, message: 'Unit type is required' });
    }
  });
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
const SERVICE_FIELDS: Record<string, keyof ServiceFormValues> = {
  pricePerHourCents: 'hourlyPrice',
  pricePerUnitCents: 'unitPrice',
  unitType: 'unitType',
  notes: 'notes',
};

/** Index in the form's list of the `sentIndex`-th selected entry (the body holds only the selected ones). */
function selectedIndex(entries: readonly { isSelected: boolean }[], sentIndex: number): number | null {
  let seen = -1;
  for (let index = 0; index < entries.length; index += 1) {
    if (entries[index]?.isSelected) {
      seen += 1;
      if (seen === sentIndex) return index;
    }
  }
  return null;
}

/** Where a 400 answer's message (keyed by body path) belongs in the form; null: the general alert shows it. */
export function formPathForServerPath(serverPath: string, values: OwnerWarehouseFormValues): string | null {
  const top = TOP_LEVEL[serverPath];
  if (top) return top;
  const [list, key, field] = serverPath.split('.');
  if (list === 'customHours' && key && (WEEKDAYS as readonly string[]).includes(key) && (field === 'open' || field === 'close')) {
    return serverPath;
  }
  const index = Number(key);
  if (key === undefined || !Number.isInteger(index) || index < 0) return null;
  if (list === 'features' && field === 'customValue') {
    const formIndex = selectedIndex(values.features, index);
    return formIndex === null ? null : `features.${formIndex}.customValue`;
  }
  if (list === 'services') {
    const target = field === undefined ? undefined : SERVICE_FIELDS[field];
    const formIndex = selectedIndex(values.services, index);
    return target && formIndex !== null ? `services.${formIndex}.${target}` : null;
  }
  return null;
}
