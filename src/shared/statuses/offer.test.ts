import { describe, expect, it } from 'vitest';
import { itAllowsExactly } from './machine.test-support';
import { canOffer, OFFER_STATUSES, OFFER_TRANSITIONS, type OfferAction, type OfferStatus } from './offer';

describe('offer state machine (spec 02 section 4)', () => {
  itAllowsExactly(OFFER_TRANSITIONS, OFFER_STATUSES, [
    ['send', 'draft', 'sent'],
    ['accept', 'sent', 'accepted'],
    ['reject', 'sent', 'rejected'],
    ['request_changes', 'sent', 'draft'],
    ['request_changes', 'rejected', 'draft'],
    ['expire', 'sent', 'expired'],
  ]);

  it.each<[OfferAction, OfferStatus]>([
    ['send', 'sent'],
    ['accept', 'accepted'],
    ['accept', 'expired'],
    ['reject', 'draft'],
    ['request_changes', 'accepted'],
    ['expire', 'rejected'],
  ])('refuses %s from %s', (action, status) => {
    expect(canOffer(action, status)).toBe(false);
  });

  it.each<[OfferAction, OfferStatus[]]>([
    ['update', ['draft', 'sent']],
    ['delete', ['draft']],
    ['book', ['accepted']],
  ])('allows %s, which keeps the status, only in %j', (action, allowed) => {
    expect(OFFER_STATUSES.filter((status) => canOffer(action, status))).toEqual(allowed);
  });

  it('asks the transition table for the actions that change the status', () => {
    for (const action of Object.keys(OFFER_TRANSITIONS) as (keyof typeof OFFER_TRANSITIONS)[]) {
      expect(new Set(OFFER_STATUSES.filter((status) => canOffer(action, status)))).toEqual(new Set(OFFER_TRANSITIONS[action].from));
    }
  });
});
