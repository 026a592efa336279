import type { I18n } from '@lingui/core';
import {
  bookingLinkPath,
  type AdminBookingListItem,
  type BookingDetail,
  type BookingListItem,
  type ListAdminBookingsQuery,
  type ListAdminBookingsResponse,
  type ListBookingsQuery,
  type ListBookingsResponse,
} from '@shared/contracts/bookings';
import { BOOKING_LIVE_KEYS } from '@shared/contracts/live-keys';
import { formatDateRange, todayUtc } from '@shared/dates';
import { BOOKING_MESSAGES } from '@shared/errors';
import { can } from '@shared/permissions';
import { shortId } from '@shared/ids';
import { BOOKING_INITIAL_STATUS, BOOKING_TRANSITIONS, type BookingAction, canBooking } from '@shared/statuses/booking';
import type { InquiryAction } from '@shared/statuses/inquiry';
import { assertTransition } from '@shared/statuses/machine';
import { canOffer } from '@shared/statuses/offer';
import { toSizeNumber } from '@shared/sizes';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { ErrorLog } from '../../platform/logging';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { transitionInquiry } from '../inquiries/inquiries.service';
import { announceCapacityChanged, releaseOfferCapacity } from '../capacity/capacity.service';
import { findOfferLinesForBooking } from '../offers/offers.reads.service';
import { commitAcceptedOfferSpace } from '../offers/offers.responses.service';
import { announceThreadChanged, postMessageAs, postSystemMessage } from '../messaging/messaging.service';
import { findAccount } from '../users/users.service';
import { announceNotifications, type Notice, notifyAdministrators, notifyUsers, notifyUsersWithEmail, queueEmailIfWanted } from '../notifications/notifications.service';
import { findWarehouseForInquiry } from '../warehouses/warehouse-availability.service';
import { readPlatformConfig } from '../platform/platform.service';
import { bookingConfirmedEmail } from './bookings.emails';
import {
  type BookingRow,
  countBookingsWithStatus,
  findAdminBookingsPage,
  type BookingCharges,
  findBookingById,
  findBookingCharges,
  findBookingWarehouse,
  findParticipantBookingsPage,
  insertBookingWithLines,
  lockBookingById,
  lockOfferById,
  type NewBooking,
  setOfferBookingId,
  updateBookingRow,
} from './bookings.repository';

/** What creating a booking needs besides the database and events: links in the email and message. */
export type BookingDeps = ServiceDeps & { config: Pick<Config, 'publicUrl'> };

/** "#3f2a9c1e": how a booking is named in lists, messages and notifications (spec 02 section 9). */
export function formatBookingNumber(id: string): string {
  return `#${shortId(id)}`;
}

/** The text of the system message a status change writes into the booking's thread. */
export function bookingStatusMessage(i18n: I18n, action: BookingAction | 'create', reason?: string): string {
  if (action === 'create') return i18n._('Booking created.');
  if (action === 'complete') return i18n._('Booking completed.');
  return reason ? i18n._('Booking cancelled. Reason: {reason}', { reason }) : i18n._('Booking cancelled.');
}

/** The administrator's personal message to the trader after the booking is created (spec 02 section 7). */
export function bookingCreatedMessage(publicUrl: string, bookingId: string): string {
  return `Your booking ${formatBookingNumber(bookingId)} has been created. You can view it here: ${publicUrl}${bookingLinkPath(bookingId)}`;
}

// ---------------------------------------------------------------------------------------------
// Live updates
// ---------------------------------------------------------------------------------------------

/** After the commit: the trader's and owner's pages and every administrator's refetch bookings, inquiries and dashboards. */
async function announceBookingsChanged(deps: ServiceDeps, participantIds: readonly string[]): Promise<void> {
  const { bookings, inquiries, adminInquiries, offers, dashboard } = BOOKING_LIVE_KEYS;
  await deps.events.publish({
    audience: { userIds: [...new Set(participantIds)] },
    event: { type: 'invalidate', keys: [bookings, inquiries, offers, dashboard] },
  });
  await deps.events.publish({
    audience: { roles: ['administrator'] },
    event: { type: 'invalidate', keys: [bookings, inquiries, adminInquiries, offers, dashboard] },
  });
}

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

