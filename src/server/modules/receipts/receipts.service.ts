import type { I18n } from '@lingui/core';
import { BOOKING_LIVE_KEYS, RECEIPT_LIVE_KEYS } from '@shared/contracts/live-keys';
import {
  type BookingReceiptsResponse,
  type ReceiptVerification,
  receiptPdfPath,
  receiptVerificationPath,
  type WarehouseReceipt,
} from '@shared/contracts/receipts';
import { addDays, formatDate, todayUtc } from '@shared/dates';
import { DOCUMENT_SERIES } from '@shared/document-numbers';
import { referenceName } from '../../platform/reference-texts';
import { localeOf } from '../../platform/texts';
import { RECEIPT_MESSAGES, RELEASE_MESSAGES } from '@shared/errors';
import { type Asker, can } from '@shared/permissions';
import { toSizeDecimal, toSizeNumber } from '@shared/sizes';
import { assertTransition } from '@shared/statuses/machine';
import { canReceipt, RECEIPT_INITIAL_STATUS, RECEIPT_TRANSITIONS } from '@shared/statuses/receipt';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import type { ErrorLog } from '../../platform/logging';
import { allocateDocumentNumber } from '../../platform/document-numbers';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { generateToken } from '../../platform/tokens';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { assertBookingParticipant, type BookingRow, findBooking, formatBookingNumber, lockBooking } from '../bookings/bookings.service';
import { announceInvoicesChanged, type IssuedDocument, issueBookingInvoiceOnFirstReceipt, storeIssuedPdf } from '../invoices/invoices.service';
import { announceThreadChanged, postSystemMessage } from '../messaging/messaging.service';
import { announceNotifications, type Notice, notifyAdministrators, notifyUsersWithEmail } from '../notifications/notifications.service';
import { readInvoiceIssuer } from '../platform/platform.service';
import { hasOpenReleases } from './releases.repository';
import { findCompanyName } from '../profile/profile.service';
import { documentLocaleOf } from '../users/users.service';
import { findWarehouseForInquiry } from '../warehouses/warehouse-availability.service';
import { describeGoodsIn } from './goods-text';
import { renderReceiptPdf } from './receipt-pdf';
import { attachReceiptPhotos, toReceiptPhoto } from './receipt-photos.service';
import { findReceiptPhotos, type ReceiptPhotoRow } from './receipt-photos.repository';
import {
  findBookingReceipts,
  findBookingSpace,
  findReceiptById,
  findReceiptByToken,
  findReceiptDocument,
  insertReceipt,
  lockReceiptById,
  markReceiptSuperseded,
  type ReceiptRow,
} from './receipts.repository';

/** What recording goods needs besides the database and events: the link in the notification email, and the files for the invoice it may issue. */
export type ReceiptDeps = ServiceDeps & { config: { publicUrl: string }; storage: Storage; log: ErrorLog };

/** The validated body of POST /api/bookings/:id/receipts and /api/receipts/:id/correction. */
export type GoodsReceived = {
  receivedOn: string;
  bookingSpaceId: string;
  commodity: string;
  packaging: WarehouseReceipt['packaging'];
  quantity: number;
  quantityUnit: string;
  grossWeightKg: number;
  marks: string;
  condition: WarehouseReceipt['condition'];
  damageNote: string;
  /** Pending photos of the booking to put on the receipt, in order (receipt-photos.service.ts). */
  photoIds?: readonly string[];
};

// ---------------------------------------------------------------------------------------------
// Who may
// ---------------------------------------------------------------------------------------------

/** Whether this viewer may record goods on the booking now: its warehouse's owner or an administrator, while it is active. */
function mayRecordGoods(viewer: Viewer, booking: BookingRow): boolean {
  return can(viewer, 'warehouse:manage', { ownerId: booking.warehouseOwnerId }) && booking.status === 'active';
}

