import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldErrorsOf, type FieldError } from '@shared/contracts/common';
import type { ReferenceData } from '@shared/contracts/reference';
import { warehouseInput, type WarehouseDetail, type WarehouseInput } from '@shared/contracts/warehouses';
import { WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import { parseSizeInput } from '@shared/sizes';
import {
  catalogueListsSchema,
  emptyListingValues,
  emptySpace,
  listFieldPath,
  listingValuesFromSaved,
  toListingInputs,
  type FeatureFormValues,
  type ServiceFormValues,
  type SpaceFormValues,
} from '@web/components/catalogue-form/catalogue-form-values';
import { translationFieldPath, translationValuesSchema, type TranslationFormValues } from '@web/components/catalogue-form/listing-language-values';
import { moneyText, sizeText } from '@web/lib/form-schema';
import type { Locale } from '@shared/locales';

/**
 * The multi-space warehouse form's values and their conversions, kept free of React so they can be
 * tested on their own. The form holds what the user typed (text for sizes and euro prices); the API
 * takes warehouseInput (numbers, cents, nulls). Spaces, features and services are the parts every
 * warehouse form shares (catalogue-form-values). Images live beside the form (they upload on their
 * own) and join the body as `imageIds` on submit.
 */

export type WarehouseFormValues = {
  name: string;
  description: string;
  /** The language of name and description; translations holds an entry per language (listing-language-values). */
  writtenIn: Locale;
  translations: TranslationFormValues[];
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

/** Values of a new warehouse: one empty space row, nothing checked, active (spec: new warehouses default to active). */
export function emptyWarehouseFormValues(reference: Pick<ReferenceData, 'features' | 'services'>): WarehouseFormValues {
  return {
    ...emptyListingValues(reference),
    latitude: null,
    longitude: null,
    isActive: true,
    spaces: [emptySpace()],
  };
}

/** Values of a saved warehouse, laid over the reference lists (the form shows every feature and service). */
export function warehouseFormValuesFromDetail(
  detail: WarehouseDetail,
  reference: Pick<ReferenceData, 'features' | 'services'>,
): WarehouseFormValues {
  return {
    ...listingValuesFromSaved(detail, reference),
    latitude: detail.latitude,
    longitude: detail.longitude,
    isActive: detail.isActive,
    spaces: detail.spaces.map((space) => ({
      spaceTypeId: space.spaceTypeId,
      sizeM2: String(space.sizeM2),
      price: centsToEuroInput(space.pricePerM2Cents),
    })),
  };
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
 * blanks to null; features and services as toFeatureInputs and toServiceInputs send them.
 * `saved` is the edited warehouse's pin.
 */
export function toWarehouseInput(
  values: WarehouseFormValues,
  imageIds: readonly string[],
  saved?: SavedCoordinates,
): WarehouseInput {
  return {
    ...toListingInputs(values),
    ...coordinatesOf(values, saved),
    isActive: values.isActive,
    spaces: values.spaces.map((space) => ({
      spaceTypeId: space.spaceTypeId,
      // Unreadable values are caught by validateWarehouseForm before this runs; NaN would fail the server's check.
      sizeM2: parseSizeInput(space.sizeM2) ?? Number.NaN,
      pricePerM2Cents: parseMoneyInput(space.price) ?? Number.NaN,
    })),
    imageIds: [...imageIds],
  };
}

const body = warehouseInput.shape;
const space = body.spaces.element.shape;

/**
 * The checks run on submit (spec 01 section 5): the contract's fields (warehouseInput) behind the
 * reading of each text field, listed in screen order so the first message is the field to focus.
 */
export const warehouseFormSchema = z.object({
  name: body.name,
  description: body.description.unwrap(),
  translations: translationValuesSchema,
  address: body.address,
  city: body.city,
  country: body.country,
  postalCode: body.postalCode,
  ...catalogueListsSchema(
    {
      spaceTypeId: space.spaceTypeId,
      // Blank or unreadable says what the spec says of 0: the size must be greater than 0.
      sizeM2: sizeText(WAREHOUSE_FORM_MESSAGES.sizePositive).pipe(space.sizeM2),
      price: moneyText(WAREHOUSE_FORM_MESSAGES.priceRequired).pipe(space.pricePerM2Cents),
    },
    WAREHOUSE_FORM_MESSAGES.atLeastOneSpace,
  ),
});

/** The schema's messages by form path, in screen order (the form's resolver gives the same). */
export function validateWarehouseForm(values: WarehouseFormValues): FieldError[] {
  return fieldErrorsOf(warehouseFormSchema, values);
}

const TOP_LEVEL_FIELDS = new Set(['name', 'description', 'address', 'city', 'country', 'postalCode']);

/**
 * Where a message of a 400 answer belongs in the form. The server keys details by the body's paths
 * ("spaces.0.spaceTypeId", "features.1.customValue"); features and services in the body are only
 * the checked ones, so their indexes are translated back. Null: no field shows it (the form puts
 * it in the general alert instead).
 */
export function formPathForServerPath(serverPath: string, values: WarehouseFormValues): string | null {
  if (TOP_LEVEL_FIELDS.has(serverPath) || serverPath === 'spaces') return serverPath;
  return translationFieldPath(serverPath, values) ?? listFieldPath(serverPath, values);
}

/** "59.437000, 24.753600", or the spec's text when no pin is set (in the language of the moment: LocationSection calls useLingui). */
export function formatCoordinates(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return t`No coordinates set`;
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}
