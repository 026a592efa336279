/**
 * The owner's capacity timeline and blocks (issue #23). Ours, in the spec's style. The longest
 * period is CAPACITY_MAX_DAYS (731 days) of shared/capacity.ts; said in words here so this file
 * stays free of imports (the texts' files are split for the first load).
 */
export const CAPACITY_TIMELINE_MESSAGES = {
  loadFailed: 'Failed to load capacity',
  empty: 'Nothing is booked or blocked in this period.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  fromRequired: 'Start date is required',
  toRequired: 'End date is required',
  dateOrder: 'The end date must be on or after the start date.',
  rangeTooLong: 'Choose a period of at most two years (731 days).',
  fromPast: 'A block cannot start in the past.',
  spaceTypeRequired: 'Space type is required',
  unknownSpaceType: 'This warehouse has no space of this type.',
  sizeRequired: 'Size is required',
  sizePositive: 'Size must be greater than 0',
  invalidSize: 'Enter a size in m² with at most two decimals.',
  noteTooLong: 'Keep the note to 500 characters or fewer.',
  /** 409 capacity_exceeded: bookings and other blocks already hold part of the space on some day. */
  blockExceedsFree: 'The block is larger than the space free for these dates.',
  blockNotFound: 'Block not found',
  blockFailed: 'Failed to block space',
  removeFailed: 'Failed to remove block',
} as const;
