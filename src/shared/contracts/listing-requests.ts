import { z } from 'zod';
import { LISTING_REQUEST_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '../errors';
import { LISTING_REQUEST_STATUSES } from '../statuses/listing-request';
import { fieldErrorsOf, type FieldError } from './common';
import { catalogueLinesInput, listingAddress, MAX_WAREHOUSE_IMAGES, warehouseFeature, warehouseImage, warehouseService } from './warehouses';
import { pageOf, pageQuery } from './pagination';
import { vatNumberText } from './profile';

/**
 * Listing requests (spec 01 sections 2 to 8): a visitor without an account asks to list a
 * warehouse; the private link (request id + token) lets them read and change it; an administrator
 * approves (a live warehouse and an owner account) or rejects it.
 */

/** Private links expire this long after the request was created (docs/decisions/092-listing-request-private-link.md). */
export const LISTING_REQUEST_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * The private link's token travels in the JSON body of the API calls, never in an API URL: URLs end
 * up in access logs. (The page's own URL carries it, as the spec asks, but that never reaches the server.)
 */
const linkToken = z.string().min(1).max(200);
/** Image types the request form accepts ("PNG, JPG, GIF up to 10MB"). */
export const LISTING_REQUEST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const MAX_LISTING_REQUEST_IMAGES = MAX_WAREHOUSE_IMAGES;
const MAX_LISTING_REQUEST_SPACES = 50;

const text = (max: number) => z.string().trim().max(max).default('');

/**
 * A space as saved: a draft may hold a half-filled row, so every field may be missing; submitting
 * checks them (validateListingRequestSubmission).
 */
const listingRequestSpaceInput = z.object({
  spaceTypeId: z.uuid({ message: WAREHOUSE_FORM_MESSAGES.invalidSpaceType }).nullable().default(null),
  sizeM2: z
    .number({ message: WAREHOUSE_FORM_MESSAGES.invalidSize })
    .min(0, WAREHOUSE_FORM_MESSAGES.invalidSize)
    .max(10_000_000, WAREHOUSE_FORM_MESSAGES.invalidSize)
    .multipleOf(0.01, WAREHOUSE_FORM_MESSAGES.invalidSize)
    .nullable()
    .default(null),
  pricePerM2Cents: z
    .number({ message: WAREHOUSE_FORM_MESSAGES.invalidPrice })
    .int(WAREHOUSE_FORM_MESSAGES.invalidPrice)
    .min(0, WAREHOUSE_FORM_MESSAGES.invalidPrice)
    .max(100_000_000, WAREHOUSE_FORM_MESSAGES.invalidPrice)
    .nullable()
    .default(null),
});

/**
 * An image of the request: an upload of this visitor (with the secret its upload answered) or an
 * image already saved with this request (id only).
 */
const listingRequestImageRef = z.object({
  id: z.uuid(),
  uploadSecret: z.string().min(20).max(100).optional(),
});

export const listingRequestInput = z.object({
  name: text(200),
  description: text(5000),
  address: text(300),
  city: text(100),
  country: text(100),
  postalCode: text(20),
  firstName: text(100),
  lastName: text(100),
  contactEmail: text(254),
  phoneNumber: text(50),
  businessName: text(200),
  /** Its format is checked on a draft too (decision 211): a wrong one is refused, never kept to fail later. */
  vatNumber: vatNumberText.default(''),
  spaces: z.array(listingRequestSpaceInput).max(MAX_LISTING_REQUEST_SPACES).default([]),
  // Features and services are sent as the warehouse form sends them (the pricing type derived on the server).
  ...catalogueLinesInput,
  /** In display order; the first is the main image. */
  images: z.array(listingRequestImageRef).max(MAX_LISTING_REQUEST_IMAGES, WAREHOUSE_FORM_MESSAGES.tooManyImages).default([]),
  /** false: Save as Draft (no validation); true: Submit Request (the form's checks apply). */
  submit: z.boolean(),
});
export type ListingRequestInput = z.input<typeof listingRequestInput>;
export type ParsedListingRequestInput = z.output<typeof listingRequestInput>;

/** PUT /api/listing-requests/:id: the whole form again, with the link's token. */
export const updateListingRequestBody = listingRequestInput.extend({ token: linkToken });
export type UpdateListingRequestBody = z.input<typeof updateListingRequestBody>;

/** POST /api/listing-requests/:id/access: reading the request through its link. */
export const listingRequestAccessBody = z.object({ token: linkToken });

/** A path of the body ("spaces.0.sizeM2") and its message. */
export type RequestFieldError = FieldError;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (message: string) => z.string({ message }).trim().min(1, message);

/**
 * The checks of Submit Request (spec 01 section 5), in screen order, on what a draft may leave
 * missing (blank texts, nulls). The server runs it on the body (validateListingRequestSubmission);
 * the form builds its own schema from these fields, on the values as typed.
 */
export const listingRequestSubmission = z.object({
  name: requiredText(LISTING_REQUEST_MESSAGES.nameRequired),
  address: requiredText(LISTING_REQUEST_MESSAGES.addressRequired),
  city: requiredText(LISTING_REQUEST_MESSAGES.cityRequired),
  country: requiredText(LISTING_REQUEST_MESSAGES.countryRequired),
  postalCode: requiredText(LISTING_REQUEST_MESSAGES.postalCodeRequired),
  firstName: requiredText(LISTING_REQUEST_MESSAGES.firstNameRequired),
  lastName: requiredText(LISTING_REQUEST_MESSAGES.lastNameRequired),
  contactEmail: requiredText(LISTING_REQUEST_MESSAGES.emailRequired).regex(EMAIL_PATTERN, LISTING_REQUEST_MESSAGES.invalidEmail),
  spaces: z
    .array(
      z.object({
        spaceTypeId: z.string({ message: LISTING_REQUEST_MESSAGES.spaceTypeRequired }).min(1, LISTING_REQUEST_MESSAGES.spaceTypeRequired),
        sizeM2: z.number({ message: LISTING_REQUEST_MESSAGES.sizePositive }).gt(0, LISTING_REQUEST_MESSAGES.sizePositive),
        pricePerM2Cents: z.number({ message: LISTING_REQUEST_MESSAGES.priceRequired }),
      }),
    )
    .min(1, LISTING_REQUEST_MESSAGES.atLeastOneSpace),
  /** `isCustom`: the feature is of the custom type, which needs its details text. */
  features: z.array(
    z.discriminatedUnion('isCustom', [
      z.object({ isCustom: z.literal(true), customValue: requiredText(LISTING_REQUEST_MESSAGES.customValueRequired) }),
      z.object({ isCustom: z.literal(false) }),
    ]),
  ),
});

type SubmissionShape = Pick<
  ParsedListingRequestInput,
  'name' | 'address' | 'city' | 'country' | 'postalCode' | 'firstName' | 'lastName' | 'contactEmail'
> & {
  spaces: readonly { spaceTypeId: string | null; sizeM2: number | null; pricePerM2Cents: number | null }[];
  features: readonly { customValue?: string | null; isCustom: boolean }[];
};

/** Submit Request's checks on a parsed body, keyed by the body's paths: the first message of each field, in screen order. */
export function validateListingRequestSubmission(input: SubmissionShape): RequestFieldError[] {
  return fieldErrorsOf(listingRequestSubmission, input);
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const listingRequestSpace = z.object({
  id: z.string(),
  spaceTypeId: z.string().nullable(),
  spaceTypeName: z.string().nullable(),
  sizeM2: z.number().nullable(),
  pricePerM2Cents: z.number().int().nullable(),
});

/** A request's features and services read as a warehouse's, without the reference's icons and descriptions. */
const listingRequestFeature = warehouseFeature.omit({ icon: true });
const listingRequestService = warehouseService.omit({ description: true, icon: true });

export const listingRequestDetail = z.object({
  id: z.string(),
  status: z.enum(LISTING_REQUEST_STATUSES),
  name: z.string(),
  description: z.string(),
  ...listingAddress,
  firstName: z.string(),
  lastName: z.string(),
  contactEmail: z.string(),
  phoneNumber: z.string(),
  businessName: z.string(),
  vatNumber: z.string(),
  spaces: z.array(listingRequestSpace),
  features: z.array(listingRequestFeature),
  services: z.array(listingRequestService),
  images: z.array(warehouseImage),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The administrator's notes (the rejection reason); null for the visitor's view. */
  adminNotes: z.string().nullable(),
  /** The live listing made on approval; null for the visitor's view. */
  warehouseId: z.string().nullable(),
});
export type ListingRequestDetail = z.infer<typeof listingRequestDetail>;

/** The first save's answer: the token is shown this once (it is stored only as a hash). */
export const createdListingRequest = z.object({
  id: z.string(),
  token: z.string(),
  request: listingRequestDetail,
});
export type CreatedListingRequest = z.infer<typeof createdListingRequest>;

/** A pending upload of the request form; the secret must come back with the save that attaches it. */
export const uploadedListingRequestImage = warehouseImage.extend({ uploadSecret: z.string() });
export type UploadedListingRequestImage = z.infer<typeof uploadedListingRequestImage>;

export const adminListingRequestsQuery = z.object({
  status: z.enum(LISTING_REQUEST_STATUSES).optional(),
  ...pageQuery({ maxPage: 10_000 }),
});

const adminListingRequestRow = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactEmail: z.string(),
  businessName: z.string(),
  status: z.enum(LISTING_REQUEST_STATUSES),
  spacesCount: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type AdminListingRequestRow = z.infer<typeof adminListingRequestRow>;

export const adminListingRequestsResponse = pageOf(adminListingRequestRow);
export type AdminListingRequestsResponse = z.infer<typeof adminListingRequestsResponse>;

export const approvedListingRequest = z.object({
  warehouseId: z.string(),
  ownerId: z.string(),
  /** True when a new account was made (its holder got a set-password link). */
  ownerAccountCreated: z.boolean(),
  request: listingRequestDetail,
});
export type ApprovedListingRequest = z.infer<typeof approvedListingRequest>;

export const rejectListingRequestBody = z.object({
  reason: z.string().trim().min(1, LISTING_REQUEST_MESSAGES.reasonRequired).max(2000),
});
