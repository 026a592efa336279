/** Goods out: release requests (issue #38; the held text is the issue's, the rest ours). */
export const RELEASE_MESSAGES = {
  notFound: 'Release not found',
  loadFailed: 'Failed to load releases',
  requestFailed: 'Failed to request the release',
  actionFailed: 'Failed to update the release',
  /** Shown on a held release, followed by the unpaid invoices' numbers. */
  held: 'Outstanding invoices must be paid before goods are released.',
  receiptRequired: 'Please choose the warehouse receipt of the goods.',
  receiptNotInBooking: 'That receipt is not part of this booking.',
  receiptNotReleasable: 'Only goods of a valid or partly released receipt can be released.',
  quantityInvalid: 'Please enter a quantity above 0, with at most two decimals.',
  quantityNotAvailable: (available: string, unit: string) =>
    available === '0' ? 'No goods of this receipt are left to release: other releases claim them all.' : `Only ${available} ${unit} of this receipt can still be released.`,
  plannedOnRequired: 'Please enter the planned date of collection.',
  plannedOnInPast: 'The planned date cannot be in the past.',
  reasonRequired: 'Please write why the release is approved while invoices are unpaid.',
  releasedOnRequired: 'Please enter the date the goods left.',
  releasedOnInFuture: 'The date the goods left cannot be in the future.',
  releasedOnBeforeRequest: 'The goods cannot have left before the release was requested.',
  releasedQuantityAbove: (quantity: string, unit: string) => `At most ${quantity} ${unit} were approved for this release.`,
  notApprovable: 'Only a held release can be approved.',
  notConfirmable: 'Only an approved release can be confirmed.',
  notCancellable: 'Only a held or approved release can be cancelled.',
  hasOpenReleases: 'This receipt has releases requested: cancel or complete them before correcting it.',
} as const;
