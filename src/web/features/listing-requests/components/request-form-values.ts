import type { ReferenceData } from '@shared/contracts/reference';
import {
  validateWarehouseRequestSubmission,
  WAREHOUSE_REQUEST_MESSAGES,
  type WarehouseRequestDetail,
  type WarehouseRequestInput,
} from '@shared/contracts/warehouse-requests';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import type { PricingType } from '@shared/pricing';
import { parseSizeInput } from '@shared/sizes';

/**
 * The request form's values and their conversions, free of React so they are tested on their own.
 * The form holds what was typed (text for sizes and euro prices); the API takes numbers, cents and
 * nulls. Features and services are one entry per reference item, in reference order.
 */

export type RequestSpaceValues = { spaceTypeId: string; sizeM2: string; price: string };
export type RequestFeatureValues = { featureId: string; isCustom: boolean; isSelected: boolean; customValue: string };
export type RequestServiceValues = {
  serviceId: string;
  isSelected: boolean;
  pricingType: PricingType;
  hourlyPrice: string;
  unitPrice: string;
  unitType: string;
  notes: string;
};

export const TEXT_FIELDS = [
  'name',
  'description',
  'address',
  'city',
  'country',
  'postalCode',
  'firstName',
  'lastName',
  'contactEmail',
  'phoneNumber',
  'businessName',
  'vatNumber',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type RequestFormValues = Record<TextField, string> & {
  spaces: RequestSpaceValues[];
  features: RequestFeatureValues[];
  services: RequestServiceValues[];
};

/** Spec 01 section 4: a service checked in the request form starts as ask_quote. */
export const REQUEST_SERVICE_PRICING_DEFAULT: PricingType = 'ask_quote';

export const SERVICE_CHECK_MESSAGES = { priceRequired: WAREHOUSE_REQUEST_MESSAGES.priceRequired, unitTypeRequired: 'Unit type is required' } as const;

export function emptySpace(): RequestSpaceValues {
  return { spaceTypeId: '', sizeM2: '', price: '' };
}

export function emptyRequestFormValues(reference: Pick<ReferenceData, 'features' | 'services'>): RequestFormValues {
  return {
    name: '',
    description: '',
    address: '',
    city: '',
    country: '',
    postalCode: '',
    firstName: '',
    lastName: '',
    contactEmail: '',
    phoneNumber: '',
    businessName: '',
    vatNumber: '',
    spaces: [emptySpace()],
    features: reference.features.map((feature) => ({ featureId: feature.id, isCustom: feature.type === 'custom', isSelected: false, customValue: '' })),
    services: reference.services.map((service) => ({
      serviceId: service.id,
      isSelected: false,
      pricingType: REQUEST_SERVICE_PRICING_DEFAULT,
      hourlyPrice: '',
      unitPrice: '',
      unitType: '',
      notes: '',
    })),
  };
}

/** A saved request laid over the reference lists. */
export function requestFormValuesFromDetail(detail: WarehouseRequestDetail, reference: Pick<ReferenceData, 'features' | 'services'>): RequestFormValues {
  const empty = emptyRequestFormValues(reference);
  const features = new Map(detail.features.map((feature) => [feature.featureId, feature]));
  const services = new Map(detail.services.map((service) => [service.serviceId, service]));
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, detail[field]])) as Record<TextField, string>;
  return {
    ...texts,
    spaces: detail.spaces.map((space) => ({
      spaceTypeId: space.spaceTypeId ?? '',
      sizeM2: space.sizeM2 === null ? '' : String(space.sizeM2),
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

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Sizes the API would refuse (not a number, negative, more than two decimals) go as null: a draft keeps no nonsense. */
function sizeOrNull(value: string): number | null {
  const size = parseSizeInput(value);
  return size === null || size < 0 ? null : Math.round(size * 100) / 100;
}

export type RequestImageRef = { id: string; uploadSecret?: string };

/** The body of POST/PUT /api/warehouse-requests. A service carries only the rates of its pricing type. */
export function toRequestInput(values: RequestFormValues, images: readonly RequestImageRef[], submit: boolean): WarehouseRequestInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field].trim()])) as Record<TextField, string>;
  return {
    ...texts,
    spaces: values.spaces.map((space) => ({
      spaceTypeId: space.spaceTypeId || null,
      sizeM2: sizeOrNull(space.sizeM2),
      pricePerM2Cents: parseMoneyInput(space.price),
    })),
    features: values.features
      .filter((feature) => feature.isSelected)
      .map((feature) => ({ featureId: feature.featureId, customValue: feature.isCustom ? textOrNull(feature.customValue) : null })),
    services: values.services
      .filter((service) => service.isSelected)
      .map((service) => ({
        serviceId: service.serviceId,
        pricePerHourCents: service.pricingType === 'hourly_rate' ? parseMoneyInput(service.hourlyPrice) : null,
        pricePerUnitCents: service.pricingType === 'per_unit' ? parseMoneyInput(service.unitPrice) : null,
        unitType: service.pricingType === 'per_unit' ? textOrNull(service.unitType) : null,
        notes: textOrNull(service.notes),
      })),
    images: images.map((image) => (image.uploadSecret ? { id: image.id, uploadSecret: image.uploadSecret } : { id: image.id })),
    submit,
  };
}

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

