import { describe, expect, it } from 'vitest';
import {
  canWarehouseRequest,
  isWarehouseRequestEditable,
  nextWarehouseRequestStatus,
  WAREHOUSE_REQUEST_STATUS_LABELS,
  WAREHOUSE_REQUEST_STATUSES,
  type WarehouseRequestAction,
  type WarehouseRequestStatus,
} from './warehouse-request';

/** Every (action, status) pair with the status it leads to, or null when refused. */
const EXPECTED: Record<WarehouseRequestAction, Record<WarehouseRequestStatus, WarehouseRequestStatus | null>> = {
  save_draft: { draft: 'draft', submitted: 'draft', under_review: null, approved: null, rejected: null },
  submit: { draft: 'submitted', submitted: 'submitted', under_review: null, approved: null, rejected: null },
  approve: { draft: null, submitted: 'approved', under_review: null, approved: null, rejected: null },
  reject: { draft: null, submitted: 'rejected', under_review: null, approved: null, rejected: null },
};

describe('warehouse request state machine (spec 01 section 4)', () => {
  for (const [action, byStatus] of Object.entries(EXPECTED) as [WarehouseRequestAction, Record<WarehouseRequestStatus, WarehouseRequestStatus | null>][]) {
    for (const status of WAREHOUSE_REQUEST_STATUSES) {
      const expected = byStatus[status];
      it(`${action} from ${status} ${expected ? `leads to ${expected}` : 'is refused'}`, () => {
        expect(nextWarehouseRequestStatus(action, status)).toBe(expected);
        expect(canWarehouseRequest(action, status)).toBe(expected !== null);
      });
    }
  }

  it('lets the private link change a request only while it is a draft or submitted', () => {
    expect(WAREHOUSE_REQUEST_STATUSES.filter(isWarehouseRequestEditable)).toEqual(['draft', 'submitted']);
  });

  it('labels every status', () => {
    expect(WAREHOUSE_REQUEST_STATUSES.map((status) => WAREHOUSE_REQUEST_STATUS_LABELS[status])).toEqual([
      'Draft',
      'Submitted',
      'Under Review',
      'Approved',
      'Rejected',
    ]);
  });
});
