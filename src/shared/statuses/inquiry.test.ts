import { describe, expect, it } from 'vitest';
import {
  ACTIVE_INQUIRY_STATUSES,
  EDITABLE_INQUIRY_STATUSES,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUS_TEXTS,
  type InquiryStatus,
  isInquiryActive,
  isInquiryEditable,
  progressSteps,
} from './inquiry';

function completeSteps(status: InquiryStatus): string[] {
  return progressSteps(status)
    .filter((step) => step.isComplete)
    .map((step) => step.step);
}

describe('progressSteps (spec 02 section 4 table)', () => {
  it('always lists the four steps in order', () => {
    for (const status of INQUIRY_STATUSES) {
      expect(progressSteps(status).map((step) => step.step)).toEqual(['Draft', 'Submitted', 'Offer', 'Confirmed']);
    }
  });

  it.each<[InquiryStatus, string[]]>([
    ['draft', []],
    ['submitted', ['Draft', 'Submitted']],
    ['under_review', ['Draft', 'Submitted']],
    ['offer_pending', ['Draft']],
    ['offer_draft', ['Draft', 'Submitted']],
    ['offer_sent', ['Draft', 'Submitted', 'Offer']],
    ['changes_requested', ['Draft']],
    ['accepted', ['Draft', 'Submitted', 'Offer']],
    ['rejected', ['Draft']],
    ['cancelled', ['Draft']],
    ['expired', ['Draft']],
    ['confirmed', ['Draft', 'Submitted', 'Offer', 'Confirmed']],
    ['completed', ['Draft', 'Submitted', 'Offer', 'Confirmed']],
    ['archived', ['Draft']],
  ])('%s completes %j', (status, expected) => {
    expect(completeSteps(status)).toEqual(expected);
  });
});

describe('editable and active statuses', () => {
  it('allows editing only in draft, submitted and offer_pending: not once an offer is sent', () => {
    expect(INQUIRY_STATUSES.filter(isInquiryEditable)).toEqual(['draft', 'submitted', 'offer_pending']);
    expect([...EDITABLE_INQUIRY_STATUSES]).toEqual(['draft', 'submitted', 'offer_pending']);
  });

  it('counts submitted, under_review, offer_pending and offer_sent as active', () => {
    expect(INQUIRY_STATUSES.filter(isInquiryActive)).toEqual(['submitted', 'under_review', 'offer_pending', 'offer_sent']);
    expect([...ACTIVE_INQUIRY_STATUSES]).toEqual(['submitted', 'under_review', 'offer_pending', 'offer_sent']);
    expect(isInquiryActive('draft')).toBe(false);
  });

  it('has a label and a status text for every status', () => {
    for (const status of INQUIRY_STATUSES) {
      expect(INQUIRY_STATUS_LABELS[status]).toMatch(/\S/);
      expect(INQUIRY_STATUS_TEXTS[status]).toMatch(/\S/);
    }
  });
});