/** The refusals of recording or correcting, in the order a person would fix them: the role, then the booking's status, then the date. */
function assertMayRecord(viewer: Viewer, booking: BookingRow, receivedOn: string, now: Date): void {
  // Goods go into the warehouse: whoever manages it records them.
  requirePermission(viewer, 'warehouse:manage', { ownerId: booking.warehouseOwnerId });
  if (booking.status !== 'active') throw new AppError('booking_not_active', RECEIPT_MESSAGES.bookingNotActive);
  // A day either side of UTC's calendar: an owner records the day as their own calendar shows it, in any time zone.
  if (receivedOn > addDays(todayUtc(now), 1)) {
    throw new AppError('validation_error', RECEIPT_MESSAGES.receivedOnInFuture, { receivedOn: [RECEIPT_MESSAGES.receivedOnInFuture] });
  }
  if (receivedOn < addDays(todayUtc(booking.createdAt), -1)) {
    throw new AppError('validation_error', RECEIPT_MESSAGES.receivedOnBeforeBooking, { receivedOn: [RECEIPT_MESSAGES.receivedOnBeforeBooking] });
  }
}

// ---------------------------------------------------------------------------------------------
// Issue
// ---------------------------------------------------------------------------------------------

/** After the commit: the booking's people and every administrator refetch its receipts and the thread. */
async function announceReceiptsChanged(deps: ServiceDeps, booking: BookingRow, notified: readonly string[]): Promise<void> {
  const keys = [RECEIPT_LIVE_KEYS.receipts, BOOKING_LIVE_KEYS.bookings];
  await deps.events.publish({ audience: { userIds: [booking.traderId, booking.warehouseOwnerId] }, event: { type: 'invalidate', keys } });
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys } });
  await announceThreadChanged(deps, { bookingId: booking.id });
  await announceNotifications(deps, notified);
}

/**
 * Writes a receipt for goods received into one booked space, in the caller's transaction: its number
 * (gapless per year), its verification token and the depositor's company as it stands now; the
 * receipt it corrects, if any, becomes superseded; the photos goods.photoIds names are attached
 * (attachReceiptPhotos: pending photos of this booking by `attachedBy`, or any for an administrator).
 * No other checks and no messages: issueReceipt makes those around it; the demo seed writes its
 * receipts through it too.
 */
export async function writeReceipt(
  tx: Executor,
  booking: Pick<BookingRow, 'id' | 'traderId'>,
  space: { id: string },
  goods: Omit<GoodsReceived, 'bookingSpaceId'>,
  options: { supersedes: ReceiptRow | null; recordedBy: string | null; attachedBy?: Asker },
): Promise<ReceiptRow> {
  const issuedAt = new Date();
  const quantity = toSizeDecimal(goods.quantity);
  const receipt = await insertReceipt(tx, {
    number: await allocateDocumentNumber(tx, DOCUMENT_SERIES.receipt, issuedAt),
    bookingId: booking.id,
    bookingSpaceId: space.id,
    status: RECEIPT_INITIAL_STATUS,
    receivedOn: goods.receivedOn,
    commodity: goods.commodity,
    packaging: goods.packaging,
    quantity,
    quantityUnit: goods.quantityUnit,
    quantityInStore: quantity,
    grossWeightKg: toSizeDecimal(goods.grossWeightKg),
    marks: goods.marks,
    condition: goods.condition,
    damageNote: goods.condition === 'damaged' ? goods.damageNote : '',
    depositorCompany: await findCompanyName(tx, booking.traderId),
    // Printed in the depositor's language at issue, kept for every later print (decision 238).
    locale: await documentLocaleOf(tx, booking.traderId),
    verifyToken: generateToken(),
    supersedesId: options.supersedes?.id ?? null,
    recordedBy: options.recordedBy,
    createdAt: issuedAt,
  });
  if (options.supersedes) await markReceiptSuperseded(tx, options.supersedes.id);
  await attachReceiptPhotos(tx, receipt, goods.photoIds ?? [], options.attachedBy ?? null);
  return receipt;
}

/** "Goods received on 14 Nov 2026: 180 pallets of … into Indoor. Warehouse receipt WR-…": the booking thread's system message. */
export function goodsReceivedMessage(i18n: I18n, receipt: Pick<ReceiptRow, 'number' | 'receivedOn' | 'quantity' | 'quantityUnit' | 'commodity'>, spaceTypeName: string): string {
  return i18n._('Goods received on {date}: {goods} into {spaceType}. Warehouse receipt {number}.', {
    date: formatDate(receipt.receivedOn),
    goods: describeGoodsIn(i18n, receipt),
    spaceType: referenceName(i18n, spaceTypeName),
    number: receipt.number,
  });
}