/**
 * Writes the booking of an accepted offer inside the caller's transaction: the row, snapshots of the
 * offer's space and service lines, and the offer pointing at it. No checks, events or messages:
 * createBookingFromOffer makes those around it; the demo seed writes its bookings through it too.
 */
export async function insertBookingOfOffer(tx: Executor, booking: NewBooking): Promise<BookingRow> {
  const lines = await findOfferLinesForBooking(tx, booking.offerId);
  const row = await insertBookingWithLines(tx, booking, lines);
  await setOfferBookingId(tx, booking.offerId, row.id);
  return row;
}

/**
 * Turns an accepted offer into a booking (administrators). One transaction with the offer row
 * locked: the offer must be accepted; if it already has a booking, that booking is the answer
 * (`isNew: false`), so two clicks make one booking. Otherwise the booking and the snapshots of
 * its lines are written, the offer points at it, the inquiry is confirmed, the thread gets a system
 * message, the administrators and the owner are notified (booking_created), the trader too
 * (booking_confirmed) and an email goes to the trader. After the commit the administrator's message
 * to the trader is posted in the booking's thread; its failure is only logged.
 */
export async function createBookingFromOffer(
  deps: BookingDeps,
  actor: Actor,
  offerId: string,
  log?: ErrorLog,
): Promise<{ id: string; isNew: boolean }> {
  const admin = requirePermission(actor.viewer, 'bookings:manage');
  const activity = { type: 'booking.created', data: { input_params: { offerId } } };
  const result = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const offer = await lockOfferById(tx, offerId);
      if (!offer) throw new AppError('not_found', BOOKING_MESSAGES.offerNotFound);
      if (offer.bookingId) return { id: offer.bookingId, isNew: false as const };
      if (!canOffer('book', offer.status)) throw new AppError('offer_not_accepted', BOOKING_MESSAGES.offerNotAccepted);

      const inquiry = await transitionInquiry(tx, offer.inquiryId, 'book', () => new AppError('offer_not_accepted', BOOKING_MESSAGES.offerNotAccepted));
      // The foreign keys keep the inquiry and its warehouse while an offer refers to them.
      if (!inquiry) throw new AppError('not_found', BOOKING_MESSAGES.offerNotFound);
      const warehouse = await findWarehouseForInquiry(tx, inquiry.warehouseId);
      const trader = await findAccount(tx, inquiry.traderId);
      if (!warehouse || !trader) throw new AppError('not_found', BOOKING_MESSAGES.offerNotFound);
      // Accepting committed the space already (then this is a no-op); an offer accepted before
      // capacity was counted commits it here, or the booking is refused. Offer, inquiry, then
      // warehouse lock: the order of every flow that commits space.
      await commitAcceptedOfferSpace(tx, { offerId: offer.id, inquiry, createdBy: admin.id }, BOOKING_MESSAGES.noLongerFree);

      const booking = await insertBookingOfOffer(tx, {
        offerId: offer.id,
        inquiryId: inquiry.id,
        traderId: inquiry.traderId,
        warehouseId: warehouse.id,
        warehouseOwnerId: warehouse.ownerId,
        status: BOOKING_INITIAL_STATUS,
        startDate: inquiry.startDate,
        endDate: inquiry.endDate,
        totalCostCents: offer.totalWithFeeCents,
      });
      await postSystemMessage(tx, { bookingId: booking.id }, (i18n) => bookingStatusMessage(i18n, 'create'));

      const number = formatBookingNumber(booking.id);
      // Written in each reader's language and date format.
      const values = () => ({ number, warehouse: warehouse.name, period: formatDateRange(booking.startDate, booking.endDate) });
      const createdNotice: Notice = {
        type: 'booking_created',
        title: (i18n) => i18n._('New booking created'),
        message: (i18n) => i18n._('Booking {number} for {warehouse} ({period}) was created.', values()),
        bookingId: booking.id,
      };
      const administratorIds = await notifyAdministrators(tx, [createdNotice]);
      // An owner who is also an administrator has had the notice already.
      const ownerIds = administratorIds.includes(warehouse.ownerId) ? [] : [warehouse.ownerId];
      // The owner learns of a booking on their warehouse by email too, when their profile says so (decision 203).
      await notifyUsersWithEmail(tx, deps.config.publicUrl, ownerIds, createdNotice);
      await notifyUsers(tx, [inquiry.traderId], {
        type: 'booking_confirmed',
        title: (i18n) => i18n._('Booking confirmed'),
        message: (i18n) => i18n._('Your booking {number} at {warehouse} ({period}) is confirmed.', values()),
        bookingId: booking.id,
      });
      // The trader's confirmation email, when their profile says so (decision 203).
      await queueEmailIfWanted(tx, trader.id, (recipient) =>
        bookingConfirmedEmail({
          to: recipient.email,
          locale: recipient.locale,
          firstName: recipient.firstName,
          publicUrl: deps.config.publicUrl,
          bookingId: booking.id,
          warehouseName: warehouse.name,
          startDate: booking.startDate,
          endDate: booking.endDate,
          totalCostCents: booking.totalCostCents,
        }),
      );
      await recordActivity(tx, {
        type: 'booking.created',
        message: `Booking ${shortId(booking.id)} created from offer ${shortId(offer.id)} for ${warehouse.name}`,
        status: 'success',
        data: { input_params: { offerId }, output_data: { bookingId: booking.id, inquiryId: inquiry.id } },
        viewer: admin,
        requestId: actor.requestId,
      });
      return {
        id: booking.id,
        isNew: true as const,
        traderId: inquiry.traderId,
        ownerId: warehouse.ownerId,
        notified: [...administratorIds, ...ownerIds, inquiry.traderId],
      };
    }),
  );
  if (!result.isNew) return { id: result.id, isNew: false };

  const subject = { bookingId: result.id };
  try {
    await deps.db.transaction((tx) => postMessageAs(tx, subject, admin.id, bookingCreatedMessage(deps.config.publicUrl, result.id)));
  } catch (error) {
    // The booking stands; the trader has the email and the notification (spec 02 section 7).
    log?.error({ err: error, bookingId: result.id }, 'booking: message to the trader failed');
  }
  await announceThreadChanged(deps, subject);
  await announceNotifications(deps, result.notified);
  await announceBookingsChanged(deps, [result.traderId, result.ownerId]);
  return { id: result.id, isNew: true };
}

