/** Warehouses, listing requests and the single-space owner catalogue. */

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

/** Said under the last page a search can list (see BROWSE_RESULT_LIMIT). */
export function browseLimitMessage(limit: number): string {
  return `Only the first ${limit.toLocaleString('en-GB')} warehouses of a search are listed. Narrow your search or add filters to see the others.`;
}

export function requestApprovedMessage(warehouseId: string): string {
  return `Warehouse request approved successfully. Warehouse ID: ${warehouseId}`;
}

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
