/**
 * The error catalogue of both specs, in one place. Server errors carry a code from ERROR_CODES;
 * screens show these exact texts.
 */

export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status of each error code: the server answers with it, the web reads it back. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_error: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** The code of a status that came without one (Fastify's own errors, a proxy's answer). */
export function codeForStatus(status: number): ErrorCode {
  // Schema violations are reported as validation_error above; any other 400 is a malformed request.
  if (status === 400) return 'bad_request';
  const match = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'internal_error' : 'bad_request';
}

/** Generic catalogue, by kind (spec 01 section 8). */
export const GENERIC_MESSAGES = {
  default: 'An unexpected error occurred. Please try again.',
  network: 'Unable to connect to the server. Please check your connection.',
  validation: 'Please check your input and try again.',
  auth: 'Authentication error. Please sign in again.',
  notFound: 'The requested resource was not found.',
  server: 'Server error. Please try again later.',
  invalidInput: 'Please check your input values.',
  permission: 'You do not have permission to perform this action.',
  offline: 'No internet connection. Please check your connection and try again.',
  /** Ours: what the offline banner adds, since paused requests carry on by themselves. */
  offlineResumes: 'What you asked for will load as soon as you are back online.',
  timeout: 'Request timeout',
  fileUpload: 'Failed to upload file.',
  /** Not in the spec: text with a NUL byte or half of a UTF-16 pair (see wellFormedInput). */
  invalidCharacters: 'This text contains characters that are not allowed.',
  /** Not in the spec: a multipart body without a usable boundary, or cut off. */
  malformedUpload: 'The upload could not be read. Please choose the file again.',
  /** Not in the spec: the image decodes to more pixels than MAX_IMAGE_PIXELS (server/platform/images.ts). */
  imageTooManyPixels: 'The image has too many pixels (at most 50 megapixels). Please choose a smaller image.',
  /** Not in the spec: more uploads are waiting to be processed than the server queues. */
  imageQueueFull: 'Too many images are being processed right now. Please try again in a moment.',
} as const;

/** A rate limit refused the request (429); the same seconds are in its Retry-After header. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;
}

export function retriesExhaustedMessage(lastError: string): string {
  return `Request failed after 5 attempts. Last error: ${lastError}`;
}

/** Authentication (spec 01 section 8). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'This email is already registered',
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidEmail: 'Please enter a valid email address',
  sessionExpired: 'Your session has expired, please sign in again',
  passwordsDoNotMatch: 'Passwords do not match',
  resetEmailFailed: 'Failed to send reset password email',
  createAccountFailed: 'Failed to create account',
  loginUnexpected: 'An unexpected error occurred. Please try again later.',
  resetFailed: 'Failed to reset password',
  notAuthenticated: 'User not authenticated',
  unauthorized: 'Unauthorized',
  noValidRoles: 'No valid roles found',
  checkEmail: 'Please check your email for a verification link.',
  /** Ours: the spec has no text for a deactivated account. */
  accountDeactivated: 'Your account has been deactivated. Please contact an administrator.',
} as const;

export function roleMissingMessage(roles: readonly string[]): string {
  return `Required role is missing. Required role: ${roles.join(', ')}`;
}

/** Warehouses and listing requests (spec 01 section 8). */
export const WAREHOUSE_MESSAGES = {
  loadOneFailed: 'Failed to load warehouse',
  notFound: 'Warehouse not found',
  loadManyFailed: 'Failed to load warehouses',
  updateFailed: 'Failed to update warehouse',
  anError: 'An error occurred',
  requestLinkInvalid: 'Failed to load warehouse request data. The link may have expired.',
  requestSubmitFallback: 'An error occurred while submitting your request. Please try again.',
  requestUpdateFailed: 'Failed to update warehouse request',
  requestApproveFailed: 'Failed to approve warehouse request',
  requestRejectFailed: 'Failed to reject warehouse request',
  requestDetailsFailed: 'Failed to get warehouse request details',
  requestsLoadFailed: 'Failed to load warehouse requests',
  profileFetchFailed: 'Failed to fetch profile',
  profileUpdateFailed: 'Failed to update profile',
  requestRejected: 'Warehouse request rejected successfully',
} as const;

export function requestApprovedMessage(warehouseId: string): string {
  return `Warehouse request approved successfully. Warehouse ID: ${warehouseId}`;
}

