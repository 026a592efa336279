import { describe, expect, it } from 'vitest';
import {
  canListingRequest,
  isListingRequestEditable,
  nextListingRequestStatus,
  LISTING_REQUEST_STATUS_LABELS,
  LISTING_REQUEST_STATUSES,
  type ListingRequestAction,
  type ListingRequestStatus,
} from './listing-request';

/** Every (action, status) pair with the status it leads to, or null when refused. */
const EXPECTED: Record<ListingRequestAction, Record<ListingRequestStatus, ListingRequestStatus | null>> = {
  save_draft: { draft: 'draft', submitted: 'draft', under_review: null, approved: null, rejected: null },
  submit: { draft: 'submitted', submitted: 'submitted', under_review: null, approved: null, rejected: null },
  approve: { draft: null, submitted: 'approved', under_review: null, approved: null, rejected: null },
  reject: { draft: null, submitted: 'rejected', under_review: null, approved: null, rejected: null },
};

describe('warehouse request state machine (spec 01 section 4)', () => {
  for (const [action, byStatus] of Object.entries(EXPECTED) as [ListingRequestAction, Record<ListingRequestStatus, ListingRequestStatus | null>][]) {
    for (const status of LISTING_REQUEST_STATUSES) {
      const expected = byStatus[status];
      it(`${action} from ${status} ${expected ? `leads to ${expected}` : 'is refused'}`, () => {
        expect(nextListingRequestStatus(action, status)).toBe(expected);
        expect(canListingRequest(action, status)).toBe(expected !== null);
      });
    }
  }

  it('lets the private link change a request only while it is a draft or submitted', () => {
    expect(LISTING_REQUEST_STATUSES.filter(isListingRequestEditable)).toEqual(['draft', 'submitted']);
  });

  it('labels every status', () => {
    expect(LISTING_REQUEST_STATUSES.map((status) => LISTING_REQUEST_STATUS_LABELS[status])).toEqual([
      'Draft',
      'Submitted',
      'Under Review',
      'Approved',
      'Rejected',
    ]);
  });
});