// ---------------------------------------------------------------------------------------------
// Complete and cancel
// ---------------------------------------------------------------------------------------------

/** The inquiry follows its booking. */
const INQUIRY_ACTION: Record<BookingAction, InquiryAction> = { complete: 'complete_booking', cancel: 'cancel_booking' };
const REFUSAL: Record<BookingAction, string> = { complete: BOOKING_MESSAGES.cannotComplete, cancel: BOOKING_MESSAGES.cannotCancel };

/**
 * An administrator completes or cancels an active booking (row locked, spec 02 section 4); its
 * inquiry follows (completed or cancelled) and the thread gets a system message.
 */
async function changeBookingStatus(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  action: BookingAction,
  reason?: string,
): Promise<BookingDetail> {
  const admin = requirePermission(actor.viewer, 'bookings:manage');
  const activity = { type: `booking.${action === 'complete' ? 'completed' : 'cancelled'}`, data: { input_params: { bookingId: id, reason } } };
  const booking = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const current = await lockBookingById(tx, id);
      if (!current) throw new AppError('not_found', BOOKING_MESSAGES.notFound);
      const status = assertTransition(BOOKING_TRANSITIONS, action, current.status, () => new AppError('booking_not_active', REFUSAL[action]));
      const now = new Date();
      const updated = await updateBookingRow(
        tx,
        id,
        action === 'complete' ? { status, completedAt: now } : { status, cancelledAt: now, cancellationReason: reason ?? null },
      );
      await transitionInquiry(tx, current.inquiryId, INQUIRY_ACTION[action], () => new AppError('booking_not_active', REFUSAL[action]));
      // Its space is free again from today (days already used stay counted). Freeing needs no
      // capacity lock: a check running meanwhile sees the space still taken, which is safe.
      await releaseOfferCapacity(tx, current.offerId, todayUtc(now));
      await postSystemMessage(tx, { bookingId: id }, (i18n) => bookingStatusMessage(i18n, action, reason));
      await recordActivity(tx, {
        type: activity.type,
        message: `Booking ${shortId(id)} ${status}`,
        status: 'success',
        data: { input_params: { bookingId: id, reason }, output_data: { before: current.status, after: status } },
        viewer: admin,
        requestId: actor.requestId,
      });
      return updated;
    }),
  );
  await announceThreadChanged(deps, { bookingId: id });
  await announceBookingsChanged(deps, [booking.traderId, booking.warehouseOwnerId]);
  await announceCapacityChanged(deps, booking.warehouseId);
  return buildDetail(deps.db, admin, booking);
}

