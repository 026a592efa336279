import { describe, expect, it } from 'vitest';
import {
  canListingRequest,
  isListingRequestDecided,
  isListingRequestEditable,
  LISTING_REQUEST_STATUS_LABELS,
  LISTING_REQUEST_STATUSES,
  LISTING_REQUEST_TRANSITIONS,
} from './listing-request';
import { itAllowsExactly } from './machine.test-support';

describe('warehouse request state machine (spec 01 section 4)', () => {
  itAllowsExactly(LISTING_REQUEST_TRANSITIONS, LISTING_REQUEST_STATUSES, [
    ['save_draft', 'draft', 'draft'],
    ['save_draft', 'submitted', 'draft'],
    ['submit', 'draft', 'submitted'],
    ['submit', 'submitted', 'submitted'],
    ['approve', 'submitted', 'approved'],
    ['reject', 'submitted', 'rejected'],
  ]);

  it.each([
    ['save_draft', 'under_review'],
    ['submit', 'approved'],
    ['approve', 'draft'],
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const)('refuses %s from %s', (action, status) => {
    expect(canListingRequest(action, status)).toBe(false);
  });

  it('shows the outcome once approved or rejected', () => {
    expect(LISTING_REQUEST_STATUSES.filter(isListingRequestDecided)).toEqual(['approved', 'rejected']);
  });

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
