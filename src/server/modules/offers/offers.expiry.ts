// Offers: expiry: a sent offer past valid_until becomes expired, when the trader opens it or by the periodic job.
import { formatDate, todayUtc } from '@shared/dates';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { canInquiry } from '@shared/statuses/inquiry';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { inClaimedBatches, type JobLog, type PeriodicJob } from '../../platform/periodic-job';
import { lockInquiryForOffer, transitionInquiry } from '../inquiries/inquiries.service';
import { postSystemMessage } from '../messaging/messaging.service';
import { formatInquiryNumber } from '@shared/ids';
import { announceNotifications, notifyUsersWithEmail } from '../notifications/notifications.service';
import { claimOffersInLastDay, claimPastDueSentOffers, type OfferRow, updateOfferRow } from './offers.repository';
import { type AfterCommit, announceOfferChange, type InquiryRow, nextOfferStatus } from './offers.service';

/** The job runs once shortly after start, then every 10 minutes. */
const OFFER_EXPIRY_INTERVAL_MS = 10 * 60_000;
const OFFER_EXPIRY_FIRST_RUN_MS = 5_000;
const BATCH_SIZE = 50;

/**
 * A sent offer past valid_until becomes expired (with the offer and the inquiry locked by the
 * caller); the inquiry too when this was its live offer (status offer_sent).
 */
export async function expireInTransaction(tx: Executor, offer: OfferRow, inquiry: InquiryRow): Promise<void> {
  await updateOfferRow(tx, offer.id, { status: nextOfferStatus('expire', offer) });
  if (canInquiry('expire_offer', inquiry.status)) await transitionInquiry(tx, inquiry.id, 'expire_offer', () => new AppError('offer_expired', INQUIRY_MESSAGES.offerExpired));
  await postSystemMessage(tx, { inquiryId: inquiry.id }, (i18n) => i18n._('The offer valid until {date} has expired.', { date: formatDate(offer.validUntil) }));
}

/**
 * Marks every sent offer past its valid_until expired (and its inquiry, when that was the live
 * offer). Batches are claimed with FOR UPDATE SKIP LOCKED, so any number of app processes can run
 * this at once without expiring an offer twice; each batch is one short transaction. Answers how
 * many offers were expired.
 */
export async function expirePastDueOffers(deps: ServiceDeps, now: Date = new Date()): Promise<number> {
  const today = todayUtc(now);
  return inClaimedBatches(BATCH_SIZE, async () => {
    const changes = await deps.db.transaction(async (tx) => {
      const claimed = await claimPastDueSentOffers(tx, today, BATCH_SIZE);
      const after: AfterCommit[] = [];
      for (const offer of claimed) {
        const inquiry = await lockInquiryForOffer(tx, offer.inquiryId);
        if (!inquiry) continue;
        await expireInTransaction(tx, offer, inquiry);
        after.push({ traderId: inquiry.traderId, inquiryId: inquiry.id, notified: [], threadChanged: true });
      }
      return { claimed: claimed.length, after };
    });
    for (const change of changes.after) await announceOfferChange(deps, change);
    return { claimed: changes.claimed, done: changes.after.length };
  });
}

/**
 * Tells each trader once that a sent offer is in its last day (valid until today), as a
 * notification and, when their profile says so, an email, both in the transaction that marks the
 * offer told (decision 205). Sending the offer again clears the mark. Answers how many were told.
 */
export async function noticeOffersInLastDay(deps: ServiceDeps & { publicUrl: string }, now: Date = new Date()): Promise<number> {
  const today = todayUtc(now);
  return inClaimedBatches(BATCH_SIZE, async () => {
    const batch = await deps.db.transaction(async (tx) => {
      const claimed = await claimOffersInLastDay(tx, today, BATCH_SIZE);
      for (const offer of claimed) {
        await updateOfferRow(tx, offer.id, { expiryNoticeSentAt: now });
        await notifyUsersWithEmail(tx, deps.publicUrl, [offer.traderId], {
          type: 'offer_expiring',
          title: (i18n) => i18n._('Your offer expires today'),
          message: (i18n) =>
            i18n._(
              'The offer for inquiry {number} at {warehouse} is valid until today, {date}. Accept it, reject it or ask for changes before it expires.',
              { number: formatInquiryNumber(offer.inquiryId), warehouse: offer.warehouseName, date: formatDate(offer.validUntil) },
            ),
          inquiryId: offer.inquiryId,
        });
      }
      return claimed;
    });
    await announceNotifications(deps, [...new Set(batch.map((offer) => offer.traderId))]);
    return { claimed: batch.length, done: batch.length };
  });
}

/**
 * Sent offers past valid_until are marked expired, and traders told of offers in their last day:
 * shortly after start, then every 10 minutes.
 */
export function offerExpiryJob(deps: ServiceDeps & { log: JobLog; publicUrl: string }): PeriodicJob {
  return {
    what: 'expiring past-due offers',
    run: async () => (await expirePastDueOffers(deps)) + (await noticeOffersInLastDay(deps)),
    intervalMs: OFFER_EXPIRY_INTERVAL_MS,
    firstRunMs: OFFER_EXPIRY_FIRST_RUN_MS,
    log: deps.log,
  };
}
