import { canOf, type Machine } from './machine';

/**
 * The listing-request state machine (spec 01 section 4), used by server and screens alike: created
 * as a draft, submitted for review, then approved or rejected by an administrator.
 *
 * - save_draft (Save as Draft through the private link): draft or submitted -> draft. A submitted
 *   request saved as a draft is withdrawn from review, because a draft is not validated.
 * - submit (Submit Request through the private link): draft or submitted -> submitted.
 * - approve and reject (an administrator): submitted -> approved / rejected.
 * - under_review is reserved for an administrator who has taken a request into review: the link can
 *   no longer change it and no action of these screens moves a request into or out of it.
 */
export const LISTING_REQUEST_STATUSES = ['draft', 'submitted', 'under_review', 'approved', 'rejected'] as const;
export type ListingRequestStatus = (typeof LISTING_REQUEST_STATUSES)[number];

export type ListingRequestAction = 'save_draft' | 'submit' | 'approve' | 'reject';

export const LISTING_REQUEST_TRANSITIONS: Machine<ListingRequestAction, ListingRequestStatus> = {
  save_draft: { from: ['draft', 'submitted'], to: 'draft' },
  submit: { from: ['draft', 'submitted'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
};

/** Statuses in which the holder of the private link may still read and change the request. */
const EDITABLE_LISTING_REQUEST_STATUSES: readonly ListingRequestStatus[] = ['draft', 'submitted'];

/** Submitted requests wait for an administrator: the dashboard's "pending" count. */
export const PENDING_LISTING_REQUEST_STATUS: ListingRequestStatus = 'submitted';

export const canListingRequest = canOf(LISTING_REQUEST_TRANSITIONS);

export function isListingRequestEditable(status: ListingRequestStatus): boolean {
  return EDITABLE_LISTING_REQUEST_STATUSES.includes(status);
}

/** Approved or rejected: the outcome the private link still shows once it can no longer edit. */
export function isListingRequestDecided(status: ListingRequestStatus): boolean {
  return status === LISTING_REQUEST_TRANSITIONS.approve.to || status === LISTING_REQUEST_TRANSITIONS.reject.to;
}

export const LISTING_REQUEST_STATUS_LABELS: Record<ListingRequestStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};
