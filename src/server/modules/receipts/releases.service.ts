import type { I18n } from '@lingui/core';
import { BOOKING_LIVE_KEYS, RECEIPT_LIVE_KEYS, RELEASE_LIVE_KEYS } from '@shared/contracts/live-keys';
import { receiptPdfPath } from '@shared/contracts/receipts';
import type { BookingReleasesResponse, GoodsRelease } from '@shared/contracts/releases';
import { addDays, formatDate, todayUtc } from '@shared/dates';
import { RELEASE_MESSAGES } from '@shared/errors';
import { SOURCE_LOCALE } from '@shared/locales';
import { toHundredths } from '@shared/money';
import { can } from '@shared/permissions';
import { formatQuantity, toSizeDecimal, toSizeNumber } from '@shared/sizes';
import { assertTransition } from '@shared/statuses/machine';
import { RECEIPT_TRANSITIONS } from '@shared/statuses/receipt';
import { canRelease, RELEASE_TRANSITIONS, type ReleaseAction } from '@shared/statuses/release';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { assertBookingParticipant, type BookingRow, findBooking, formatBookingNumber, lockBooking } from '../bookings/bookings.service';
import { onBookingSettled, outstandingInvoiceNumbers } from '../invoices/invoices.service';
import { announceThreadChanged, postSystemMessage } from '../messaging/messaging.service';
import { announceNotifications, type Notice, notifyAdministrators, notifyUsersWithEmail } from '../notifications/notifications.service';
import { i18nFor, sharedText } from '../../platform/texts';
import { describeGoodsIn } from './goods-text';
import { findReceiptById, lockReceiptById, type ReceiptRow } from './receipts.repository';
import {
  findBookingReleases,
  findClaimedQuantity,
  findHeldReleases,
  findReleasableReceipts,
  findReleaseById,
  insertRelease,
  lockReleaseById,
  type ReleaseReceipt,
  type ReleaseRow,
  updateReceiptInStore,
  updateRelease,
} from './releases.repository';

/**
 * Goods out (issue #38, decision 217). A release asks for goods of one receipt to leave; it claims its
 * quantity at once, so releases that together exceed what is in store are never both open. It is held
 * while any invoice of the booking is unpaid, approved otherwise, and approved by itself in the
 * transaction of the payment (or credit note) that settles the booking's last open invoice.
 */

/** What releases need besides the database and events: the links in notification emails. */
export type ReleaseDeps = ServiceDeps & { config: { publicUrl: string } };

/** Quantities in hundredths (integers), so sums and comparisons are exact. */
function hundredthsOf(value: number | string): number {
  return toHundredths(value) ?? 0;
}


// ---------------------------------------------------------------------------------------------
// Who may
// ---------------------------------------------------------------------------------------------

/** What the viewer may do with a release now: the machine's answer for its status, and the viewer's part in the booking. */
function mayChange(viewer: Viewer, booking: BookingRow, release: Pick<ReleaseRow, 'status'>): Record<'canApprove' | 'canConfirm' | 'canCancel', boolean> {
  return {
    canApprove: can(viewer, 'invoices:manage') && canRelease('approve', release.status),
    canConfirm: can(viewer, 'warehouse:manage', { ownerId: booking.warehouseOwnerId }) && canRelease('confirm', release.status),
    canCancel: can(viewer, 'release:request', booking) && canRelease('cancel', release.status),
  };
}

// ---------------------------------------------------------------------------------------------
// Telling people
// ---------------------------------------------------------------------------------------------

/** "20 pallets of Canned tomatoes from WR-2026-000001": how a release names its goods. */
function releaseGoods(release: { quantity: number | string }, receipt: Pick<ReceiptRow, 'number' | 'commodity' | 'quantityUnit'>): string {
  return releaseGoodsIn(i18nFor(SOURCE_LOCALE), release, receipt);
}

/** "20 pallets of Canned tomatoes from WR-2026-000001" in the reader's language. */
function releaseGoodsIn(i18n: I18n, release: { quantity: number | string }, receipt: Pick<ReceiptRow, 'number' | 'commodity' | 'quantityUnit'>): string {
  const goods = describeGoodsIn(i18n, { quantity: release.quantity, quantityUnit: receipt.quantityUnit, commodity: receipt.commodity });
  return i18n._('{goods} from {receipt}', { goods, receipt: receipt.number });
}

