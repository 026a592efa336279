// Offers: the administrator's drafts: create, update, send and delete an offer, and what sending tells the trader.
import type { OfferDetail, ParsedSaveOfferBody } from '@shared/contracts/offers';
import { formatDate, todayUtc } from '@shared/dates';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { formatInquiryNumber, shortId } from '@shared/ids';
import { formatCents } from '@shared/money';
import { canInquiry, isInquiryOfferable } from '@shared/statuses/inquiry';
import { OFFER_INITIAL_STATUS, OFFER_TRANSITIONS } from '@shared/statuses/offer';
import type { Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import { AppError } from '../../platform/errors';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { lockInquiryForOffer, transitionInquiry } from '../inquiries/inquiries.service';
import { postSystemMessage } from '../messaging/messaging.service';
import { notifyUsers, queueEmailIfWanted } from '../notifications/notifications.service';
import { findWarehouseForInquiry } from '../warehouses/warehouse-availability.service';
import { offerSentEmail } from './offers.emails';
import { priceOffer, requireAllocationsFree } from './offers.pricing';
import {
  countOffersOfInquiry,
  deleteOfferRow,
  findOfferServiceLines,
  findOfferSpaceLines,
  insertOffer,
  lockOtherSentOffers,
  type OfferRow,
  replaceOfferLines,
  updateOfferRow,
} from './offers.repository';
import {
  announceOfferChange,
  type InquiryRow,
  loadOfferDetail,
  lockExistingOffer,
  nextOfferStatus,
  type OfferDeps,
  requireOfferState,
} from './offers.service';

function requireOfferableInquiry(inquiry: InquiryRow): void {
  if (!isInquiryOfferable(inquiry.status)) throw new AppError('inquiry_not_offerable', OFFER_MESSAGES.inquiryNotOfferable);
}

/**
 * Draft → sent inside the caller's transaction, with the offer and the inquiry locked. The inquiry's
 * other sent offer, if any, is superseded (marked expired): a trader has one live offer at a time.
 * The inquiry becomes offer_sent; the thread, the trader's notifications and email say so.
 */
async function sendInTransaction(
  tx: Executor,
  deps: OfferDeps,
  offer: OfferRow,
  inquiry: InquiryRow,
  today: string,
): Promise<{ notified: string[] }> {
  requireOfferState('send', offer);
  requireOfferableInquiry(inquiry);
  if (offer.validUntil < today) throw new AppError('offer_valid_until_past', OFFER_MESSAGES.validUntilPast);
  const spaceLines = await findOfferSpaceLines(tx, offer.id);
  const lineCount = spaceLines.length + (await findOfferServiceLines(tx, offer.id)).length;
  if (lineCount === 0) throw new AppError('offer_empty', OFFER_MESSAGES.emptyOffer);
  // Checked again at sending: a draft saved last week may no longer fit what is free.
  await requireAllocationsFree(tx, inquiry, spaceLines.map((line) => ({ spaceTypeId: line.spaceTypeId, sizeM2: line.spaceAllocatedM2 })));

  for (const older of await lockOtherSentOffers(tx, inquiry.id, offer.id)) {
    await updateOfferRow(tx, older.id, { status: nextOfferStatus('expire', older) });
  }
  // Sent again, the offer's last day is told again (decision 205).
  const sent = await updateOfferRow(tx, offer.id, {
    status: nextOfferStatus('send', offer),
    sentAt: new Date(),
    changesRequested: null,
    expiryNoticeSentAt: null,
  });
  await transitionInquiry(tx, inquiry.id, 'send_offer', () => new AppError('inquiry_not_offerable', OFFER_MESSAGES.inquiryNotOfferable));

  const warehouse = await findWarehouseForInquiry(tx, inquiry.warehouseId);
  const warehouseName = warehouse?.name ?? 'the warehouse';
  await postSystemMessage(
    tx,
    { inquiryId: inquiry.id },
    (i18n) =>
      i18n._('An offer has been sent: {total} (VAT not included), valid until {date}.', { total: formatCents(sent.totalWithFeeCents), date: formatDate(sent.validUntil) }),
  );
  await notifyUsers(tx, [inquiry.traderId], {
    type: 'inquiry_message',
    title: (i18n) => i18n._('New offer received'),
    message: (i18n) => i18n._('You have received an offer for inquiry {number} at {warehouse}.', { number: formatInquiryNumber(inquiry.id), warehouse: warehouseName }),
    inquiryId: inquiry.id,
  });
  // The offer's own email, richer than a notification's; only when the trader's profile says so (decision 203).
  await queueEmailIfWanted(tx, inquiry.traderId, (trader) =>
    offerSentEmail({
      to: trader.email,
      locale: trader.locale,
      firstName: trader.firstName,
      publicUrl: deps.config.publicUrl,
      inquiryId: inquiry.id,
      warehouseName,
      startDate: inquiry.startDate,
      endDate: inquiry.endDate,
      totalWithFeeCents: sent.totalWithFeeCents,
      validUntil: sent.validUntil,
    }),
  );
  return { notified: [inquiry.traderId] };
}

/** What an administrator's change to an offer works with inside its transaction. */
type AdminChange = {
  tx: Executor;
  admin: Viewer;
  /** Keeps the change in the activity log (status success): the call's input, and `output` when given. */
  recordSuccess: (message: string, output?: unknown) => Promise<void>;
};

/**
 * An administrator's change to an offer: the permission first, then one transaction. A refusal is
 * kept in the activity log (withRefusalsLogged), the success by the change's recordSuccess.
 */
async function changeAsAdministrator<T>(
  deps: OfferDeps,
  actor: Actor,
  activity: { type: string; input: object },
  change: (work: AdminChange) => Promise<T>,
): Promise<T> {
  const admin = requirePermission(actor.viewer, 'offers:manage');
  const logged = { type: activity.type, data: { input_params: activity.input } };
  return withRefusalsLogged(deps.db, actor, logged, () =>
    deps.db.transaction((tx) =>
      change({
        tx,
        admin,
        recordSuccess: (message, output) =>
          recordActivity(tx, {
            type: activity.type,
            message,
            status: 'success',
            data: output === undefined ? logged.data : { ...logged.data, output_data: output },
            viewer: admin,
            requestId: actor.requestId,
          }),
      }),
    ),
  );
}

/**
 * Saves a new draft offer for an inquiry (administrators); `send` sends it at once. The inquiry
 * becomes offer_pending (or stays offer_sent while the trader holds a sent offer).
 */
export async function createOffer(deps: OfferDeps, actor: Actor, inquiryId: string, input: ParsedSaveOfferBody): Promise<OfferDetail> {
  const today = todayUtc();
  const activity = { type: 'offer.created', input: { inquiryId, ...input } };
  const result = await changeAsAdministrator(deps, actor, activity, async ({ tx, admin, recordSuccess }) => {
    // Offers before the inquiry, like every offer transition (and the booking), so none deadlock.
    if (input.send) await lockOtherSentOffers(tx, inquiryId);
    const inquiry = await lockInquiryForOffer(tx, inquiryId);
    if (!inquiry) throw new AppError('not_found', INQUIRY_MESSAGES.notFound);
    requireOfferableInquiry(inquiry);
    const priced = await priceOffer(tx, inquiry, input, today);
    const row = await insertOffer(tx, { inquiryId, status: OFFER_INITIAL_STATUS, ...priced.columns, createdBy: admin.id });
    await replaceOfferLines(tx, row.id, priced.lines);
    // Offerable but not create_offer's: the trader holds a sent offer, and the inquiry stays offer_sent.
    if (canInquiry('create_offer', inquiry.status)) await transitionInquiry(tx, inquiryId, 'create_offer', () => new AppError('inquiry_not_offerable', OFFER_MESSAGES.inquiryNotOfferable));
    const sent = input.send ? await sendInTransaction(tx, deps, row, inquiry, today) : null;
    await recordSuccess(
      `Offer ${shortId(row.id)} ${sent ? 'created and sent' : 'saved as draft'} for inquiry ${shortId(inquiryId)}`,
      { offerId: row.id, before: inquiry.status },
    );
    return { offerId: row.id, after: { traderId: inquiry.traderId, inquiryId, notified: sent?.notified ?? [], threadChanged: Boolean(sent) } };
  });
  await announceOfferChange(deps, result.after);
  return loadOfferDetail(deps.db, result.offerId, today);
}

/**
 * Replaces a draft's or a sent offer's lines, terms, notes, validity and fee (administrators);
 * `send` sends a draft in the same transaction. A sent offer stays sent and its thread says it
 * changed. The trader's text from Request Changes stays until the offer is sent again.
 */
export async function updateOffer(deps: OfferDeps, actor: Actor, offerId: string, input: ParsedSaveOfferBody): Promise<OfferDetail> {
  const today = todayUtc();
  const activity = { type: 'offer.updated', input: { offerId, ...input } };
  const result = await changeAsAdministrator(deps, actor, activity, async ({ tx, recordSuccess }) => {
    const offer = await lockExistingOffer(tx, offerId);
    requireOfferState('update', offer);
    if (input.send) {
      requireOfferState('send', offer);
      await lockOtherSentOffers(tx, offer.inquiryId, offer.id);
    }
    // Editing offers Per Hour, Per Unit and Fixed Price only (spec 02 §5; the form's offerFormPricingTypes):
    // a line may ask for a quote only where a saved line of the same service already did.
    const quoted = new Set((await findOfferServiceLines(tx, offer.id)).filter((line) => line.pricingType === 'ask_quote').map((line) => line.serviceId));
    if (input.services.some((line) => line.pricingType === 'ask_quote' && !quoted.has(line.serviceId))) {
      throw new AppError('validation_error', OFFER_MESSAGES.quoteNotOnEdit);
    }
    const inquiry = (await lockInquiryForOffer(tx, offer.inquiryId))!;
    const priced = await priceOffer(tx, inquiry, input, today);
    // A new last day is told again (decision 205): the notice was for the old one.
    const isNewLastDay = priced.columns.validUntil !== offer.validUntil;
    const updated = await updateOfferRow(tx, offer.id, { ...priced.columns, ...(isNewLastDay ? { expiryNoticeSentAt: null } : {}) });
    await replaceOfferLines(tx, offer.id, priced.lines);
    let threadChanged = false;
    let notified: string[] = [];
    if (input.send) {
      notified = (await sendInTransaction(tx, deps, updated, inquiry, today)).notified;
      threadChanged = true;
    } else if (offer.status === OFFER_TRANSITIONS.send.to) {
      await postSystemMessage(
        tx,
        { inquiryId: inquiry.id },
        (i18n) =>
          i18n._('The offer has been updated: {total} (VAT not included), valid until {date}.', { total: formatCents(updated.totalWithFeeCents), date: formatDate(updated.validUntil) }),
      );
      threadChanged = true;
    }
    await recordSuccess(
      `Offer ${shortId(offer.id)} updated${input.send ? ' and sent' : ''}`,
      { before: offer.status, after: input.send ? OFFER_TRANSITIONS.send.to : offer.status },
    );
    return { traderId: inquiry.traderId, inquiryId: inquiry.id, notified, threadChanged };
  });
  await announceOfferChange(deps, result);
  return loadOfferDetail(deps.db, offerId, today);
}

/** Draft → sent (administrators). */
export async function sendOffer(deps: OfferDeps, actor: Actor, offerId: string): Promise<OfferDetail> {
  const today = todayUtc();
  const activity = { type: 'offer.sent', input: { offerId } };
  const result = await changeAsAdministrator(deps, actor, activity, async ({ tx, recordSuccess }) => {
    const offer = await lockExistingOffer(tx, offerId);
    requireOfferState('send', offer);
    await lockOtherSentOffers(tx, offer.inquiryId, offer.id);
    const inquiry = (await lockInquiryForOffer(tx, offer.inquiryId))!;
    const { notified } = await sendInTransaction(tx, deps, offer, inquiry, today);
    await recordSuccess(`Offer ${shortId(offer.id)} sent for inquiry ${shortId(inquiry.id)}`, { inquiryId: inquiry.id });
    return { traderId: inquiry.traderId, inquiryId: inquiry.id, notified, threadChanged: true };
  });
  await announceOfferChange(deps, result);
  return loadOfferDetail(deps.db, offerId, today);
}

/**
 * Deletes a draft (administrators). When it was the inquiry's only draft and the inquiry waited in
 * offer_pending for it, the inquiry goes back to submitted.
 */
export async function deleteOffer(deps: OfferDeps, actor: Actor, offerId: string): Promise<void> {
  const activity = { type: 'offer.deleted', input: { offerId } };
  const result = await changeAsAdministrator(deps, actor, activity, async ({ tx, recordSuccess }) => {
    const offer = await lockExistingOffer(tx, offerId);
    requireOfferState('delete', offer);
    const inquiry = (await lockInquiryForOffer(tx, offer.inquiryId))!;
    await deleteOfferRow(tx, offer.id);
    if (canInquiry('delete_last_draft', inquiry.status) && (await countOffersOfInquiry(tx, inquiry.id, OFFER_INITIAL_STATUS)) === 0) {
      await transitionInquiry(tx, inquiry.id, 'delete_last_draft', () => new AppError('offer_not_deletable', OFFER_MESSAGES.notDeletable));
    }
    await recordSuccess(`Draft offer ${shortId(offer.id)} of inquiry ${shortId(inquiry.id)} deleted`);
    return { traderId: inquiry.traderId, inquiryId: inquiry.id, notified: [], threadChanged: false };
  });
  await announceOfferChange(deps, result);
}
