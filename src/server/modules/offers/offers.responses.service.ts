// Offers: the trader's answer to a sent offer (accept, reject, request changes) and what follows it, committing the space on acceptance.
import type { OfferDetail } from '@shared/contracts/offers';
import { todayUtc } from '@shared/dates';
import { GENERIC_MESSAGES, INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { formatInquiryNumber, shortId } from '@shared/ids';
import { isPastValidUntil } from '@shared/offer-pricing';
import { can } from '@shared/permissions';
import type { InquiryAction } from '@shared/statuses/inquiry';
import { canOffer, OFFER_TRANSITIONS } from '@shared/statuses/offer';
import type { Executor } from '../../db/client';
import { type Actor, recordActivity } from '../../platform/activity-log';
import { AppError } from '../../platform/errors';
import { requirePermission } from '../../platform/viewer';
import { lockInquiryForOffer, transitionInquiry } from '../inquiries/inquiries.service';
import { announceCapacityChanged, commitOfferCapacity } from '../capacity/capacity.service';
import { postSystemMessage } from '../messaging/messaging.service';
import { notifyAdministrators } from '../notifications/notifications.service';
import { requireFeatureEnabled } from '../platform/platform.service';
import { expireInTransaction } from './offers.expiry';
import { findOfferSpaceLines, updateOfferRow } from './offers.repository';
import {
  announceOfferChange,
  type InquiryRow,
  isClosingRejection,
  loadOfferDetail,
  lockExistingOffer,
  nextOfferStatus,
  type OfferDeps,
  requireOfferState,
  stateConflict,
} from './offers.service';

/**
 * Commits an accepted offer's space for its inquiry's dates (capacity.service commitOfferCapacity:
 * under the warehouse's capacity lock, once per offer), refusing with `message` (409
 * capacity_exceeded) when it no longer fits what is free. For accepting an offer and, again, for
 * creating its booking (offers accepted before capacity was counted get their rows there).
 *
 * Lock order, the same in every flow that commits space, so two of them never wait for each other
 * in a circle: the offer row, then the inquiry row, then the warehouse's capacity lock (taken
 * here). The caller must hold the first two already.
 */
export async function commitAcceptedOfferSpace(
  tx: Executor,
  offer: { offerId: string; inquiry: Pick<InquiryRow, 'warehouseId' | 'startDate' | 'endDate'>; createdBy: string | null },
  message: string,
): Promise<void> {
  const lines = await findOfferSpaceLines(tx, offer.offerId);
  await commitOfferCapacity(
    tx,
    {
      offerId: offer.offerId,
      warehouseId: offer.inquiry.warehouseId,
      range: { from: offer.inquiry.startDate, to: offer.inquiry.endDate },
      lines: lines.map((line) => ({ spaceTypeId: line.spaceTypeId, sizeM2: line.spaceAllocatedM2 })),
      createdBy: offer.createdBy,
    },
    () => new AppError('capacity_exceeded', message),
  );
}

export type OfferResponse = { action: 'accept' } | { action: 'reject' } | { action: 'request_changes'; message: string };

/** Each answer moves the offer by its own action (OFFER_TRANSITIONS) and the inquiry by `inquiryAction`. */
const RESPONSE_TEXTS = {
  accept: { inquiryAction: 'accept_offer', verb: 'accepted the offer' },
  reject: { inquiryAction: 'reject_offer', verb: 'rejected the offer' },
  request_changes: { inquiryAction: 'request_changes', verb: 'requested changes to the offer' },
} as const satisfies Record<OfferResponse['action'], { inquiryAction: InquiryAction; verb: string }>;

/**
 * The inquiry's trader answers a sent offer: accept (inquiry accepted), reject (inquiry rejected),
 * or request changes (the offer goes back to draft with the text kept for the administrator, the
 * inquiry becomes changes_requested); changes may also be requested on the rejected offer that
 * closed the inquiry. Anyone but the trader gets 404 (an administrator 403); the
 * platform feature offer_actions must be on. The offer and the inquiry are locked; an offer past
 * valid_until is marked expired (with its inquiry) and refused with "This offer has expired".
 */
export async function respondToOffer(deps: OfferDeps, actor: Actor, offerId: string, response: OfferResponse): Promise<OfferDetail> {
  const viewer = requirePermission(actor.viewer, 'offer:respond');
  const today = todayUtc();
  const texts = RESPONSE_TEXTS[response.action];
  const outcome = await deps.db.transaction(async (tx) => {
    const offer = await lockExistingOffer(tx, offerId, INQUIRY_MESSAGES.noOfferLong);
    const inquiry = (await lockInquiryForOffer(tx, offer.inquiryId))!;
    if (!can(viewer, 'offer:respond', inquiry)) {
      if (can(viewer, 'inquiry:view', inquiry)) throw new AppError('forbidden', GENERIC_MESSAGES.permission);
      throw new AppError('not_found', INQUIRY_MESSAGES.noOfferLong);
    }
    await requireFeatureEnabled(tx, 'offer_actions');
    requireOfferState(response.action, offer);
    if (offer.status === OFFER_TRANSITIONS.reject.to && !isClosingRejection(offer.status, inquiry.status)) {
      throw stateConflict(response.action, offer.status);
    }

    // Only a sent offer lapses; a rejected one goes back to the administrator, who sets a new date.
    if (canOffer('expire', offer.status) && isPastValidUntil(offer.validUntil, today)) {
      await expireInTransaction(tx, offer, inquiry);
      return { expired: true as const, after: { traderId: inquiry.traderId, inquiryId: inquiry.id, notified: [], threadChanged: true } };
    }

    // Acceptance is the sale: the space is committed now, or the offer stays sent (all rolls back).
    if (response.action === 'accept') {
      await commitAcceptedOfferSpace(tx, { offerId: offer.id, inquiry, createdBy: viewer.id }, OFFER_MESSAGES.noLongerFree);
    }
    const message = response.action === 'request_changes' ? response.message : null;
    await updateOfferRow(tx, offer.id, {
      status: nextOfferStatus(response.action, offer),
      respondedAt: new Date(),
      ...(message !== null ? { changesRequested: message } : {}),
    });
    await transitionInquiry(tx, inquiry.id, texts.inquiryAction, () => stateConflict(response.action, offer.status));
    await postSystemMessage(
      tx,
      { inquiryId: inquiry.id },
      (i18n) =>
        message !== null
          ? i18n._('The customer requested changes to the offer: {message}', { message })
          : response.action === 'accept'
            ? i18n._('The customer accepted the offer.')
            : i18n._('The customer rejected the offer.'),
    );
    const number = formatInquiryNumber(inquiry.id);
    const notified = await notifyAdministrators(tx, [
      {
        type: 'inquiry_message',
        ...(response.action === 'accept'
          ? { title: (i18n) => i18n._('Offer accepted'), message: (i18n) => i18n._('The customer accepted the offer for inquiry {number}.', { number }) }
          : response.action === 'reject'
            ? { title: (i18n) => i18n._('Offer rejected'), message: (i18n) => i18n._('The customer rejected the offer for inquiry {number}.', { number }) }
            : {
                title: (i18n) => i18n._('Changes requested'),
                message: (i18n) => i18n._('The customer requested changes to the offer for inquiry {number}.', { number }),
              }),
        inquiryId: inquiry.id,
      },
    ]);
    await recordActivity(tx, {
      type: `offer.${response.action}`,
      message: `Offer ${shortId(offer.id)}: the customer ${texts.verb}`,
      status: 'success',
      data: { input_params: { offerId, action: response.action, message }, output_data: { inquiryId: inquiry.id } },
      viewer,
      requestId: actor.requestId,
    });
    return {
      expired: false as const,
      after: { traderId: inquiry.traderId, inquiryId: inquiry.id, notified, threadChanged: true },
      committedIn: response.action === 'accept' ? inquiry.warehouseId : null,
    };
  });
  await announceOfferChange(deps, outcome.after);
  if (!outcome.expired && outcome.committedIn) await announceCapacityChanged(deps, outcome.committedIn);
  if (outcome.expired) throw new AppError('offer_expired', INQUIRY_MESSAGES.offerExpired);
  return loadOfferDetail(deps.db, offerId, today);
}