/**
 * What happened to a release, as one sentence written in any language: the booking thread's system
 * message (in every language, decision 239) and, after "Booking …:", each recipient's notice.
 */
type ReleaseEvent = {
  type: 'release_requested' | 'release_approved' | 'goods_released';
  title: Notice['title'];
  sentence: (i18n: I18n) => string;
};

/**
 * The event's sentence as a system message in the booking's thread, and as a notice to the
 * administrators and to the booking's `people` (by email too when their profile says so, with the
 * receipt's PDF), never to the one who acted. Answers who was notified, to announce after the commit.
 */
async function tell(
  deps: ReleaseDeps,
  tx: Executor,
  booking: BookingRow,
  receipt: Pick<ReceiptRow, 'id' | 'number'>,
  actorId: string | null,
  people: readonly ('trader' | 'owner')[],
  event: ReleaseEvent,
): Promise<string[]> {
  await postSystemMessage(tx, { bookingId: booking.id }, event.sentence);
  const notice: Notice = {
    type: event.type,
    title: event.title,
    message: (i18n) => i18n._('Booking {booking}: {event}', { booking: formatBookingNumber(booking.id), event: event.sentence(i18n) }),
    bookingId: booking.id,
  };
  const administratorIds = await notifyAdministrators(tx, [notice], actorId ? { except: actorId } : {});
  const others = people
    .map((who) => (who === 'trader' ? booking.traderId : booking.warehouseOwnerId))
    .filter((id): id is string => id !== null && id !== actorId && !administratorIds.includes(id));
  await notifyUsersWithEmail(tx, deps.config.publicUrl, others, notice, {
    actions: [{ label: (i18n) => i18n._('Download {number} (PDF)', { number: receipt.number }), link: deps.config.publicUrl + receiptPdfPath(receipt.id) }],
  });
  return [...administratorIds, ...others];
}

/** After the commit: everyone on the booking refetches its releases, receipts and thread, and the notified their notices. */
async function announceReleasesChanged(deps: ServiceDeps, booking: BookingRow, notified: readonly string[]): Promise<void> {
  const keys = [RELEASE_LIVE_KEYS.releases, RECEIPT_LIVE_KEYS.receipts, BOOKING_LIVE_KEYS.bookings];
  const people = [booking.traderId, booking.warehouseOwnerId].filter((id): id is string => id !== null);
  await deps.events.publish({ audience: { userIds: people }, event: { type: 'invalidate', keys } });
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys } });
  await announceThreadChanged(deps, { bookingId: booking.id });
  await announceNotifications(deps, notified);
}

// ---------------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------------

/**
 * Writes a release of a receipt the caller holds locked (booking, then receipt), in the caller's
 * transaction: refused when the receipt's goods cannot leave or the quantity exceeds what is in store
 * less what open releases claim; held while any invoice of the booking is unpaid (answered in
 * `heldFor`), approved otherwise. No messages: requestRelease tells everyone; the demo seed writes its
 * release through this too.
 */
export async function writeRelease(
  tx: Executor,
  booking: Pick<BookingRow, 'id'>,
  receipt: ReceiptRow,
  body: { quantity: number; plannedOn: string; carrier: string },
  requestedBy: string | null,
  now: Date = new Date(),
): Promise<{ release: ReleaseRow; heldFor: string[] }> {
  if (receipt.status !== 'valid' && receipt.status !== 'partly_released') {
    throw new AppError('receipt_not_releasable', RELEASE_MESSAGES.receiptNotReleasable, { receiptId: [RELEASE_MESSAGES.receiptNotReleasable] });
  }
  const available = hundredthsOf(receipt.quantityInStore) - hundredthsOf(await findClaimedQuantity(tx, receipt.id));
  if (hundredthsOf(body.quantity) > available) {
    const message = RELEASE_MESSAGES.quantityNotAvailable(formatQuantity(Math.max(available, 0) / 100) || '0', receipt.quantityUnit);
    throw new AppError('quantity_not_available', message, { quantity: [message] });
  }
  const heldFor = await outstandingInvoiceNumbers(tx, booking.id);
  const release = await insertRelease(tx, {
    bookingId: booking.id,
    receiptId: receipt.id,
    status: heldFor.length > 0 ? 'held' : 'approved',
    quantity: toSizeDecimal(body.quantity),
    plannedOn: body.plannedOn,
    carrier: body.carrier,
    requestedBy,
    approvedAt: heldFor.length > 0 ? null : now,
    createdAt: now,
  });
  return { release, heldFor };
}