/**
 * Issues a receipt (writeReceipt) in the caller's transaction with the booking locked, and tells
 * everyone: a system message in the booking's thread, and notices to the trader (by email too when
 * their profile says so), the warehouse's owner and the administrators — not the one who recorded it.
 * Returns the receipt and who was notified.
 */
async function issueReceipt(
  deps: ReceiptDeps,
  tx: Executor,
  actor: { viewer: Viewer; requestId?: string },
  booking: BookingRow,
  goods: GoodsReceived,
  supersedes: ReceiptRow | null,
): Promise<{ receipt: ReceiptRow; spaceTypeName: string; notified: string[]; invoiced: IssuedDocument | null }> {
  const space = await findBookingSpace(tx, booking.id, goods.bookingSpaceId);
  if (!space) throw new AppError('validation_error', RECEIPT_MESSAGES.spaceNotInBooking, { bookingSpaceId: [RECEIPT_MESSAGES.spaceNotInBooking] });
  const receipt = await writeReceipt(tx, booking, space, goods, { supersedes, recordedBy: actor.viewer.id, attachedBy: actor.viewer });
  const number = receipt.number;

  const bookingNumber = formatBookingNumber(booking.id);
  await postSystemMessage(tx, { bookingId: booking.id }, (i18n) =>
    supersedes
      ? i18n._('Receipt {replaced} corrected: {number} replaces it ({goods}, {spaceType}).', {
          replaced: supersedes.number,
          number,
          goods: describeGoodsIn(i18n, receipt),
          spaceType: referenceName(i18n, space.spaceTypeName),
        })
      : goodsReceivedMessage(i18n, receipt, space.spaceTypeName),
  );
  const warehouse = await findWarehouseForInquiry(tx, booking.warehouseId);
  const notice: Notice = {
    type: 'goods_received',
    title: (i18n) => (supersedes ? i18n._('Warehouse receipt corrected') : i18n._('Goods received')),
    message: (i18n) => {
      const about = {
        booking: bookingNumber,
        warehouse: warehouse?.name ?? i18n._('the warehouse'),
        goods: describeGoodsIn(i18n, receipt),
      };
      return supersedes
        ? i18n._('{number} replaces {replaced} for booking {booking} at {warehouse}: {goods}.', { number, replaced: supersedes.number, ...about })
        : i18n._('Warehouse receipt {number} for booking {booking} at {warehouse}: {goods}.', { number, ...about });
    },
    bookingId: booking.id,
  };
  const administratorIds = await notifyAdministrators(tx, [notice], { except: actor.viewer.id });
  const others = [booking.traderId, booking.warehouseOwnerId].filter((id) => id !== actor.viewer.id && !administratorIds.includes(id));
  // The depositor learns by email too when their profile says so (decision 203): a receipt is their title to the goods.
  await notifyUsersWithEmail(tx, deps.config.publicUrl, others, notice);
  // Goods are stored: the booking's invoice goes to the trader now (issue #38), once per booking.
  const invoiced = await issueBookingInvoiceOnFirstReceipt(deps, tx, booking, actor.viewer.id);
  await recordActivity(tx, {
    type: supersedes ? 'receipt.corrected' : 'receipt.issued',
    message: `Receipt ${number} issued on booking ${bookingNumber}${supersedes ? `, replacing ${supersedes.number}` : ''}`,
    status: 'success',
    data: { input_params: { bookingId: booking.id, supersedes: supersedes?.id ?? null }, output_data: { receiptId: receipt.id, number } },
    viewer: actor.viewer,
    requestId: actor.requestId,
  });
  return {
    receipt,
    spaceTypeName: space.spaceTypeName,
    notified: [...new Set([...administratorIds, ...others, ...(invoiced?.notified ?? [])])],
    invoiced: invoiced?.issued ?? null,
  };
}

/**
 * The one way a receipt is issued on a request: in a transaction, `target` locks the booking (and the
 * receipt a correction supersedes); then the refusals in the order a person would fix them (the role,
 * the booking's status, the date, a receipt that can no longer be corrected); then issueReceipt. After
 * the commit, the booking's people are told, and the new receipt is the answer.
 */
