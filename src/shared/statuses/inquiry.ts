import { canOf, type Machine } from './machine';

/**
 * The inquiry state machine (spec 02 section 4), used by server and screens alike. An inquiry moves
 * only as its offers and its booking move (INQUIRY_TRANSITIONS); a trader creates it submitted at
 * once, or submits a draft. under_review, offer_draft and archived are in the spec's list but no
 * screen moves an inquiry into them yet: they are reserved, like the listing request's under_review.
 */
export const INQUIRY_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'offer_pending',
  'offer_draft',
  'offer_sent',
  'changes_requested',
  'accepted',
  'rejected',
  'cancelled',
  'expired',
  'confirmed',
  'completed',
  'archived',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export type InquiryAction =
  | 'submit'
  | 'create_offer'
  | 'delete_last_draft'
  | 'send_offer'
  | 'accept_offer'
  | 'reject_offer'
  | 'request_changes'
  | 'expire_offer'
  | 'book'
  | 'complete_booking'
  | 'cancel_booking';

/** Waiting for an offer, or for a new one: an administrator may create a draft offer for the inquiry. */
const AWAITING_OFFER = ['submitted', 'under_review', 'offer_pending', 'offer_draft', 'changes_requested', 'rejected', 'expired'] as const;

/**
 * - submit: the trader submits a draft (creating an inquiry submits it at once).
 * - create_offer: an administrator saves a draft offer. Not from a draft (not submitted yet) nor once
 *   settled or closed; a rejected or expired inquiry may get a new offer. While the trader holds a
 *   sent offer the inquiry stays offer_sent (see isInquiryOfferable).
 * - delete_last_draft: the inquiry's only draft offer is deleted while it waited for it.
 * - send_offer: an offer is sent; it supersedes a sent one, so offer_sent may be sent again.
 * - accept_offer, reject_offer, request_changes: the trader answers the sent offer; changes may also
 *   be asked for on the rejected offer that closed the inquiry.
 * - expire_offer: the live offer passes its valid_until.
 * - book, complete_booking, cancel_booking: an administrator books the accepted offer, then completes
 *   or cancels the booking.
 */
export const INQUIRY_TRANSITIONS: Machine<InquiryAction, InquiryStatus> = {
  submit: { from: ['draft'], to: 'submitted' },
  create_offer: { from: AWAITING_OFFER, to: 'offer_pending' },
  delete_last_draft: { from: ['offer_pending'], to: 'submitted' },
  send_offer: { from: [...AWAITING_OFFER, 'offer_sent'], to: 'offer_sent' },
  accept_offer: { from: ['offer_sent'], to: 'accepted' },
  reject_offer: { from: ['offer_sent'], to: 'rejected' },
  request_changes: { from: ['offer_sent', 'rejected'], to: 'changes_requested' },
  expire_offer: { from: ['offer_sent'], to: 'expired' },
  book: { from: ['accepted'], to: 'confirmed' },
  complete_booking: { from: ['confirmed'], to: 'completed' },
  cancel_booking: { from: ['confirmed'], to: 'cancelled' },
};

export const canInquiry = canOf(INQUIRY_TRANSITIONS);

/**
 * An offer may be created or sent for the inquiry: every status an offer may be sent from (creating
 * one while the trader holds a sent offer keeps the inquiry offer_sent).
 */
export function isInquiryOfferable(status: InquiryStatus): boolean {
  return canInquiry('send_offer', status);
}

/** The trader holds a sent offer to answer (their View Offer button): where accept_offer starts from. */
export function isAwaitingAnswer(status: InquiryStatus): boolean {
  return canInquiry('accept_offer', status);
}

/** The eight statuses of the trader's filter on /inquiries. */
export const TRADER_FILTER_STATUSES = [
  'draft',
  'submitted',
  'offer_pending',
  'offer_sent',
  'accepted',
  'rejected',
  'cancelled',
  'expired',
] as const satisfies readonly InquiryStatus[];