/** The booking thread's message of a request: what, when, and whether it is held (with the invoices) or approved. */
export function releaseRequested(
  i18n: I18n,
  release: Pick<ReleaseRow, 'quantity' | 'plannedOn'>,
  receipt: Pick<ReceiptRow, 'number' | 'commodity' | 'quantityUnit'>,
  heldFor: readonly string[],
): string {
  const requested = { goods: releaseGoodsIn(i18n, release, receipt), date: formatDate(release.plannedOn) };
  return heldFor.length > 0
    ? i18n._('Release of {goods} requested for {date}: held. {held} Unpaid: {invoices}.', { ...requested, held: sharedText(i18n, RELEASE_MESSAGES.held), invoices: heldFor.join(', ') })
    : i18n._('Release of {goods} requested for {date}: approved.', requested);
}

/**
 * The trader (or an administrator for them) asks for all or part of a receipt's goods to leave.
 * Booking, then receipt locked (the order receipts and payments take them in), so two requests for
 * the last goods queue and the second sees what the first claimed. Held while any invoice of the
 * booking is unpaid, approved otherwise.
 */
export async function requestRelease(
  deps: ReleaseDeps,
  actor: Actor,
  bookingId: string,
  body: { receiptId: string; quantity: number; plannedOn: string; carrier: string },
): Promise<GoodsRelease> {
  const viewer = requirePermission(actor.viewer, 'account:use');
  const { booking, receipt, release, notified, heldFor } = await withRefusalsLogged(
    deps.db,
    actor,
    { type: 'release.requested', data: { input_params: { bookingId, ...body } } },
    () =>
      deps.db.transaction(async (tx) => {
        const booking = assertBookingParticipant(viewer, await lockBooking(tx, bookingId));
        requirePermission(viewer, 'release:request', booking);
        // A day either side of UTC's calendar, as for the arrival date: the trader's today, in any time zone.
        if (body.plannedOn < addDays(todayUtc(), -1)) {
          throw new AppError('validation_error', RELEASE_MESSAGES.plannedOnInPast, { plannedOn: [RELEASE_MESSAGES.plannedOnInPast] });
        }
        const receipt = await lockReceiptById(tx, body.receiptId);
        if (!receipt || receipt.bookingId !== booking.id) {
          throw new AppError('validation_error', RELEASE_MESSAGES.receiptNotInBooking, { receiptId: [RELEASE_MESSAGES.receiptNotInBooking] });
        }
        const { release, heldFor } = await writeRelease(tx, booking, receipt, body, viewer.id);
        const notified = await tell(deps, tx, booking, receipt, viewer.id, ['trader', 'owner'], {
          type: 'release_requested',
          title: (i18n) => (heldFor.length > 0 ? i18n._('Release requested (held)') : i18n._('Release requested')),
          sentence: (i18n) => releaseRequested(i18n, release, receipt, heldFor),
        });
        await recordActivity(tx, {
          type: 'release.requested',
          message: `Release of ${releaseGoods(release, receipt)} requested on booking ${formatBookingNumber(booking.id)}: ${release.status}`,
          status: 'success',
          data: { input_params: { bookingId, ...body }, output_data: { releaseId: release.id, status: release.status } },
          viewer,
          requestId: actor.requestId,
        });
        return { booking, receipt, release, notified, heldFor };
      }),
  );
  await announceReleasesChanged(deps, booking, notified);
  return toGoodsRelease(viewer, booking, release, receipt, heldFor);
}

// ---------------------------------------------------------------------------------------------
// Approve, confirm, cancel
// ---------------------------------------------------------------------------------------------

/**
 * Approves the booking's held releases, oldest first, in the transaction of the payment or credit note
 * that settled the booking's last open invoice, with the booking locked (invoices call it once nothing
 * is open: onBookingSettled below). Answers the announcement for after the commit; null when none was held.
 */
