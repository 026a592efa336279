import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';
import type { FeatureReference, ReferenceData, ServiceReference } from '@shared/contracts/reference';
import {
  listingTextOf,
  type ListingText,
  type SavedFeatureAssignment,
  type SavedServiceAssignment,
  warehouseFeatureInput,
  warehouseServiceInput,
} from '@shared/contracts/warehouses';
import { WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import type { PricingType } from '@shared/pricing';
import { moneyText } from '@web/lib/form-schema';
import { currentLocale } from '@web/lib/i18n';
import { emptyLanguageValues, listingTextValuesFromSaved, toLanguageInputs, type ListingLanguageValues } from './listing-language-values';

/**
 * What every form that describes a warehouse has in common (the multi-space warehouse form, the
 * single-space listing form and the public listing request form): its spaces, features and
 * services, as typed, and their conversions to and from the API. Free of React so it is tested on
 * its own. The form holds text for sizes and euro prices; the API takes numbers, cents and nulls.
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

/** Shown when a form is saved while an image is still uploading (useFormSave's `refuse` reads it in the language shown). */
export const WAIT_FOR_UPLOADS_MESSAGE: MessageDescriptor = msg`Please wait until the images have finished uploading.`;

/** Spec 01 section 4: a service checked in an owner's form (multi-space or single-space) starts as hourly_rate. */
export const DEFAULT_SERVICE_PRICING_TYPE: PricingType = 'hourly_rate';

export const FEATURE_TYPE_LABELS: Record<FeatureType, MessageDescriptor> = {
  accessibility: msg`Accessibility`,
  equipment: msg`Equipment`,
  custom: msg`Custom`,
};

/**
 * Messages of the forms' own service checks (a service must carry the prices of its pricing type); the spec words only the first.
 * The form's own one is a function, read when a check fails, so it is said in the language shown then.
 */
const SERVICE_FORM_MESSAGES = {
  priceRequired: WAREHOUSE_FORM_MESSAGES.priceRequired,
  unitTypeRequired: () => t`Unit type is required`,
} as const;

/** A listing's texts before anything is typed: how every catalogue form (and a listing request) starts. */
export const EMPTY_LISTING_TEXT: ListingText = { name: '', description: '', address: '', city: '', country: '', postalCode: '' };

/** A listing's texts as a save sends them: trimmed, so stray spaces never reach the listing. */
export function trimmedListingText(values: ListingText): ListingText {
  return Object.fromEntries(Object.entries(listingTextOf(values)).map(([key, text]) => [key, text.trim()])) as ListingText;
}

export function emptySpace(): SpaceFormValues {
  return { spaceTypeId: '', sizeM2: '', price: '' };
}

/** Every reference feature, unchecked. */
export function emptyFeatureValues(features: readonly Pick<FeatureReference, 'id' | 'type'>[]): FeatureFormValues[] {
  return features.map((feature) => ({ featureId: feature.id, type: feature.type, isSelected: false, customValue: '' }));
}

/** Every reference service, unchecked; a service checked later starts with `pricingType` (spec 01 section 4 names it per form). */
export function emptyServiceValues(services: readonly Pick<ServiceReference, 'id'>[], pricingType: PricingType): ServiceFormValues[] {
  return services.map((service) => ({
    serviceId: service.id,
    isSelected: false,
    pricingType,
    hourlyPrice: '',
    unitPrice: '',
    unitType: '',
    notes: '',
  }));
}


/** The saved features laid over the form's full list: saved ones checked, with their details. */
export function featureValuesFromSaved(entries: readonly FeatureFormValues[], saved: readonly SavedFeatureAssignment[]): FeatureFormValues[] {
  const byId = new Map(saved.map((feature) => [feature.featureId, feature]));
  return entries.map((entry) => {
    const feature = byId.get(entry.featureId);
    return feature ? { ...entry, isSelected: true, customValue: feature.customValue ?? '' } : entry;
  });
}

/** The saved services laid over the form's full list: saved ones checked, cents shown back as euros. */
export function serviceValuesFromSaved(entries: readonly ServiceFormValues[], saved: readonly SavedServiceAssignment[]): ServiceFormValues[] {
  const byId = new Map(saved.map((service) => [service.serviceId, service]));
  return entries.map((entry) => {
    const service = byId.get(entry.serviceId);
    if (!service) return entry;
    return {
      ...entry,
      isSelected: true,
      pricingType: service.pricingType,
      hourlyPrice: centsToEuroInput(service.pricePerHourCents),
      unitPrice: centsToEuroInput(service.pricePerUnitCents),
      unitType: service.unitType ?? '',
      notes: service.notes ?? '',
    };
  });
}

/** Trimmed text, or null for a blank. */
function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The checked features of a body: details only for a custom feature. */
export function toFeatureInputs(features: readonly FeatureFormValues[]): { featureId: string; customValue: string | null }[] {
  return features
    .filter((feature) => feature.isSelected)
    .map((feature) => ({
      featureId: feature.featureId,
      customValue: feature.type === 'custom' ? textOrNull(feature.customValue) : null,
    }));
}

/**
 * The checked services of a body. A service carries only the fields of its pricing type, so the
 * server's derivePricingType arrives at the type the owner chose.
 */
export function toServiceInputs(services: readonly ServiceFormValues[]): {
  serviceId: string;
  pricePerHourCents: number | null;
  pricePerUnitCents: number | null;
  unitType: string | null;
  notes: string | null;
}[] {
  return services
    .filter((service) => service.isSelected)
    .map((service) => ({
      serviceId: service.serviceId,
      pricePerHourCents: service.pricingType === 'hourly_rate' ? parseMoneyInput(service.hourlyPrice) : null,
      pricePerUnitCents: service.pricingType === 'per_unit' ? parseMoneyInput(service.unitPrice) : null,
      unitType: service.pricingType === 'per_unit' ? textOrNull(service.unitType) : null,
      notes: textOrNull(service.notes),
    }));
}

const feature = warehouseFeatureInput.shape;
const service = warehouseServiceInput.shape;
const priceText = moneyText(SERVICE_FORM_MESSAGES.priceRequired);

/**
 * The features list's checks: an unchecked feature is not sent, so nothing is checked; a checked
 * custom one needs its details (the form's own rule), within the contract's limits.
 */
export const featureValuesSchema = z.array(
  z.discriminatedUnion('isSelected', [
    z.object({ isSelected: z.literal(false) }),
    z.discriminatedUnion('type', [
      z.object({
        isSelected: z.literal(true),
        type: z.literal('custom'),
        customValue: z.string().trim().min(1, WAREHOUSE_FORM_MESSAGES.customValueRequired).pipe(feature.customValue.unwrap().unwrap()),
      }),
      z.object({ isSelected: z.literal(true), type: z.enum(['accessibility', 'equipment']) }),
    ]),
  ]),
);

/**
 * The services list's checks: a checked service needs the prices of its pricing type (and a
 * per-unit one its unit), read as the contract's cents; Ask for Quote needs none.
 */
export const serviceValuesSchema = z.array(
  z.discriminatedUnion('isSelected', [
    z.object({ isSelected: z.literal(false) }),
    z.discriminatedUnion('pricingType', [
      z.object({
        isSelected: z.literal(true),
        pricingType: z.literal('hourly_rate'),
        hourlyPrice: priceText.pipe(service.pricePerHourCents.unwrap().unwrap()),
        notes: service.notes,
      }),
      z.object({
        isSelected: z.literal(true),
        pricingType: z.literal('per_unit'),
        unitPrice: priceText.pipe(service.pricePerUnitCents.unwrap().unwrap()),
        unitType: z.string().trim().min(1, { error: SERVICE_FORM_MESSAGES.unitTypeRequired }).pipe(service.unitType.unwrap().unwrap()),
        notes: service.notes,
      }),
      z.object({ isSelected: z.literal(true), pricingType: z.literal('ask_quote'), notes: service.notes }),
    ]),
  ]),
);

/**
 * The lists every catalogue form with a spaces list ends with, in screen order: its spaces (each
 * field's schema given by the form, from its contract; at least one row) and the features and
 * services lists.
 */
export function catalogueListsSchema(space: { spaceTypeId: z.ZodType; sizeM2: z.ZodType; price: z.ZodType }, atLeastOneSpace: string) {
  return {
    spaces: z.array(z.object(space)).min(1, atLeastOneSpace),
    features: featureValuesSchema,
    services: serviceValuesSchema,
  };
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

type ListValues = {
  /** Left out by a form without a spaces list (the single-space listing). */
  spaces?: readonly SpaceFormValues[];
  features: readonly { isSelected: boolean }[];
  services: readonly { isSelected: boolean }[];
};

/**
 * Where a 400 answer's message on an entry of the spaces, features or services list belongs in the
 * form. The server keys details by the body's paths ("spaces.0.spaceTypeId", "features.1.customValue");
 * features and services in the body are only the checked ones, so their indexes are translated
 * back. Null: no field of these lists shows it.
 */
export function listFieldPath(bodyPath: string, values: ListValues): string | null {
  const [list, indexText, field] = bodyPath.split('.');
  const index = Number(indexText);
  if (indexText === undefined || !Number.isInteger(index) || index < 0) return null;
  if (list === 'spaces' && values.spaces) {
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

/** Reference features grouped by type, in the order accessibility, equipment, custom; each keeps its index in the form's list. */
export function groupFeaturesByType<Feature extends { type: FeatureType }>(
  features: readonly Feature[],
): { type: FeatureType; entries: { feature: Feature; index: number }[] }[] {
  const order: FeatureType[] = ['accessibility', 'equipment', 'custom'];
  return order
    .map((type) => ({
      type,
      entries: features.map((feature, index) => ({ feature, index })).filter((entry) => entry.feature.type === type),
    }))
    .filter((group) => group.entries.length > 0);
}

/**
 * What the two warehouse forms (multi-space and single-space) hold of a listing beyond its spaces,
 * price and hours: its texts, their language and translations, its features and services.
 */
type ListingValues = ListingText & ListingLanguageValues & { features: FeatureFormValues[]; services: ServiceFormValues[] };

type ListingReference = Pick<ReferenceData, 'features' | 'services'>;

/** A new listing's: blank texts in the language the owner is using, every reference feature and service unchecked. */
export function emptyListingValues(reference: ListingReference): ListingValues {
  return {
    ...EMPTY_LISTING_TEXT,
    ...emptyLanguageValues(currentLocale()),
    features: emptyFeatureValues(reference.features),
    services: emptyServiceValues(reference.services, DEFAULT_SERVICE_PRICING_TYPE),
  };
}

type SavedListing = Parameters<typeof listingTextValuesFromSaved>[0] & {
  features: readonly SavedFeatureAssignment[];
  services: readonly SavedServiceAssignment[];
};

/** A saved listing's, laid over the reference lists (the form shows every feature and service). */
export function listingValuesFromSaved(detail: SavedListing, reference: ListingReference): ListingValues {
  const empty = emptyListingValues(reference);
  return {
    ...listingTextValuesFromSaved(detail, empty.writtenIn),
    features: featureValuesFromSaved(empty.features, detail.features),
    services: serviceValuesFromSaved(empty.services, detail.services),
  };
}

/** The body's listing part: texts trimmed, language and translations, features and services as toFeatureInputs and toServiceInputs send them. */
export function toListingInputs(values: ListingValues) {
  return {
    ...trimmedListingText(values),
    ...toLanguageInputs(values),
    features: toFeatureInputs(values.features),
    services: toServiceInputs(values.services),
  };
}