/** The administrator's filter on /admin/inquiries (besides "all"). */
export const ADMIN_FILTER_STATUSES = ['submitted', 'offer_pending', 'offer_sent', 'accepted', 'rejected'] as const satisfies readonly InquiryStatus[];

/**
 * A trader may edit an inquiry only in these statuses. Not once an offer is sent (a deviation from
 * spec 02 §4, docs/decisions/137-inquiry-closed-once-an-offer-is-sent.md): the offer would price requirements that no longer hold; the
 * trader asks for changes on the offer instead.
 */
export const EDITABLE_INQUIRY_STATUSES: readonly InquiryStatus[] = ['draft', 'submitted', 'offer_pending'];
/** "Active" for customers (dashboard count, duplicate check). */
export const ACTIVE_INQUIRY_STATUSES: readonly InquiryStatus[] = ['submitted', 'under_review', 'offer_pending', 'offer_sent'];

export function isInquiryEditable(status: InquiryStatus): boolean {
  return EDITABLE_INQUIRY_STATUSES.includes(status);
}

export function isInquiryActive(status: InquiryStatus): boolean {
  return ACTIVE_INQUIRY_STATUSES.includes(status);
}

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under Review',
  offer_pending: 'Offer Pending',
  offer_draft: 'Offer Draft',
  offer_sent: 'Offer Sent',
  changes_requested: 'Changes Requested',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
  confirmed: 'Confirmed',
  completed: 'Completed',
  archived: 'Archived',
};

/**
 * The sentence under the progress steps (spec 02 section 4 "Status texts"): each says what happens
 * next and who acts. The spec's "accepted" text said the booking was confirmed while the Confirmed
 * step stays open until an administrator books it; it now says that (docs/decisions/199-status-texts-say-who-acts-next.md).
 */
export const INQUIRY_STATUS_TEXTS: Record<InquiryStatus, string> = {
  draft: 'This inquiry is a draft. Submit it to start the booking process.',
  submitted: 'Your inquiry has been submitted. Our team will review it shortly.',
  under_review: 'Our team is reviewing your inquiry and will send you an offer.',
  offer_pending: 'Our team is reviewing your inquiry and will send you an offer.',
  offer_draft: 'Our team is preparing an offer for you.',
  offer_sent: 'An offer has been sent. Please review it and respond.',
  changes_requested: 'You asked for changes to the offer. Our team will send a revised offer.',
  accepted: 'You accepted the offer. Our team now confirms your booking; you will be notified when it is confirmed.',
  rejected: 'The offer was rejected. You can request changes or create a new inquiry.',
  cancelled: 'This inquiry was cancelled. You can create a new inquiry.',
  expired: 'This inquiry has expired. You can create a new inquiry.',
  confirmed: 'Your booking is confirmed. You can follow it under My Bookings.',
  completed: 'This booking is completed.',
  archived: 'This inquiry is archived.',
};

const PROGRESS_STEPS = ['Draft', 'Submitted', 'Offer', 'Confirmed'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

const STEP_COMPLETE_FOR: Record<ProgressStep, (status: InquiryStatus) => boolean> = {
  Draft: (status) => status !== 'draft',
  Submitted: (status) => ['submitted', 'under_review', 'offer_draft', 'offer_sent', 'accepted', 'confirmed', 'completed'].includes(status),
  Offer: (status) => ['offer_sent', 'accepted', 'confirmed', 'completed'].includes(status),
  Confirmed: (status) => ['confirmed', 'completed'].includes(status),
};

/** Which of the four progress steps are complete for a status (spec 02 section 4 table). */
export function progressSteps(status: InquiryStatus): { step: ProgressStep; isComplete: boolean }[] {
  return PROGRESS_STEPS.map((step) => ({ step, isComplete: STEP_COMPLETE_FOR[step](status) }));
}
