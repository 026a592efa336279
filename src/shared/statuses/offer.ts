import { canTransition, type Machine } from './machine';

/**
 * The offer state machine (spec 02 section 4), used by server and screens alike.
 *
 * An offer is created as a draft. draft → sent (send); sent → accepted | rejected (the trader);
 * sent or rejected → draft (the trader requests changes: the administrator edits it and sends it
 * again; spec 02 §4 tells a trader who rejected the offer that they can still request changes);
 * sent → expired (past valid_until, by the expiry job or on the next action, or superseded when
 * another offer of the inquiry is sent).
 */
export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An offer is created in this status. */
export const OFFER_INITIAL_STATUS: OfferStatus = 'draft';

export type OfferTransitionAction = 'send' | 'accept' | 'reject' | 'request_changes' | 'expire';

export const OFFER_TRANSITIONS: Machine<OfferTransitionAction, OfferStatus> = {
  send: { from: ['draft'], to: 'sent' },
  accept: { from: ['sent'], to: 'accepted' },
  reject: { from: ['sent'], to: 'rejected' },
  request_changes: { from: ['sent', 'rejected'], to: 'draft' },
  expire: { from: ['sent'], to: 'expired' },
};

/**
 * What an administrator does to an offer without changing its status, and the statuses that allow
 * it: update its lines (a sent offer stays sent), delete a draft, book an accepted offer.
 */
const ALLOWED_IN = {
  update: ['draft', 'sent'],
  delete: ['draft'],
  book: ['accepted'],
} as const satisfies Record<string, readonly OfferStatus[]>;

export type OfferAction = OfferTransitionAction | keyof typeof ALLOWED_IN;

function isTransition(action: OfferAction): action is OfferTransitionAction {
  return Object.hasOwn(OFFER_TRANSITIONS, action);
}

export function canOffer(action: OfferAction, status: OfferStatus): boolean {
  if (isTransition(action)) return canTransition(OFFER_TRANSITIONS, action, status);
  return (ALLOWED_IN[action] as readonly OfferStatus[]).includes(status);
}

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
};