async function approveSettledReleases(deps: ReleaseDeps, tx: Executor, booking: BookingRow, actorId: string): Promise<(() => Promise<void>) | null> {
  const held = await findHeldReleases(tx, booking.id);
  if (held.length === 0) return null;
  const notified = new Set<string>();
  for (const release of held) {
    await updateRelease(tx, release.id, { status: assertTransition(RELEASE_TRANSITIONS, 'approve', release.status, notChangeable('approve')), approvedAt: new Date() });
    const receipt = (await findReceiptById(tx, release.receiptId))!;
    for (const id of await tell(deps, tx, booking, receipt, actorId, ['trader', 'owner'], {
      type: 'release_approved',
      title: (i18n) => i18n._('Release approved'),
      sentence: (i18n) => i18n._("Release of {goods} approved: the booking's invoices are paid.", { goods: releaseGoodsIn(i18n, release, receipt) }),
    })) {
      notified.add(id);
    }
  }
  return () => announceReleasesChanged(deps, booking, [...notified]);
}

// Invoices depend on nothing of goods out; goods out asks them to be called when a booking is settled.
onBookingSettled(approveSettledReleases);

function notChangeable(action: ReleaseAction): () => AppError {
  const message = { approve: RELEASE_MESSAGES.notApprovable, confirm: RELEASE_MESSAGES.notConfirmable, cancel: RELEASE_MESSAGES.notCancellable }[action];
  return () => new AppError('release_not_changeable', message);
}

/**
 * The one way a release changes on a request: in a transaction, its booking, its receipt and the
 * release locked in that order; 404 for anyone not on the booking; then `change`, which checks who
 * may and writes. After the commit everyone on the booking is told.
 */
async function changeRelease(
  deps: ReleaseDeps,
  actor: Actor,
  activity: { type: string; data: { input_params: unknown } },
  releaseId: string,
  change: (tx: Executor, context: { viewer: Viewer; booking: BookingRow; receipt: ReceiptRow; release: ReleaseRow }) => Promise<{ release: ReleaseRow; notified: string[] }>,
): Promise<GoodsRelease> {
  const viewer = requirePermission(actor.viewer, 'account:use');
  const { booking, receipt, release, notified } = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const found = await findReleaseById(tx, releaseId);
      const booking = found && (await lockBooking(tx, found.bookingId));
      if (!found || !booking || !can(viewer, 'booking:view', booking)) throw new AppError('not_found', RELEASE_MESSAGES.notFound);
      const receipt = (await lockReceiptById(tx, found.receiptId))!;
      const locked = (await lockReleaseById(tx, releaseId))!;
      const changed = await change(tx, { viewer, booking, receipt, release: locked });
      return { booking, receipt, ...changed };
    }),
  );
  await announceReleasesChanged(deps, booking, notified);
  return toGoodsRelease(viewer, booking, release, receipt, release.status === 'held' ? await outstandingInvoiceNumbers(deps.db, booking.id) : []);
}

/**
 * Goods of an approved release left, in the caller's transaction with its receipt and the release
 * locked: at most its quantity (less frees the rest). The receipt's quantity in store drops and its
 * status follows (partly released, or released at zero). No checks of who or when and no messages:
 * confirmRelease makes those around it; the demo seed confirms its release through this too.
 */
export async function writeGoodsOut(
  tx: Executor,
  receipt: ReceiptRow,
  release: ReleaseRow,
  body: { releasedOn: string; quantity: number },
  confirmedBy: string | null,
): Promise<{ release: ReleaseRow; inStore: number; receiptStatus: ReceiptRow['status'] }> {
  const status = assertTransition(RELEASE_TRANSITIONS, 'confirm', release.status, notChangeable('confirm'));
  const leaving = hundredthsOf(body.quantity);
  if (leaving > hundredthsOf(release.quantity)) {
    const message = RELEASE_MESSAGES.releasedQuantityAbove(formatQuantity(release.quantity), receipt.quantityUnit);
    throw new AppError('quantity_not_available', message, { quantity: [message] });
  }
  // The release claimed its quantity of what is in store, so what leaves never exceeds it.
  const inStore = hundredthsOf(receipt.quantityInStore) - leaving;
  const receiptStatus = assertTransition(RECEIPT_TRANSITIONS, inStore === 0 ? 'release_rest' : 'release_part', receipt.status, notChangeable('confirm'));
  await updateReceiptInStore(tx, receipt.id, { quantityInStore: toSizeDecimal(inStore / 100), status: receiptStatus });
  const confirmed = await updateRelease(tx, release.id, {
    status,
    releasedOn: body.releasedOn,
    releasedQuantity: toSizeDecimal(body.quantity),
    confirmedBy,
    confirmedAt: new Date(),
  });
  return { release: confirmed, inStore: inStore / 100, receiptStatus };
}

