/** Error codes and their HTTP statuses, and the JSON error body every API route answers with. */

/**
 * 409s by the domain rule that refused, so a screen branches on the code, never on the text. Each
 * goes with one text of the catalogue (noted beside it); all answer 409.
 */
export const CONFLICT_CODES = [
  // Accounts and users
  'email_taken', // AUTH_MESSAGES.emailTaken
  'cannot_deactivate_self', // USER_MESSAGES.cannotDeactivateSelf
  'cannot_remove_own_administrator', // USER_MESSAGES.cannotRemoveOwnAdministrator
  'last_administrator', // USER_MESSAGES.lastAdministrator
  'no_vat_number', // USER_MESSAGES.noVatNumber
  'vat_number_changed', // USER_MESSAGES.vatNumberChanged
  // Warehouses and images
  'warehouse_in_use', // WAREHOUSE_FORM_MESSAGES.inUse
  'single_space_listing', // OWNER_WAREHOUSE_MESSAGES.editInSingleSpaceForm
  'image_already_saved', // IMAGE_MESSAGES.alreadySaved, RECEIPT_MESSAGES.photoOnReceipt
  // Listing requests
  'listing_request_not_editable', // LISTING_REQUEST_MESSAGES.notEditable
  'listing_request_not_submitted', // LISTING_REQUEST_MESSAGES.notSubmitted
  'listing_request_incomplete', // LISTING_REQUEST_MESSAGES.atLeastOneSpace
  'listing_request_changed', // WAREHOUSE_MESSAGES.requestApproveFailed
  // Inquiries
  'warehouse_not_accepting_inquiries', // INQUIRY_MESSAGES.notAccepting
  'duplicate_inquiry', // INQUIRY_MESSAGES.duplicatePending
  'inquiry_not_editable', // INQUIRY_MESSAGES.notEditable, .notEditableOfferSent
  // Capacity over time
  'capacity_exceeded', // INQUIRY_MESSAGES.exceedsCapacity, OFFER_MESSAGES.noLongerFree, BOOKING_MESSAGES.noLongerFree, CAPACITY_TIMELINE_MESSAGES.blockExceedsFree
  // Offers
  'inquiry_not_offerable', // OFFER_MESSAGES.inquiryNotOfferable
  'offer_expired', // INQUIRY_MESSAGES.offerExpired
  'offer_not_editable', // OFFER_MESSAGES.notEditable
  'offer_not_sendable', // OFFER_MESSAGES.notSendable
  'offer_not_deletable', // OFFER_MESSAGES.notDeletable
  'offer_not_open', // OFFER_MESSAGES.notOpen
  'offer_valid_until_past', // OFFER_MESSAGES.validUntilPast
  'offer_empty', // OFFER_MESSAGES.emptyOffer
  // Bookings
  'offer_not_accepted', // BOOKING_MESSAGES.offerNotAccepted
  'booking_not_active', // BOOKING_MESSAGES.cannotComplete, .cannotCancel, RECEIPT_MESSAGES.bookingNotActive, INVOICE_MESSAGES.bookingCancelled
  // Warehouse receipts
  'receipt_not_correctable', // RECEIPT_MESSAGES.notCorrectable, RELEASE_MESSAGES.hasOpenReleases
  // Goods out
  'receipt_not_releasable', // RELEASE_MESSAGES.receiptNotReleasable
  'quantity_not_available', // RELEASE_MESSAGES.quantityNotAvailable, .releasedQuantityAbove
  'release_not_changeable', // RELEASE_MESSAGES.notApprovable, .notConfirmable, .notCancellable
  // Invoices
  'invoice_not_open', // INVOICE_MESSAGES.notOpen
  'amount_above_open', // INVOICE_MESSAGES.paymentAboveOpen, .creditAboveOpen
  'not_an_invoice', // INVOICE_MESSAGES.notAnInvoice
  // Payout runs
  'nothing_to_pay', // PAYOUT_RUN_MESSAGES.nothingToPay
  'payer_account_missing', // PAYOUT_RUN_MESSAGES.payerAccountMissing
  'payout_not_changeable', // PAYOUT_RUN_MESSAGES.notSendable, .notPayable, .lineNotFailable
  'no_sepa_file', // PAYOUT_RUN_MESSAGES.noSepaFile
  // Display currencies
  'currency_published_by_ecb', // EXCHANGE_RATE_MESSAGES.publishedByEcb
] as const;
export type ConflictCode = (typeof CONFLICT_CODES)[number];

/**
 * Codes of any domain (the status alone says what went wrong) and their HTTP statuses: the server
 * answers with them, the web reads them back. Every conflict code is a 409 (statusOfCode); they stay
 * out of this map so the web's first load, which needs it for codeForStatus, does not carry them.
 */
const STATUS_BY_CODE = {
  validation_error: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** A sign-in from an address with many failures, without a solved proof-of-work challenge. */
  challenge_required: 428,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;
type GenericErrorCode = keyof typeof STATUS_BY_CODE;
export type ErrorCode = GenericErrorCode | ConflictCode;

/** The status the server answers a code with. */
export function statusOfCode(code: ErrorCode): number {
  return (CONFLICT_CODES as readonly string[]).includes(code) ? 409 : STATUS_BY_CODE[code as GenericErrorCode];
}

/** The code of a status that came without one (Fastify's own errors, a proxy's answer). */
export function codeForStatus(status: number): GenericErrorCode {
  // Schema violations are reported as validation_error above; any other 400 is a malformed request.
  if (status === 400) return 'bad_request';
  const match = (Object.entries(STATUS_BY_CODE) as [GenericErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'internal_error' : 'bad_request';
}

/** The JSON error body every API route answers with. */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: Record<string, string[]> };
};
