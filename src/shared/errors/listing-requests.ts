/** Listing requests: a visitor asks to list a warehouse (spec 01 sections 2 to 8). */
import { ACCOUNT_FORM_MESSAGES } from './account-forms';
import { AUTH_MESSAGES } from './auth';
import { IMAGE_MESSAGES } from './images';
import { WAREHOUSE_FORM_MESSAGES } from './warehouses';

/** The form's messages (spec 01 section 5) and this domain's own, in the spec's style. */
export const LISTING_REQUEST_MESSAGES = {
  nameRequired: 'Warehouse name is required',
  addressRequired: WAREHOUSE_FORM_MESSAGES.addressRequired,
  cityRequired: WAREHOUSE_FORM_MESSAGES.cityRequired,
  countryRequired: WAREHOUSE_FORM_MESSAGES.countryRequired,
  postalCodeRequired: WAREHOUSE_FORM_MESSAGES.postalCodeRequired,
  firstNameRequired: ACCOUNT_FORM_MESSAGES.firstNameRequired,
  lastNameRequired: ACCOUNT_FORM_MESSAGES.lastNameRequired,
  emailRequired: ACCOUNT_FORM_MESSAGES.emailRequired,
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  atLeastOneSpace: WAREHOUSE_FORM_MESSAGES.atLeastOneSpace,
  spaceTypeRequired: WAREHOUSE_FORM_MESSAGES.spaceTypeRequired,
  sizePositive: WAREHOUSE_FORM_MESSAGES.sizePositive,
  priceRequired: WAREHOUSE_FORM_MESSAGES.priceRequired,
  customValueRequired: WAREHOUSE_FORM_MESSAGES.customValueRequired,
  invalidSpaceType: WAREHOUSE_FORM_MESSAGES.invalidSpaceType,
  invalidFeature: WAREHOUSE_FORM_MESSAGES.invalidFeature,
  duplicateFeature: WAREHOUSE_FORM_MESSAGES.duplicateFeature,
  invalidService: WAREHOUSE_FORM_MESSAGES.invalidService,
  duplicateService: WAREHOUSE_FORM_MESSAGES.duplicateService,
  invalidImage: WAREHOUSE_FORM_MESSAGES.invalidImage,
  duplicateImage: WAREHOUSE_FORM_MESSAGES.duplicateImage,
  tooManyImages: WAREHOUSE_FORM_MESSAGES.tooManyImages,
  /** The image hint of the request form (spec 01 section 5), enforced on the server. */
  imageHint: 'PNG, JPG, GIF up to 10MB',
  imageType: 'Please choose a PNG, JPG or GIF image.',
  imageTooLarge: IMAGE_MESSAGES.tooLarge,
  /** The link still works but the request is in an administrator's hands (409). */
  notEditable: 'This warehouse request is being reviewed and can no longer be changed.',
  /** Approve or reject of a request that is not (or no longer) submitted (409). */
  notSubmitted: 'Only submitted warehouse requests can be approved or rejected.',
  notFound: 'Warehouse request not found',
  reasonRequired: 'Please give a reason for the rejection.',
  emptyList: 'No warehouse requests found',
  /** The private link after the team's decision (ours; the spec's page only knew "may have expired"). */
  approvedOutcome: 'Your warehouse request was approved and the warehouse is now listed. We have emailed you how to sign in and manage it.',
  rejectedOutcome: 'Your warehouse request was not approved. We have emailed you the reason; you are welcome to send a new request.',
} as const;
