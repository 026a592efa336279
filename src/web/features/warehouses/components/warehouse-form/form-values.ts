import {
  WAREHOUSE_FORM_MESSAGES,
  type WarehouseDetail,
  type WarehouseInput,
} from '@shared/contracts/warehouses';
import type { FeatureReference, ReferenceData } from '@shared/contracts/reference';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import type { PricingType } from '@shared/pricing';
import { parseSizeInput } from '@shared/sizes';

/**
 * The warehouse form's values and their conversions, kept free of React so they can be tested on
 * their own. The form holds what the user typed (text for sizes and euro prices); the API takes
 * warehouseInput (numbers, cents, nulls). Images live beside the form (they upload on their own)
 * and join the body as `imageIds` on submit.
 */

export type FeatureType = FeatureReference['type'];

export type SpaceFormValues = {
  spaceTypeId: string;
  /** As typed in the number field ("1200.5"). */
  sizeM2: string;
  /** Euros as typed ("1,234.50"); read with parseMoneyInput. */
  price: string;
};

/** One entry per reference feature, in reference order; `isSelected` is its checkbox. */
export type FeatureFormValues = {
  featureId: string;
  type: FeatureType;
  isSelected: boolean;
  customValue: string;
};

/** One entry per reference service; only the price fields of `pricingType` are sent. */
export type ServiceFormValues = {
  serviceId: string;
  isSelected: boolean;
  pricingType: PricingType;
  hourlyPrice: string;
  unitPrice: string;
  unitType: string;
  notes: string;
};

export type WarehouseFormValues = {
  name: string;
  description: string;
  address: string;
  city: string;
  country: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
  spaces: SpaceFormValues[];
  features: FeatureFormValues[];
  services: ServiceFormValues[];
};

/** Spec 01 section 4: a service checked in the owner form starts as hourly_rate. */
export const DEFAULT_SERVICE_PRICING_TYPE: PricingType = 'hourly_rate';

export const PRICING_TYPE_LABELS: Record<PricingType, string> = {
  hourly_rate: 'Per Hour',
  per_unit: 'Per Unit',
  ask_quote: 'Ask for Quote',
};

export const FEATURE_TYPE_LABELS: Record<FeatureType, string> = {
  accessibility: 'Accessibility',
  equipment: 'Equipment',
  custom: 'Custom',
};

/** Messages of the form's own checks that the spec does not word (services must match their pricing type). */
export const SERVICE_FORM_MESSAGES = {
  priceRequired: WAREHOUSE_FORM_MESSAGES.priceRequired,
  unitTypeRequired: 'Unit type is required',
} as const;

export function emptySpace(): SpaceFormValues {
  return { spaceTypeId: '', sizeM2: '', price: '' };
}

