/**
 * The listing-request state machine (spec 01 section 4): created as a draft, submitted for review,
 * then approved or rejected by an administrator. under_review is reserved for an administrator who
 * has opened it; approve and reject are offered only for submitted requests.
 */
export const WAREHOUSE_REQUEST_STATUSES = ['draft', 'submitted', 'under_review', 'approved', 'rejected'] as const;
export type WarehouseRequestStatus = (typeof WAREHOUSE_REQUEST_STATUSES)[number];

export type WarehouseRequestAction = 'edit' | 'submit' | 'approve' | 'reject';

const ALLOWED_FROM: Record<WarehouseRequestAction, readonly WarehouseRequestStatus[]> = {
  // Through the private link: only while the request is still the visitor's.
  edit: ['draft', 'submitted'],
  submit: ['draft', 'submitted'],
  approve: ['submitted'],
  reject: ['submitted'],
};

export function canWarehouseRequest(action: WarehouseRequestAction, status: WarehouseRequestStatus): boolean {
  return ALLOWED_FROM[action].includes(status);
}

export const WAREHOUSE_REQUEST_STATUS_LABELS: Record<WarehouseRequestStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};