export async function completeBooking(deps: ServiceDeps, actor: Actor, id: string): Promise<BookingDetail> {
  return changeBookingStatus(deps, actor, id, 'complete');
}

export async function cancelBooking(deps: ServiceDeps, actor: Actor, id: string, input: { reason: string }): Promise<BookingDetail> {
  const reason = input.reason.trim();
  if (!reason) throw new AppError('validation_error', BOOKING_MESSAGES.reasonRequired, { reason: [BOOKING_MESSAGES.reasonRequired] });
  return changeBookingStatus(deps, actor, id, 'cancel', reason);
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/**
 * Whether this viewer sees a booking's fee and all-in total; the owners' switch is read once per
 * answer by the caller (readPlatformConfig).
 */
function maySeePrice(viewer: Viewer, booking: { traderId: string }, ownersSeePlatformFee: boolean): boolean {
  return can(viewer, 'booking:view-price', { traderId: booking.traderId, ownersSeePlatformFee });
}

function toListItem(row: Awaited<ReturnType<typeof findParticipantBookingsPage>>['rows'][number], isPriceVisible: boolean): BookingListItem {
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    linesTotalCents: row.linesTotalCents,
    totalCostCents: isPriceVisible ? row.totalCostCents : null,
    createdAt: row.createdAt.toISOString(),
    warehouse: row.warehouse,
  };
}

/**
 * /bookings: the bookings the viewer takes part in — their own as a trader, those on their
 * warehouses as an owner, every booking as an administrator (several roles: the union).
 */
export async function listMyBookings(db: Database, viewer: Viewer | null, query: ListBookingsQuery): Promise<ListBookingsResponse> {
  const signedIn = requirePermission(viewer, 'account:use');
  const found = await findParticipantBookingsPage(db, { userId: signedIn.id, everyone: can(signedIn, 'bookings:view-all'), ...pageWindow(query) });
  const { ownersSeePlatformFee } = await readPlatformConfig(db);
  return pageAnswer(query, found, (row) => toListItem(row, maySeePrice(signedIn, row, ownersSeePlatformFee)));
}

/** /admin/bookings: every booking, newest first, optionally of one status (administrators). */
export async function listAdminBookings(
  db: Database,
  viewer: Viewer | null,
  query: ListAdminBookingsQuery,
): Promise<ListAdminBookingsResponse> {
  requirePermission(viewer, 'bookings:manage');
  const status = query.status !== 'all' ? query.status : undefined;
  const found = await findAdminBookingsPage(db, { ...(status ? { status } : {}), ...(query.search ? { search: query.search } : {}), ...pageWindow(query) });
  // Administrators see every price ('booking:view-price').
  return pageAnswer(query, found, (row): AdminBookingListItem => ({ ...toListItem(row, true), trader: row.trader }));
}