const SPACE_FIELDS: Record<string, keyof RequestSpaceValues> = { spaceTypeId: 'spaceTypeId', sizeM2: 'sizeM2', pricePerM2Cents: 'price' };
const SERVICE_FIELDS: Record<string, keyof RequestServiceValues> = {
  pricePerHourCents: 'hourlyPrice',
  pricePerUnitCents: 'unitPrice',
  unitType: 'unitType',
  notes: 'notes',
};

/**
 * Where a message keyed by a body path ("spaces.0.pricePerM2Cents", "features.1.customValue") sits in
 * the form. Null: no field shows it (the form puts it in its general alert).
 */
export function formPathForRequestPath(bodyPath: string, values: RequestFormValues): string | null {
  if ((TEXT_FIELDS as readonly string[]).includes(bodyPath) || bodyPath === 'spaces') return bodyPath;
  const [list, indexText, field] = bodyPath.split('.');
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

export type FormError = { path: string; message: string };

/**
 * Submit Request's checks (spec 01 section 5) by form path, in screen order: the shared rules the
 * server applies too, then the service prices the chosen pricing type needs.
 */
export function validateRequestForm(values: RequestFormValues): FormError[] {
  const body = toRequestInput(values, [], true);
  const selectedFeatures = values.features.filter((feature) => feature.isSelected);
  const shared = validateWarehouseRequestSubmission({
    name: body.name ?? '',
    address: body.address ?? '',
    city: body.city ?? '',
    country: body.country ?? '',
    postalCode: body.postalCode ?? '',
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    contactEmail: body.contactEmail ?? '',
    spaces: (body.spaces ?? []).map((space) => ({
      spaceTypeId: space.spaceTypeId ?? null,
      // A typed size the API cannot take (three decimals) is still "greater than 0" here; only blank or <= 0 fails.
      sizeM2: space.sizeM2 ?? null,
      pricePerM2Cents: space.pricePerM2Cents ?? null,
    })),
    features: selectedFeatures.map((feature) => ({ isCustom: feature.isCustom, customValue: feature.customValue })),
  });
  const errors = shared.flatMap((error) => {
    const path = formPathForRequestPath(error.path, values);
    return path ? [{ path, message: error.message }] : [];
  });
  values.services.forEach((service, index) => {
    if (!service.isSelected) return;
    if (service.pricingType === 'hourly_rate' && parseMoneyInput(service.hourlyPrice) === null) {
      errors.push({ path: `services.${index}.hourlyPrice`, message: SERVICE_CHECK_MESSAGES.priceRequired });
    }
    if (service.pricingType === 'per_unit') {
      if (parseMoneyInput(service.unitPrice) === null) errors.push({ path: `services.${index}.unitPrice`, message: SERVICE_CHECK_MESSAGES.priceRequired });
      if (service.unitType.trim() === '') errors.push({ path: `services.${index}.unitType`, message: SERVICE_CHECK_MESSAGES.unitTypeRequired });
    }
  });
  return errors;
}
