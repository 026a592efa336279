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
export const WAREHOUSE_REQUEST_STATUSES = ['draft', 'submitted', 'under_review', 'approved', 'rejected'] as const;
export type WarehouseRequestStatus = (typeof WAREHOUSE_REQUEST_STATUSES)[number];

export type WarehouseRequestAction = 'save_draft' | 'submit' | 'approve' | 'reject';

type Transition = { from: readonly WarehouseRequestStatus[]; to: WarehouseRequestStatus };

export const WAREHOUSE_REQUEST_TRANSITIONS: Record<WarehouseRequestAction, Transition> = {
  save_draft: { from: ['draft', 'submitted'], to: 'draft' },
  submit: { from: ['draft', 'submitted'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  reject: { from: ['submitted'], to: 'rejected' },
};

/** Statuses in which the holder of the private link may still read and change the request. */
export const EDITABLE_WAREHOUSE_REQUEST_STATUSES: readonly WarehouseRequestStatus[] = ['draft', 'submitted'];

/** Submitted requests wait for an administrator: the dashboard's "pending" count. */
export const PENDING_WAREHOUSE_REQUEST_STATUS: WarehouseRequestStatus = 'submitted';

export function canWarehouseRequest(action: WarehouseRequestAction, status: WarehouseRequestStatus): boolean {
  return WAREHOUSE_REQUEST_TRANSITIONS[action].from.includes(status);
}

/** The status after the action, or null when the action is not allowed from `status`. */
export function nextWarehouseRequestStatus(action: WarehouseRequestAction, status: WarehouseRequestStatus): WarehouseRequestStatus | null {
  return canWarehouseRequest(action, status) ? WAREHOUSE_REQUEST_TRANSITIONS[action].to : null;
}

export function isWarehouseRequestEditable(status: WarehouseRequestStatus): boolean {
  return EDITABLE_WAREHOUSE_REQUEST_STATUSES.includes(status);
}

/** Approved or rejected: the outcome the private link still shows once it can no longer edit. */
export function isWarehouseRequestDecided(status: WarehouseRequestStatus): boolean {
  return status === WAREHOUSE_REQUEST_TRANSITIONS.approve.to || status === WAREHOUSE_REQUEST_TRANSITIONS.reject.to;
}

export const WAREHOUSE_REQUEST_STATUS_LABELS: Record<WarehouseRequestStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};
