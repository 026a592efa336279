/** Warehouses, listing requests and the single-space owner warehouses. */
import { groupedSpecStyle } from '../display-locale';
import { IMAGE_MESSAGES } from './images';

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
  /** The inquiry form's warehouse picker (spec 01 section 8). */
  filterFailed: 'Failed to filter warehouses',
  filterEmpty: 'No warehouses found with these filters',
  /** Ours: the picker lists one page of matches. */
  filterMore: 'More warehouses match than are listed. Type more of the name, city or country to narrow the list.',
} as const;

/** Said under the last page a search can list (see BROWSE_RESULT_LIMIT). */
export function browseLimitMessage(limit: number): string {
  return `Only the first ${groupedSpecStyle(limit)} warehouses of a search are listed. Narrow your search or add filters to see the others.`;
}

export function requestApprovedMessage(warehouseId: string): string {
  return `Warehouse request approved successfully. Warehouse ID: ${warehouseId}`;
}

/**
 * The single-space owner warehouses (/warehouses; spec 01 sections 2, 5 and 9). The first six are the
 * spec's texts; the others are ours, in its style.
 */
export const OWNER_WAREHOUSE_MESSAGES = {
  onlyOwnersCreate: 'Only warehouse owners can create listings',
  tooManyImages: 'You can only upload up to 5 images',
  uploadFailed: IMAGE_MESSAGES.uploadFailed,
  deleteFailed: 'Failed to delete image',
  imageDeleteForbidden: IMAGE_MESSAGES.deleteForbidden,
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

/** Form and server messages of the multi-space warehouse form (spec 01 section 5). */
export const WAREHOUSE_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  postalCodeRequired: 'Postal code is required',
  spaceTypeRequired: 'Space type is required',
  sizePositive: 'Size must be greater than 0',
  priceRequired: 'Price is required',
  atLeastOneSpace: 'At least one space is required',
  invalidSpaceType: 'Invalid space type selected.',
  invalidSize: 'Invalid size value.',
  invalidPrice: 'Invalid price value.',
  customValueRequired: 'Please describe this feature',
  tooManyImages: 'You can add up to 20 images',
  insufficientPermissions: 'Only warehouse owners and administrators can add warehouses.',
  inUse: 'This warehouse has inquiries or bookings and cannot be deleted. Deactivate it instead to hide it from traders.',
  invalidFeature: 'Invalid feature selected.',
  duplicateFeature: 'This feature is already listed.',
  invalidService: 'Invalid service selected.',
  duplicateService: 'This service is already listed.',
  invalidImage: 'This image is no longer available. Please upload it again.',
  duplicateImage: 'This image is already listed.',
  /** Ours (issue #40): a translation into the language the name and description are written in. */
  translationInOriginal: 'The listing is written in this language; a translation must be in another.',
  /** Ours (issue #40): two translations into one language. */
  duplicateTranslation: 'This language is already listed.',
} as const;

/** The browse and map queries (GET /api/warehouses, /api/warehouses/map) the screens build; a hand-made URL may still break them. */
export const BROWSE_QUERY_MESSAGES = {
  unknownFilter: 'Unknown filter id',
  spaceRequestsNotArray: 'spaceRequests must be a JSON array',
  viewport: 'A viewport needs west, south, east and north, with south not above north',
  invalidDate: 'Dates must be written YYYY-MM-DD',
  datesTogether: 'Give both "From" and "To" dates, or neither',
  datesOrder: '"To" must not be before "From"',
  datesTooLong: 'Dates may span at most two years (731 days)',
  minFreeNeedsDates: 'Minimum free space needs "From" and "To" dates',
  /** Ours: the filter panel's note while only one of the two dates is typed (nothing is filtered yet). */
  datesIncomplete: 'Choose both "From" and "To" to see free space',
} as const;

/** What browse says of dates that are not a period it takes (shared/capacity.ts periodProblem), on the screen and from the API. */
export const BROWSE_DATES_PROBLEM_MESSAGES = {
  order: BROWSE_QUERY_MESSAGES.datesOrder,
  length: BROWSE_QUERY_MESSAGES.datesTooLong,
} as const;