async function issueOnRequest(
  deps: ReceiptDeps,
  actor: Actor,
  activity: { type: string; data: { input_params: unknown } },
  goods: GoodsReceived,
  target: (tx: Executor, viewer: Viewer) => Promise<{ booking: BookingRow; supersedes: ReceiptRow | null }>,
): Promise<WarehouseReceipt> {
  const viewer = requirePermission(actor.viewer, 'account:use');
  const { booking, supersedes, issued } = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const { booking, supersedes } = await target(tx, viewer);
      assertMayRecord(viewer, booking, goods.receivedOn, new Date());
      if (supersedes) {
        assertTransition(RECEIPT_TRANSITIONS, 'supersede', supersedes.status, () => new AppError('receipt_not_correctable', RECEIPT_MESSAGES.notCorrectable));
        // A release requested of it would be left pointing at goods the correction replaces.
        if (await hasOpenReleases(tx, supersedes.id)) throw new AppError('receipt_not_correctable', RELEASE_MESSAGES.hasOpenReleases);
      }
      return { booking, supersedes, issued: await issueReceipt(deps, tx, { viewer, requestId: actor.requestId }, booking, goods, supersedes) };
    }),
  );
  await announceReceiptsChanged(deps, booking, issued.notified);
  if (issued.invoiced) {
    await storeIssuedPdf(deps, issued.invoiced);
    await announceInvoicesChanged(deps, booking.traderId);
  }
  return toWarehouseReceipt(issued.receipt, {
    spaceTypeName: issued.spaceTypeName,
    supersedes: supersedes && { id: supersedes.id, number: supersedes.number },
    supersededBy: null,
    mayRecord: mayRecordGoods(viewer, booking),
    photos: await findReceiptPhotos(deps.db, [issued.receipt.id]),
  });
}

/** The booking's owner or an administrator records goods received on an active booking: a new receipt. */
export async function recordGoodsReceived(deps: ReceiptDeps, actor: Actor, bookingId: string, goods: GoodsReceived): Promise<WarehouseReceipt> {
  return issueOnRequest(deps, actor, { type: 'receipt.issued', data: { input_params: { bookingId } } }, goods, async (tx, viewer) => ({
    booking: assertBookingParticipant(viewer, await lockBooking(tx, bookingId)),
    supersedes: null,
  }));
}

/**
 * A receipt is never edited: a correction issues a new receipt with the corrected goods, and the old
 * one becomes superseded and points at it. Only a valid receipt (none of its goods released) on an
 * active booking; booking, then receipt locked, so a correction and a new arrival queue.
 */
