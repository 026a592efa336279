import { z } from 'zod';
import { fieldErrorsOf, type FieldError } from '@shared/contracts/common';
import { listingRequestSubmission, type ListingRequestDetail, type ListingRequestInput } from '@shared/contracts/listing-requests';
import type { ReferenceData } from '@shared/contracts/reference';
import { LISTING_REQUEST_MESSAGES } from '@shared/errors';
import { centsToEuroInput, parseMoneyInput } from '@shared/money';
import type { PricingType } from '@shared/pricing';
import { parseSizeInput } from '@shared/sizes';
import {
  EMPTY_LISTING_TEXT,
  emptyFeatureValues,
  emptyServiceValues,
  emptySpace,
  catalogueListsSchema,
  featureValuesFromSaved,
  listFieldPath,
  serviceValuesFromSaved,
  toFeatureInputs,
  toServiceInputs,
  type FeatureFormValues,
  type ServiceFormValues,
  type SpaceFormValues,
} from '@web/components/catalogue-form/catalogue-form-values';
import { moneyText } from '@web/lib/form-schema';

/**
 * The request form's values and their conversions, free of React so they are tested on their own.
 * The form holds what was typed (text for sizes and euro prices); the API takes numbers, cents and
 * nulls. Spaces, features and services are the parts every warehouse form shares
 * (catalogue-form-values); features and services are one entry per reference item, in reference order.
 */

const TEXT_FIELDS = [
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

export type ListingRequestFormValues = Record<TextField, string> & {
  spaces: SpaceFormValues[];
  features: FeatureFormValues[];
  services: ServiceFormValues[];
};

/** Spec 01 section 4: a service checked in the request form starts as ask_quote. */
const REQUEST_SERVICE_PRICING_DEFAULT: PricingType = 'ask_quote';

export function emptyListingRequestFormValues(reference: Pick<ReferenceData, 'features' | 'services'>): ListingRequestFormValues {
  return {
    ...EMPTY_LISTING_TEXT,
    firstName: '',
    lastName: '',
    contactEmail: '',
    phoneNumber: '',
    businessName: '',
    vatNumber: '',
    spaces: [emptySpace()],
    features: emptyFeatureValues(reference.features),
    services: emptyServiceValues(reference.services, REQUEST_SERVICE_PRICING_DEFAULT),
  };
}

/** A saved request laid over the reference lists. */
export function listingRequestFormValuesFromDetail(detail: ListingRequestDetail, reference: Pick<ReferenceData, 'features' | 'services'>): ListingRequestFormValues {
  const empty = emptyListingRequestFormValues(reference);
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, detail[field]])) as Record<TextField, string>;
  return {
    ...texts,
    spaces: detail.spaces.map((space) => ({
      spaceTypeId: space.spaceTypeId ?? '',
      sizeM2: space.sizeM2 === null ? '' : String(space.sizeM2),
      price: centsToEuroInput(space.pricePerM2Cents),
    })),
    features: featureValuesFromSaved(empty.features, detail.features),
    services: serviceValuesFromSaved(empty.services, detail.services),
  };
}

/** Sizes the API would refuse (not a number, negative, more than two decimals) go as null: a draft keeps no nonsense. */
function sizeOrNull(value: string): number | null {
  const size = parseSizeInput(value);
  return size === null || size < 0 ? null : Math.round(size * 100) / 100;
}

export type ListingRequestImageRef = { id: string; uploadSecret?: string };

/** The body of POST/PUT /api/listing-requests; features and services as toFeatureInputs and toServiceInputs send them. */
export function toListingRequestInput(values: ListingRequestFormValues, images: readonly ListingRequestImageRef[], submit: boolean): ListingRequestInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field].trim()])) as Record<TextField, string>;
  return {
    ...texts,
    spaces: values.spaces.map((space) => ({
      spaceTypeId: space.spaceTypeId || null,
      sizeM2: sizeOrNull(space.sizeM2),
      pricePerM2Cents: parseMoneyInput(space.price),
    })),
    features: toFeatureInputs(values.features),
    services: toServiceInputs(values.services),
    images: images.map((image) => (image.uploadSecret ? { id: image.id, uploadSecret: image.uploadSecret } : { id: image.id })),
    submit,
  };
}

/**
 * Where a message keyed by a body path ("spaces.0.pricePerM2Cents", "features.1.customValue") sits in
 * the form. Null: no field shows it (the form puts it in its general alert).
 */
export function formPathForBodyPath(bodyPath: string, values: ListingRequestFormValues): string | null {
  if ((TEXT_FIELDS as readonly string[]).includes(bodyPath) || bodyPath === 'spaces') return bodyPath;
  return listFieldPath(bodyPath, values);
}

const submission = listingRequestSubmission.shape;
const space = submission.spaces.element.shape;

/**
 * Submit Request's checks (spec 01 section 5): the contract's submission rules
 * (listingRequestSubmission, which the server runs on the body) behind the reading of each text
 * field, keyed by form path in screen order; then the service prices the chosen pricing type needs.
 */
export const listingRequestFormSchema = z.object({
  name: submission.name,
  address: submission.address,
  city: submission.city,
  country: submission.country,
  postalCode: submission.postalCode,
  firstName: submission.firstName,
  lastName: submission.lastName,
  contactEmail: submission.contactEmail,
  ...catalogueListsSchema(
    {
      spaceTypeId: space.spaceTypeId,
      // Read as a draft sends it: a typed size the API cannot take (three decimals) is still "greater than 0" here.
      sizeM2: z.string().transform(sizeOrNull).pipe(space.sizeM2),
      price: moneyText(LISTING_REQUEST_MESSAGES.priceRequired).pipe(space.pricePerM2Cents),
    },
    LISTING_REQUEST_MESSAGES.atLeastOneSpace,
  ),
});

/** The schema's messages by form path, in screen order. */
export function validateListingRequestForm(values: ListingRequestFormValues): FieldError[] {
  return fieldErrorsOf(listingRequestFormSchema, values);
}
