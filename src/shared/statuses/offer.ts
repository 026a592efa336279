/**
 * The offer state machine (spec 02 section 4), used by server and screens alike.
 *
 * draft → sent (send); draft and sent may be updated; sent → accepted | rejected (the trader);
 * sent or rejected → draft (the trader requests changes: the administrator edits it and sends it
 * again; spec 02 §4 tells a trader who rejected the offer that they can still request changes);
 * sent → expired (past valid_until, by the expiry job or on the next action).
 */
export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export type OfferAction = 'update' | 'send' | 'accept' | 'reject' | 'request_changes' | 'expire' | 'delete' | 'book';

const ALLOWED_FROM: Record<OfferAction, readonly OfferStatus[]> = {
  update: ['draft', 'sent'],
  send: ['draft'],
  accept: ['sent'],
  reject: ['sent'],
  request_changes: ['sent', 'rejected'],
  expire: ['sent'],
  delete: ['draft'],
  book: ['accepted'],
};

export function canOffer(action: OfferAction, status: OfferStatus): boolean {
  return ALLOWED_FROM[action].includes(status);
}

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
};
