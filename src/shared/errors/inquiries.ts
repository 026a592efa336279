/** Inquiries, offers, bookings and messaging. */

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
  /** The spec requires both dates without giving a text; ours, in the style of "First name is required". */
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  notEditable: 'This inquiry can no longer be edited.',
  /** Ours: an inquiry with a sent offer is closed to editing (docs/decisions/137-inquiry-closed-once-an-offer-is-sent.md). */
  notEditableOfferSent: 'An offer has been sent for this inquiry, so it can no longer be edited. To change your requirements, request changes on the offer.',
} as const;

/** Offers: server refusals beyond the spec's catalogue (spec 02 section 8 texts are in INQUIRY_MESSAGES). */
export const OFFER_MESSAGES = {
  notFound: 'Offer not found',
  /** Ours: spec 02 §5 lists the edit form's pricing types but gives no text for a request that sends another. */
  quoteNotOnEdit: 'Ask for Quote cannot be chosen when editing an offer.',
  inquiryNotOfferable: 'Offers cannot be made for this inquiry in its current status.',
  notEditable: 'Only draft or sent offers can be edited.',
  notSendable: 'Only a draft offer can be sent.',
  notDeletable: 'Only a draft offer can be deleted.',
  notOpen: 'This offer is no longer open for a response.',
  /** Ours (issue #23): accepting an offer whose space was sold or blocked since it was sent. */
  noLongerFree: 'This space is no longer free for these dates. Please ask us for a new offer.',
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
  /** Ours, the offer form's own checks (the spec words none). */
  priceRequired: 'Please enter a price of 0 or more',
  sizeRequired: 'Please enter a size of 0 or more, with at most two decimals',
  validUntilRequired: 'Valid until is required',
  /** The offer body's field checks (ours, in the spec's style). */
  wholeCents: 'Please enter a whole number of cents',
  notNegative: 'Must be 0 or more',
  twoDecimals: 'At most two decimals',
  quantityWhole: 'Quantity must be a whole number',
  termTypeRequired: 'Term type is required',
  termDescriptionRequired: 'Term description is required',
  feeRange: 'Platform fee must be between 0 and 100',
  /** Ours: an allocation beyond the free m² of its space type for the inquiry's dates (shared/capacity.ts). */
  allocationExceedsFree: "Allocated space exceeds what is free for the inquiry's dates.",
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
  /** Ours (issue #23): an offer accepted before capacity was counted whose space is no longer free. */
  noLongerFree: "This offer's space is no longer free for its dates, so the booking cannot be created.",
  createFailed: 'Failed to create booking',
  cannotComplete: 'Only an active booking can be completed.',
  cannotCancel: 'Only an active booking can be cancelled.',
  completeFailed: 'Failed to complete booking',
  cancelFailed: 'Failed to cancel booking',
  reasonRequired: 'Please give a reason for the cancellation.',
} as const;

/** Ours: the per-user limit on sending messages refused one (spec 02 has no text for it). */
export function tooManyMessagesMessage(retryAfterSeconds: number): string {
  return `Too many messages. Please try again in ${retryAfterSeconds} seconds.`;
}