/** Inquiries, offers, bookings and messaging (spec 02 section 8). */
export const INQUIRY_MESSAGES = {
  loadMessagesFailed: 'Failed to load messages',
  sendMessageFailed: 'Failed to send message',
  /** Ours: a message sent offline waits in the tab and goes out on reconnect. */
  sendMessageQueued: 'You are offline. Your message will be sent when you are back online.',
  createFailed: 'Failed to create inquiry',
  notFound: 'Inquiry not found',
  notFoundLong: "Inquiry not found. It may have been deleted or you don't have permission to view it.",
  loadListFailed: 'An error occurred while loading inquiries',
  loadFormFailed: 'Failed to load form data. Please try again.',
  loadOneFailed: 'Failed to load inquiry',
  invalidWarehouse: 'Invalid warehouse selected.',
  exceedsCapacity: 'Requested space exceeds available capacity.',
  invalidDateRange: 'Invalid date range selected.',
  messageRequired: 'Message is required.',
  notAccepting: 'This warehouse is not currently accepting inquiries.',
  duplicatePending: 'You already have a pending inquiry for this space.',
  noOffer: 'No offer found',
  noOfferLong: "No offer found. It may have been deleted or you don't have permission to view it.",
  loadOfferFailed: 'Failed to load offer',
  acceptFailed: 'Failed to accept offer',
  rejectFailed: 'Failed to reject offer',
  requestChangesFailed: 'Failed to request changes',
  loadDataFailed: 'Failed to load data',
  updateOfferFailed: 'Failed to update offer',
  noMatchingSpace: 'No matching space found for allocation',
  offerExpired: 'This offer has expired',
  /** The spec names the case ("invalid space") without a text; this one matches the other "Invalid … selected." texts. */
  invalidSpace: 'Invalid space selected.',
  invalidService: 'Invalid service selected.',
  invalidFeature: 'Invalid feature selected.',
  noWarehouse: 'Please select at least one warehouse',
  noSpaceRequest: 'Please add at least one space request',
  invalidSpaceRequirements: 'Please enter valid space requirements',
  notEditable: 'This inquiry can no longer be edited.',
  /** Ours: an inquiry with a sent offer is closed to editing (docs/decisions.md). */
  notEditableOfferSent: 'An offer has been sent for this inquiry, so it can no longer be edited. To change your requirements, request changes on the offer.',
} as const;

/** Offers: server refusals beyond the spec's catalogue (spec 02 section 8 texts are in INQUIRY_MESSAGES). */
export const OFFER_MESSAGES = {
  notFound: 'Offer not found',
  inquiryNotOfferable: 'Offers cannot be made for this inquiry in its current status.',
  notEditable: 'Only draft or sent offers can be edited.',
  notSendable: 'Only a draft offer can be sent.',
  notDeletable: 'Only a draft offer can be deleted.',
  notOpen: 'This offer is no longer open for a response.',
  validUntilPast: 'Valid until must be today or later.',
  feeMismatch: 'The platform fee amount does not match the percentage.',
  amountTooLarge: 'The offer total is too large.',
  invalidService: 'Invalid service selected.',
  changesRequired: 'Please describe the changes you would like to request.',
  emptyOffer: 'Add at least one space allocation or service before sending the offer.',
  sendFailed: 'Failed to send offer',
  saveFailed: 'Failed to save offer',
  deleteFailed: 'Failed to delete offer',
  loadOffersFailed: 'Failed to load offers',
  wholeQuantity: 'Please enter a whole number of 0 or more',
} as const;

/**
 * The spec's "Failed to create {n} inquiries", with the right plural, and which warehouses did get
 * their inquiry (those are not sent again), so a partial failure is never read as a total one.
 */
export function createInquiriesFailedMessage(count: number, createdFor: readonly string[] = []): string {
  const failed = `Failed to create ${count} ${count === 1 ? 'inquiry' : 'inquiries'}`;
  return createdFor.length === 0 ? failed : `${failed}. Created for: ${createdFor.join(', ')}.`;
}

/** Bookings (spec 02 sections 2 and 8; texts the spec does not give are ours, in its style). */
export const BOOKING_MESSAGES = {
  notFound: "Booking not found. It may have been deleted or you don't have permission to view it.",
  loadFailed: 'Failed to load booking',
  loadListFailed: 'Failed to load bookings',
  offerNotFound: 'No offer found',
  offerNotAccepted: 'A booking can only be created from an accepted offer.',
  createFailed: 'Failed to create booking',
  cannotComplete: 'Only an active booking can be completed.',
  cannotCancel: 'Only an active booking can be cancelled.',
  completeFailed: 'Failed to complete booking',
  cancelFailed: 'Failed to cancel booking',
  reasonRequired: 'Please give a reason for the cancellation.',
} as const;

/**
 * The single-space owner catalogue (/warehouses; spec 01 sections 2, 5 and 9). The first six are the
 * spec's texts; the others are ours, in its style.
 */
export const OWNER_WAREHOUSE_MESSAGES = {
  onlyOwnersCreate: 'Only warehouse owners can create listings',
  tooManyImages: 'You can only upload up to 5 images',
  uploadFailed: 'Failed to upload image',
  deleteFailed: 'Failed to delete image',
  imageDeleteForbidden: 'Unauthorized to delete this image',
  loadFailed: 'Failed to load warehouse',
  typeRequired: 'Warehouse type is required',
  invalidType: 'Invalid warehouse type selected.',
  sizeRequired: 'Size is required',
  priceRequired: 'Price per m² is required',
  hoursRequired: 'Operating hours are required',
  timeFormat: 'Enter a time as HH:MM',
  closeAfterOpen: 'Closing time must be after opening time',
  customHoursRequired: 'Enter opening hours for at least one day',
  imageType: 'Please choose a JPG or PNG image.',
  editInSingleSpaceForm: 'This is a single-space listing. Edit it from your single-space warehouses dashboard.',
} as const;

/** Any money field (ours; the spec shows no text for a negative price). */
export const PRICE_MESSAGES = {
  negative: 'A price cannot be negative',
} as const;

/** Date display fallbacks. */
export const DATE_FALLBACKS = { missing: 'No date', invalid: 'Invalid date' } as const;

/** The JSON error body every API route answers with. */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: Record<string, string[]> };
};