export async function correctReceipt(deps: ReceiptDeps, actor: Actor, receiptId: string, goods: GoodsReceived): Promise<WarehouseReceipt> {
  return issueOnRequest(deps, actor, { type: 'receipt.corrected', data: { input_params: { receiptId } } }, goods, async (tx, viewer) => {
    const found = await findReceiptById(tx, receiptId);
    if (!found) throw new AppError('not_found', RECEIPT_MESSAGES.notFound);
    const booking = assertBookingParticipant(viewer, await lockBooking(tx, found.bookingId));
    // Receipts are never deleted (restrict), so it is still there.
    return { booking, supersedes: (await lockReceiptById(tx, receiptId))! };
  });
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

function receivedGoodsOf(row: ReceiptRow) {
  return {
    receivedOn: row.receivedOn,
    commodity: row.commodity,
    packaging: row.packaging,
    quantity: toSizeNumber(row.quantity),
    quantityUnit: row.quantityUnit,
    quantityInStore: toSizeNumber(row.quantityInStore),
    grossWeightKg: toSizeNumber(row.grossWeightKg),
    marks: row.marks,
    condition: row.condition,
    damageNote: row.damageNote,
  };
}

type ReceiptReference = { id: string; number: string } | null;

/** A receipt as its booking's page shows it; `mayRecord`: whether the viewer may record goods on its booking now; `photos` in position order. */
function toWarehouseReceipt(
  receipt: ReceiptRow,
  related: { spaceTypeName: string; supersedes: ReceiptReference; supersededBy: ReceiptReference; mayRecord: boolean; photos: readonly ReceiptPhotoRow[] },
): WarehouseReceipt {
  return {
    id: receipt.id,
    number: receipt.number,
    status: receipt.status,
    issuedAt: receipt.createdAt.toISOString(),
    bookingSpace: { id: receipt.bookingSpaceId, spaceTypeName: related.spaceTypeName },
    ...receivedGoodsOf(receipt),
    supersedes: related.supersedes,
    supersededBy: related.supersededBy,
    verificationPath: receiptVerificationPath(receipt.verifyToken),
    pdfPath: receiptPdfPath(receipt.id),
    canCorrect: related.mayRecord && canReceipt('supersede', receipt.status),
    photos: related.photos.map(toReceiptPhoto),
  };
}

/** A left join's side: the receipt it names, or null when there is none. */
function referenceOf(joined: { id: string | null; number: string | null } | null): ReceiptReference {
  return joined?.id && joined.number ? { id: joined.id, number: joined.number } : null;
}

/** A booking's receipts, newest first: for its trader, the warehouse's owner and administrators (404 for anyone else). */
export async function listBookingReceipts(db: Database, viewer: Viewer | null, bookingId: string): Promise<BookingReceiptsResponse> {
  const signedIn = requirePermission(viewer, 'booking:view');
  const booking = assertBookingParticipant(signedIn, await findBooking(db, bookingId));
  const mayRecord = mayRecordGoods(signedIn, booking);
  const rows = await findBookingReceipts(db, booking.id);
  const photos = await findReceiptPhotos(db, rows.map((row) => row.receipt.id));
  const photosOf = (receiptId: string) => photos.filter((photo) => photo.receiptId === receiptId);
  return {
    canRecord: mayRecord,
    items: rows.map(({ receipt, spaceTypeName, supersededBy, supersedes }) =>
      toWarehouseReceipt(receipt, { spaceTypeName, supersedes: referenceOf(supersedes), supersededBy: referenceOf(supersededBy), mayRecord, photos: photosOf(receipt.id) }),
    ),
  };
}

/** The public verification page (no sign-in): the receipt's goods and standing, never prices or contact details. */
export async function getReceiptVerification(db: Database, token: string): Promise<ReceiptVerification> {
  const found = await findReceiptByToken(db, token);
  if (!found) throw new AppError('not_found', RECEIPT_MESSAGES.verificationNotFound);
  const { receipt, warehouse, supersededByNumber } = found;
  const issuer = await readInvoiceIssuer(db);
  return {
    number: receipt.number,
    status: receipt.status,
    issuedAt: receipt.createdAt.toISOString(),
    ...receivedGoodsOf(receipt),
    warehouse,
    depositorCompany: receipt.depositorCompany,
    issuer: { name: issuer.legalName, address: issuer.address },
    supersededByNumber,
  };
}

/**
 * A receipt's A4 PDF with a QR code of its verification page, for everyone on its booking (404 for
 * anyone else). Rendered on request from what the receipt wrote once (decision 212), with the issuer
 * as the settings name it now, like the verification page (decision 213); its standing is on that
 * page, not on the paper.
 */
export async function readReceiptPdf(deps: { db: Database; config: { publicUrl: string } }, viewer: Viewer | null, receiptId: string): Promise<{ pdf: Buffer; number: string }> {
  const signedIn = requirePermission(viewer, 'booking:view');
  const found = await findReceiptDocument(deps.db, receiptId);
  if (!found) throw new AppError('not_found', RECEIPT_MESSAGES.notFound);
  const booking = await findBooking(deps.db, found.receipt.bookingId);
  if (!booking || !can(signedIn, 'booking:view', booking)) throw new AppError('not_found', RECEIPT_MESSAGES.notFound);
  const { receipt } = found;
  const issuer = await readInvoiceIssuer(deps.db);
  const pdf = await renderReceiptPdf({
    locale: localeOf(receipt),
    number: receipt.number,
    issuedAt: receipt.createdAt.toISOString(),
    bookingNumber: formatBookingNumber(booking.id),
    issuer: { name: issuer.legalName, address: issuer.address },
    warehouse: found.warehouse,
    depositorCompany: receipt.depositorCompany,
    goods: { ...receivedGoodsOf(receipt), spaceTypeName: found.spaceTypeName },
    supersedesNumber: found.supersedesNumber,
    verificationUrl: deps.config.publicUrl + receiptVerificationPath(receipt.verifyToken),
  });
  return { pdf, number: receipt.number };
}