/** "Goods released on 27 Nov 2026: 60 pallets of … from WR-…; 120 pallets remain in store.": the booking thread's message. */
export function goodsReleased(
  i18n: I18n,
  receipt: Pick<ReceiptRow, 'number' | 'commodity' | 'quantityUnit'>,
  out: { releasedOn: string; quantity: number },
  inStore: number,
): string {
  const released = { date: formatDate(out.releasedOn), goods: releaseGoodsIn(i18n, out, receipt) };
  return inStore === 0
    ? i18n._('Goods released on {date}: {goods}; receipt {receipt} is released.', { ...released, receipt: receipt.number })
    : i18n._('Goods released on {date}: {goods}; {quantity} {unit} remain in store.', { ...released, quantity: formatQuantity(inStore), unit: receipt.quantityUnit });
}

/** An administrator approves a held release while invoices are unpaid; the reason goes to everyone on the booking. */
export async function approveRelease(deps: ReleaseDeps, actor: Actor, releaseId: string, body: { reason: string }): Promise<GoodsRelease> {
  return changeRelease(deps, actor, { type: 'release.approved', data: { input_params: { releaseId, ...body } } }, releaseId, async (tx, { viewer, booking, receipt, release }) => {
    requirePermission(viewer, 'invoices:manage');
    const status = assertTransition(RELEASE_TRANSITIONS, 'approve', release.status, notChangeable('approve'));
    const approved = await updateRelease(tx, release.id, { status, approvedAt: new Date(), approvedBy: viewer.id, approvalReason: body.reason });
    const notified = await tell(deps, tx, booking, receipt, viewer.id, ['trader', 'owner'], {
      type: 'release_approved',
      title: (i18n) => i18n._('Release approved'),
      sentence: (i18n) =>
        i18n._('Release of {goods} approved by an administrator while invoices are unpaid: {reason}', { goods: releaseGoodsIn(i18n, release, receipt), reason: body.reason }),
    });
    await recordActivity(tx, {
      type: 'release.approved',
      message: `Held release of ${releaseGoods(release, receipt)} approved on booking ${formatBookingNumber(booking.id)}: ${body.reason}`,
      status: 'success',
      data: { input_params: { releaseId, ...body } },
      viewer,
      requestId: actor.requestId,
    });
    return { release: approved, notified };
  });
}

/**
 * The warehouse's owner (or an administrator) confirms goods left: when, and how much (at most what
 * was approved; less frees the rest). The receipt's quantity in store drops, and at zero it is released.
 */
export async function confirmRelease(deps: ReleaseDeps, actor: Actor, releaseId: string, body: { releasedOn: string; quantity: number }): Promise<GoodsRelease> {
  return changeRelease(deps, actor, { type: 'release.confirmed', data: { input_params: { releaseId, ...body } } }, releaseId, async (tx, { viewer, booking, receipt, release }) => {
    requirePermission(viewer, 'warehouse:manage', { ownerId: booking.warehouseOwnerId });
    // The status first, then the dates: a held release is refused for what it is, whatever the date.
    assertTransition(RELEASE_TRANSITIONS, 'confirm', release.status, notChangeable('confirm'));
    if (body.releasedOn > addDays(todayUtc(), 1)) {
      throw new AppError('validation_error', RELEASE_MESSAGES.releasedOnInFuture, { releasedOn: [RELEASE_MESSAGES.releasedOnInFuture] });
    }
    if (body.releasedOn < addDays(todayUtc(release.createdAt), -1)) {
      throw new AppError('validation_error', RELEASE_MESSAGES.releasedOnBeforeRequest, { releasedOn: [RELEASE_MESSAGES.releasedOnBeforeRequest] });
    }
    const { release: confirmed, inStore, receiptStatus } = await writeGoodsOut(tx, receipt, release, body, viewer.id);
    const notified = await tell(deps, tx, booking, receipt, viewer.id, ['trader', 'owner'], {
      type: 'goods_released',
      title: (i18n) => i18n._('Goods released'),
      sentence: (i18n) => goodsReleased(i18n, receipt, body, inStore),
    });
    await recordActivity(tx, {
      type: 'release.confirmed',
      message: `Goods released on booking ${formatBookingNumber(booking.id)}: ${releaseGoods(body, receipt)}`,
      status: 'success',
      data: { input_params: { releaseId, ...body }, output_data: { receiptStatus, quantityInStore: inStore } },
      viewer,
      requestId: actor.requestId,
    });
    return { release: confirmed, notified };
  });
}