async function buildDetail(db: Executor, viewer: Viewer, row: BookingRow): Promise<BookingDetail> {
  const [{ warehouse, spaces, services, amounts }, trader, config] = await Promise.all([
    findBookingCharges(db, row),
    findAccount(db, row.traderId),
    readPlatformConfig(db),
  ]);
  const mayManage = can(viewer, 'bookings:manage');
  const isPriceVisible = maySeePrice(viewer, row, config.ownersSeePlatformFee);
  // The offer foreign key keeps the offer while its booking exists; the lines' sum is the fallback.
  const linesTotalCents = amounts?.subtotalCents ?? [...spaces, ...services].reduce((sum, line) => sum + line.totalCents, 0);
  return {
    id: row.id,
    inquiryId: row.inquiryId,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    linesTotalCents,
    totalCostCents: isPriceVisible ? row.totalCostCents : null,
    platformFee:
      isPriceVisible && amounts ? { percentage: Number(amounts.platformFeePercentage), cents: amounts.platformFeeCents } : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    // The foreign keys keep the warehouse and the trader while a booking refers to them.
    warehouse: {
      id: row.warehouseId,
      name: warehouse?.name ?? '',
      address: warehouse?.address ?? '',
      city: warehouse?.city ?? '',
      country: warehouse?.country ?? '',
    },
    trader: { id: row.traderId, firstName: trader?.firstName ?? null, lastName: trader?.lastName ?? null, email: trader?.email ?? '' },
    spaces: spaces.map((space) => ({ ...space, sizeM2: toSizeNumber(space.sizeM2) })),
    services,
    canComplete: mayManage && canBooking('complete', row.status),
    canCancel: mayManage && canBooking('cancel', row.status),
  };
}

/**
 * /bookings/{id}: the trader, the warehouse's owner and administrators. Anyone else gets the same
 * 404 as for a missing booking, so ids of other people's bookings reveal nothing.
 */
export async function getBooking(db: Database, viewer: Viewer | null, id: string): Promise<BookingDetail> {
  const signedIn = requirePermission(viewer, 'booking:view');
  return buildDetail(db, signedIn, assertBookingParticipant(signedIn, await findBookingById(db, id)));
}

// ---------------------------------------------------------------------------------------------
// For other modules
// ---------------------------------------------------------------------------------------------

/** Active bookings of one trader, or all of them (the dashboard). */
export async function countActiveBookings(db: Executor, options: { traderId?: string } = {}): Promise<number> {
  return countBookingsWithStatus(db, { status: 'active', ...options });
}

export type { BookingRow };

/**
 * The booking for a viewer who takes part in it (its trader, its warehouse's owner, an administrator);
 * anyone else gets the same 404 as for a missing booking, so ids of other people's bookings reveal nothing.
 */
export function assertBookingParticipant(viewer: Viewer, booking: BookingRow | undefined): BookingRow {
  if (!booking || !can(viewer, 'booking:view', booking)) throw new AppError('not_found', BOOKING_MESSAGES.notFound);
  return booking;
}

/** A booking, for the modules that work on one (goods received): read, or locked until the transaction ends. */
export async function findBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
  return findBookingById(db, id);
}

export async function lockBooking(tx: Executor, id: string): Promise<BookingRow | undefined> {
  return lockBookingById(tx, id);
}

/** Where a booking's goods are: its warehouse's name and country (a further invoice's place of supply). */
export async function findBookedWarehouse(db: Executor, booking: Pick<BookingRow, 'warehouseId'>) {
  return (await findBookingWarehouse(db, booking.warehouseId))!;
}

/** What a booking charges, as its accepted offer priced it, and where: for its invoice (issue #38). */
export async function readBookingCharges(tx: Executor, booking: Pick<BookingRow, 'id' | 'offerId' | 'warehouseId'>): Promise<BookingCharges> {
  return findBookingCharges(tx, booking);
}