/** Values of a new warehouse: one empty space row, nothing checked, active (spec: new warehouses default to active). */
export function emptyWarehouseFormValues(reference: Pick<ReferenceData, 'features' | 'services'>): WarehouseFormValues {
  return {
    name: '',
    description: '',
    address: '',
    city: '',
    country: '',
    postalCode: '',
    latitude: null,
    longitude: null,
    isActive: true,
    spaces: [emptySpace()],
    features: reference.features.map((feature) => ({
      featureId: feature.id,
      type: feature.type,
      isSelected: false,
      customValue: '',
    })),
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

/** Values of a saved warehouse, laid over the reference lists (the form shows every feature and service). */
export function warehouseFormValuesFromDetail(
  detail: WarehouseDetail,
  reference: Pick<ReferenceData, 'features' | 'services'>,
): WarehouseFormValues {
  const empty = emptyWarehouseFormValues(reference);
  const features = new Map(detail.features.map((feature) => [feature.featureId, feature]));
  const services = new Map(detail.services.map((service) => [service.serviceId, service]));
  return {
    name: detail.name,
    description: detail.description,
    address: detail.address,
    city: detail.city,
    country: detail.country,
    postalCode: detail.postalCode,
    latitude: detail.latitude,
    longitude: detail.longitude,
    isActive: detail.isActive,
    spaces: detail.spaces.map((space) => ({
      spaceTypeId: space.spaceTypeId,
      sizeM2: String(space.sizeM2),
      price: centsToEuroInput(space.pricePerM2Cents),
    })),
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

export type SavedCoordinates = { latitude: number | null; longitude: number | null };

/**
 * The coordinates part of the body. A pin placed (or cleared) in this form is sent as such; a pin
 * left as it was loaded is left out, so the server keeps it while the address stays the same and
 * places it again from a changed address instead of keeping a pin at the old one.
 */
function coordinatesOf(values: WarehouseFormValues, saved: SavedCoordinates | undefined): Pick<WarehouseInput, 'latitude' | 'longitude'> {
  const hasCoordinates = values.latitude !== null && values.longitude !== null;
  const isUnchanged = saved !== undefined && saved.latitude === values.latitude && saved.longitude === values.longitude;
  if (isUnchanged && hasCoordinates) return {};
  return hasCoordinates ? { latitude: values.latitude, longitude: values.longitude } : { latitude: null, longitude: null };
}

/**
 * The body of POST/PUT /api/warehouses. Prices go from euros to cents, sizes from text to numbers,
 * blanks to null. A service carries only the fields of its pricing type, so the server's
 * derivePricingType arrives at the type the owner chose. `saved` is the edited warehouse's pin.
 */
export function toWarehouseInput(
  values: WarehouseFormValues,
  imageIds: readonly string[],
  saved?: SavedCoordinates,
): WarehouseInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
    postalCode: values.postalCode.trim(),
    ...coordinatesOf(values, saved),
    isActive: values.isActive,
    spaces: values.spaces.map((space) => ({
      spaceTypeId: space.spaceTypeId,
      // Unreadable values are caught by validateWarehouseForm before this runs; NaN would fail the server's check.
      sizeM2: parseSizeInput(space.sizeM2) ?? Number.NaN,
      pricePerM2Cents: parseMoneyInput(space.price) ?? Number.NaN,
    })),
    features: values.features
      .filter((feature) => feature.isSelected)
      .map((feature) => ({
        featureId: feature.featureId,
        customValue: feature.type === 'custom' ? textOrNull(feature.customValue) : null,
      })),
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

/** A form path ("spaces.0.sizeM2", or "spaces" for the list itself) and its message. */
export type FormError = { path: string; message: string };

/**
 * The checks run on submit (spec 01 section 5), in the order the fields appear on screen, so the
 * first entry is the field to focus.
 */
export function validateWarehouseForm(values: WarehouseFormValues): FormError[] {
  const errors: FormError[] = [];
  const required: [keyof WarehouseFormValues & string, string][] = [
    ['name', WAREHOUSE_FORM_MESSAGES.nameRequired],
    ['address', WAREHOUSE_FORM_MESSAGES.addressRequired],
    ['city', WAREHOUSE_FORM_MESSAGES.cityRequired],
    ['country', WAREHOUSE_FORM_MESSAGES.countryRequired],
    ['postalCode', WAREHOUSE_FORM_MESSAGES.postalCodeRequired],
  ];
  for (const [field, message] of required) {
    if (String(values[field]).trim() === '') errors.push({ path: field, message });
  }

  if (values.spaces.length === 0) {
    errors.push({ path: 'spaces', message: WAREHOUSE_FORM_MESSAGES.atLeastOneSpace });
  }
  values.spaces.forEach((space, index) => {
    if (space.spaceTypeId.trim() === '') {
      errors.push({ path: `spaces.${index}.spaceTypeId`, message: WAREHOUSE_FORM_MESSAGES.spaceTypeRequired });
    }
    const size = parseSizeInput(space.sizeM2);
    if (size === null || size <= 0) {
      errors.push({ path: `spaces.${index}.sizeM2`, message: WAREHOUSE_FORM_MESSAGES.sizePositive });
    }
    if (parseMoneyInput(space.price) === null) {
      errors.push({ path: `spaces.${index}.price`, message: WAREHOUSE_FORM_MESSAGES.priceRequired });
    }
  });

  values.features.forEach((feature, index) => {
    if (feature.isSelected && feature.type === 'custom' && feature.customValue.trim() === '') {
      errors.push({ path: `features.${index}.customValue`, message: WAREHOUSE_FORM_MESSAGES.customValueRequired });
    }
  });

  values.services.forEach((service, index) => {
    if (!service.isSelected) return;
    if (service.pricingType === 'hourly_rate' && parseMoneyInput(service.hourlyPrice) === null) {
      errors.push({ path: `services.${index}.hourlyPrice`, message: SERVICE_FORM_MESSAGES.priceRequired });
    }
    if (service.pricingType === 'per_unit') {
      if (parseMoneyInput(service.unitPrice) === null) {
        errors.push({ path: `services.${index}.unitPrice`, message: SERVICE_FORM_MESSAGES.priceRequired });
      }
      if (service.unitType.trim() === '') {
        errors.push({ path: `services.${index}.unitType`, message: SERVICE_FORM_MESSAGES.unitTypeRequired });
      }
    }
  });

  return errors;
}

const SPACE_FIELDS: Record<string, keyof SpaceFormValues> = {
  spaceTypeId: 'spaceTypeId',
  sizeM2: 'sizeM2',
  pricePerM2Cents: 'price',
};
const SERVICE_FIELDS: Record<string, keyof ServiceFormValues> = {
  pricePerHourCents: 'hourlyPrice',
  pricePerUnitCents: 'unitPrice',
  unitType: 'unitType',
  notes: 'notes',
};
const TOP_LEVEL_FIELDS = new Set(['name', 'description', 'address', 'city', 'country', 'postalCode']);

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

/**
 * Where a message of a 400 answer belongs in the form. The server keys details by the body's paths
 * ("spaces.0.spaceTypeId", "features.1.customValue"); features and services in the body are only
 * the checked ones, so their indexes are translated back. Null: no field shows it (the form puts
 * it in the general alert instead).
 */
export function formPathForServerPath(serverPath: string, values: WarehouseFormValues): string | null {
  if (TOP_LEVEL_FIELDS.has(serverPath) || serverPath === 'spaces') return serverPath;
  const [list, indexText, field] = serverPath.split('.');
  const index = Number(indexText);
  if (indexText === undefined || !Number.isInteger(index) || index < 0) return null;
  if (list === 'spaces') {
    const target = field === undefined ? undefined : SPACE_FIELDS[field];
    return target && index < values.spaces.length ? `spaces.${index}.${target}` : null;
  }
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

/** Every path a message can sit on, in the order the fields appear on screen. */
export function formPathsInScreenOrder(values: WarehouseFormValues): string[] {
  return [
    'name',
    'description',
    'address',
    'city',
    'country',
    'postalCode',
    'spaces',
    ...values.spaces.flatMap((_, index) => ['spaceTypeId', 'sizeM2', 'price'].map((field) => `spaces.${index}.${field}`)),
    ...values.features.map((_, index) => `features.${index}.customValue`),
    ...values.services.flatMap((_, index) =>
      ['hourlyPrice', 'unitPrice', 'unitType', 'notes'].map((field) => `services.${index}.${field}`),
    ),
  ];
}

/** Of these paths, the one whose field comes first on screen (to focus it). */
export function firstInScreenOrder(paths: readonly string[], values: WarehouseFormValues): string | undefined {
  const order = formPathsInScreenOrder(values);
  const rank = (path: string) => {
    const index = order.indexOf(path);
    return index < 0 ? order.length : index;
  };
  return [...paths].sort((a, b) => rank(a) - rank(b))[0];
}

/** Reference features grouped by type, in the order accessibility, equipment, custom; each keeps its index in the form's list. */
export function groupFeaturesByType<Feature extends { type: FeatureType }>(
  features: readonly Feature[],
): { type: FeatureType; entries: { feature: Feature; index: number }[] }[] {
  const order: FeatureType[] = ['accessibility', 'equipment', 'custom'];
  return order
    .map((type) => ({
      type,
      entries: features
        .map((feature, index) => ({ feature, index }))
        .filter((entry) => entry.feature.type === type),
    }))
    .filter((group) => group.entries.length > 0);
}

/** "59.437000, 24.753600", or the spec's text when no pin is set. */
export function formatCoordinates(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return 'No coordinates set';
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