/** The trader (or an administrator) withdraws a held or approved release before the goods leave; its quantity is free again. */
export async function cancelRelease(deps: ReleaseDeps, actor: Actor, releaseId: string): Promise<GoodsRelease> {
  return changeRelease(deps, actor, { type: 'release.cancelled', data: { input_params: { releaseId } } }, releaseId, async (tx, { viewer, booking, receipt, release }) => {
    requirePermission(viewer, 'release:request', booking);
    const status = assertTransition(RELEASE_TRANSITIONS, 'cancel', release.status, notChangeable('cancel'));
    const cancelled = await updateRelease(tx, release.id, { status, cancelledAt: new Date(), cancelledBy: viewer.id });
    await postSystemMessage(tx, { bookingId: booking.id }, (i18n) => i18n._('Release of {goods} cancelled.', { goods: releaseGoodsIn(i18n, release, receipt) }));
    const goods = releaseGoods(release, receipt);
    await recordActivity(tx, {
      type: 'release.cancelled',
      message: `Release of ${goods} cancelled on booking ${formatBookingNumber(booking.id)}`,
      status: 'success',
      data: { input_params: { releaseId } },
      viewer,
      requestId: actor.requestId,
    });
    return { release: cancelled, notified: [] };
  });
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

function toGoodsRelease(viewer: Viewer, booking: BookingRow, release: ReleaseRow, receipt: ReleaseReceipt, unpaidInvoiceNumbers: readonly string[]): GoodsRelease {
  return {
    id: release.id,
    status: release.status,
    receipt: { id: receipt.id, number: receipt.number, commodity: receipt.commodity, quantityUnit: receipt.quantityUnit },
    quantity: toSizeNumber(release.quantity),
    plannedOn: release.plannedOn,
    carrier: release.carrier,
    requestedAt: release.createdAt.toISOString(),
    heldFor: release.status === 'held' ? [...unpaidInvoiceNumbers] : [],
    approval: release.approvedAt ? { approvedAt: release.approvedAt.toISOString(), reason: release.approvalReason } : null,
    released: release.releasedOn && release.releasedQuantity ? { releasedOn: release.releasedOn, quantity: toSizeNumber(release.releasedQuantity) } : null,
    cancelledAt: release.cancelledAt?.toISOString() ?? null,
    ...mayChange(viewer, booking, release),
  };
}

/**
 * A booking's releases, newest first, for its trader, the warehouse's owner and administrators (404
 * for anyone else); the receipts the viewer may release from with what is still free of each; and the
 * unpaid invoices' numbers a held release waits on (numbers only: the owner sees no amounts).
 */
export async function listBookingReleases(db: Database, viewer: Viewer | null, bookingId: string): Promise<BookingReleasesResponse> {
  const signedIn = requirePermission(viewer, 'booking:view');
  const booking = assertBookingParticipant(signedIn, await findBooking(db, bookingId));
  const rows = await findBookingReleases(db, booking.id);
  const unpaidInvoiceNumbers = await outstandingInvoiceNumbers(db, booking.id);
  const mayRequest = can(signedIn, 'release:request', booking);
  const releasable = mayRequest
    ? (await findReleasableReceipts(db, booking.id))
        .map(({ quantityInStore, claimed, ...receipt }) => ({
          ...receipt,
          quantityInStore: toSizeNumber(quantityInStore),
          available: (hundredthsOf(quantityInStore) - hundredthsOf(claimed)) / 100,
        }))
        .filter((receipt) => receipt.available > 0)
    : [];
  return {
    items: rows.map(({ release, receipt }) => toGoodsRelease(signedIn, booking, release, receipt, unpaidInvoiceNumbers)),
    canRequest: mayRequest && releasable.length > 0,
    releasable,
    unpaidInvoiceNumbers,
  };
}
