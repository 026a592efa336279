/** Goods received and warehouse receipts (issue #38; not in the specs, so all ours). */
export const RECEIPT_MESSAGES = {
  notFound: 'Receipt not found',
  verificationNotFound: 'No warehouse receipt has this link. Check that the whole address was copied from the receipt.',
  loadFailed: 'Failed to load goods received',
  recordFailed: 'Failed to record goods received',
  bookingNotActive: 'Goods can only be received on an active booking.',
  notCorrectable: 'Only a valid receipt none of whose goods have left can be corrected.',
  receivedOnRequired: 'Please enter the date the goods arrived.',
  receivedOnInFuture: 'The arrival date cannot be in the future.',
  receivedOnBeforeBooking: 'The arrival date cannot be before the booking was made.',
  spaceRequired: 'Please choose the booked space the goods are in.',
  spaceNotInBooking: 'That space is not part of this booking.',
  commodityRequired: 'Please describe the goods.',
  packagingRequired: 'Please choose the packaging.',
  quantityInvalid: 'Please enter a quantity above 0, with at most two decimals.',
  unitRequired: 'Please enter the unit of the quantity, such as pallets or bags.',
  weightInvalid: 'Please enter the gross weight in kg, above 0, with at most two decimals.',
  conditionRequired: 'Please choose the condition of the goods.',
  damageNoteRequired: 'Please describe the damage.',
  /** Photos of the goods (decision 212): at most MAX_RECEIPT_PHOTOS on a receipt. */
  photosTooMany: 'A receipt can have at most 10 photos.',
  /** A photoId that is not a pending upload of this booking by the recorder (or any, for an administrator): expired, removed, or already on a receipt. */
  photoNotAvailable: 'A photo could not be attached: it was removed, has expired or is already on a receipt. Please remove it and add it again.',
  photoNotFound: 'Photo not found',
  /** DELETE /api/receipt-photos/:id of a photo on an issued receipt (409): a receipt is never changed. */
  photoOnReceipt: 'This photo is on an issued receipt, which is never changed.',
} as const;
