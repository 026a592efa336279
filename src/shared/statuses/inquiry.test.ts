import { describe, expect, it } from 'vitest';
import {
  ACTIVE_INQUIRY_STATUSES,
  canInquiry,
  EDITABLE_INQUIRY_STATUSES,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUS_TEXTS,
  INQUIRY_TRANSITIONS,
  type InquiryAction,
  type InquiryStatus,
  isAwaitingAnswer,
  isInquiryActive,
  isInquiryEditable,
  isInquiryOfferable,
  progressSteps,
} from './inquiry';
import { itAllowsExactly, type Move } from './machine.test-support';

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

  it('never says the booking is confirmed before the Confirmed step is done (decision 199)', () => {
    for (const status of INQUIRY_STATUSES) {
      const isConfirmed = progressSteps(status).find((step) => step.step === 'Confirmed')!.isComplete;
      const saysConfirmed = /booking is confirmed/i.test(INQUIRY_STATUS_TEXTS[status]);
      expect(saysConfirmed && !isConfirmed, status).toBe(false);
    }
  });

  it('says who acts next while the inquiry is still moving: our team, or the trader', () => {
    const nextActor: Partial<Record<InquiryStatus, RegExp>> = {
      draft: /Submit it/,
      submitted: /Our team/,
      under_review: /Our team/,
      offer_pending: /Our team/,
      offer_draft: /Our team/,
      offer_sent: /Please review it/,
      changes_requested: /Our team/,
      accepted: /Our team/,
      rejected: /You can/,
      cancelled: /You can/,
      expired: /You can/,
    };
    for (const [status, actor] of Object.entries(nextActor)) expect(INQUIRY_STATUS_TEXTS[status as InquiryStatus], status).toMatch(actor);
  });
});

/** Statuses in which an administrator may give the inquiry a new draft offer (spec 02 §4, docs/decisions/079-inquiry-status-follows-the-offer.md). */
const AWAITING_OFFER = ['submitted', 'under_review', 'offer_pending', 'offer_draft', 'changes_requested', 'rejected', 'expired'] as const;

describe('inquiry state machine: every status change the offers and the booking make', () => {
  itAllowsExactly(INQUIRY_TRANSITIONS, INQUIRY_STATUSES, [
    ['submit', 'draft', 'submitted'],
    ...AWAITING_OFFER.map((from): Move<InquiryAction, InquiryStatus> => ['create_offer', from, 'offer_pending']),
    ['delete_last_draft', 'offer_pending', 'submitted'],
    ...[...AWAITING_OFFER, 'offer_sent' as const].map((from): Move<InquiryAction, InquiryStatus> => ['send_offer', from, 'offer_sent']),
    ['accept_offer', 'offer_sent', 'accepted'],
    ['reject_offer', 'offer_sent', 'rejected'],
    ['request_changes', 'offer_sent', 'changes_requested'],
    ['request_changes', 'rejected', 'changes_requested'],
    ['expire_offer', 'offer_sent', 'expired'],
    ['book', 'accepted', 'confirmed'],
    ['complete_booking', 'confirmed', 'completed'],
    ['cancel_booking', 'confirmed', 'cancelled'],
  ]);

  it.each<[InquiryAction, InquiryStatus, string]>([
    ['submit', 'submitted', 'submitting twice'],
    ['create_offer', 'draft', 'an offer for an inquiry the trader has not submitted'],
    ['send_offer', 'accepted', 'a new offer once one is accepted'],
    ['send_offer', 'cancelled', 'an offer for a closed inquiry'],
    ['accept_offer', 'accepted', 'accepting twice'],
    ['request_changes', 'expired', 'changes on an expired offer'],
    ['book', 'confirmed', 'booking twice'],
    ['complete_booking', 'cancelled', 'completing a cancelled booking'],
    ['cancel_booking', 'completed', 'cancelling a completed booking'],
  ])('refuses %s from %s (%s)', (action, status) => {
    expect(canInquiry(action, status)).toBe(false);
  });

  it('shows View Offer only while the trader holds a sent offer', () => {
    expect(INQUIRY_STATUSES.filter(isAwaitingAnswer)).toEqual(['offer_sent']);
  });

  it('takes offers in every status but a draft (not submitted yet) and a settled or closed inquiry', () => {
    const refused: InquiryStatus[] = ['draft', 'accepted', 'confirmed', 'completed', 'cancelled', 'archived'];
    expect(INQUIRY_STATUSES.filter(isInquiryOfferable)).toEqual(INQUIRY_STATUSES.filter((status) => !refused.includes(status)));
  });
});
