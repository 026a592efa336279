import { createHash, randomUUID } from 'node:crypto';
import {
  type BookingInvoicesResponse,
  type InvoiceBuyer,
  type InvoicesResponse,
  type ReceivablesQuery,
  type ReceivablesResponse,
  type InvoiceDocument,
  invoicePdfPath,
  type InvoiceSeller,
  type InvoiceSummary,
} from '@shared/contracts/invoices';
import { INVOICE_LIVE_KEYS } from '@shared/contracts/live-keys';
import { addDays, formatDate, periodDays, todayUtc } from '@shared/dates';
import { DOCUMENT_SERIES } from '@shared/document-numbers';
import { BOOKING_MESSAGES, INVOICE_MESSAGES } from '@shared/errors';
import { basisPointsOfCents, formatCents } from '@shared/money';
import { can } from '@shared/permissions';
import { toSizeNumber } from '@shared/sizes';
import { type InvoiceKind, type InvoiceStatus, invoiceStatusOf, type PaymentMethod } from '@shared/statuses/invoice';
import type { LineEarner } from '@shared/statuses/ledger';
import { invoiceTotals, vatTreatment } from '@shared/vat';
import type { Locale } from '@shared/locales';
import { inLanguage, localeOf } from '../../platform/texts';
import { referenceName } from '../../platform/reference-texts';
import type { I18n } from '@lingui/core';
import { formatVatRate } from '@shared/finance';
import { personName } from '@shared/people';
import { Readable } from 'node:stream';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { allocateDocumentNumber } from '../../platform/document-numbers';
import { AppError } from '../../platform/errors';
import { resolveCountryCode } from '../../platform/geocoding';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { documentStorageKey, type Storage } from '../../platform/storage';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { onWorkerThread, workerEntry } from '../../platform/worker-thread';
import type { ErrorLog } from '../../platform/logging';
import { assertBookingParticipant, type BookingRow, findBookedWarehouse, findBooking, formatBookingNumber, readBookingCharges, lockBooking } from '../bookings/bookings.service';
import { announceThreadChanged, postSystemMessage } from '../messaging/messaging.service';
import { announceNotifications, type Notice, notifyAdministrators, notifyUsersWithEmail } from '../notifications/notifications.service';
import { postDocumentIssued, postInvoiceSettled, postPaymentReceived } from '../ledger/ledger.service';
import { readInvoicingSettings } from '../platform/platform.service';
import { readAccountWithProfile } from '../profile/profile.service';
import { documentLocaleOf } from '../users/users.service';
import type { InvoicePdfInput } from './invoice-pdf';
import type { InvoiceLineView } from '@shared/contracts/invoices';
import {
  findBookingInvoices,
  findCreditNotes,
  findInvoiceById,
  findInvoiceFinanceFacts,
  findInvoiceLines,
  findInvoicesPage,
  findPayments,
  findReceivablesPage,
  findUnpaidInvoiceNumbers,
  hasBookingInvoice,
  type InvoiceLineRow,
  type InvoiceRow,
  insertInvoice,
  insertPayment,
  lockInvoiceById,
  recordInvoicePdf,
  updateInvoiceSums,
} from './invoices.repository';

/**
 * renderInvoicePdf on a thread of its own (decision 229): a PDF takes about 7 ms of CPU; off the event
 * loop, other requests and the next issues go on meanwhile. A Buffer crosses the threads as a Uint8Array.
 */
const renderPdfOnThread = onWorkerThread<InvoicePdfInput, Uint8Array>(workerEntry(import.meta.url, 'invoice-pdf.worker'));
async function renderInvoicePdfOffThread(input: InvoicePdfInput): Promise<Buffer> {
  const bytes = await renderPdfOnThread(input);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** What issuing a document needs: the files (its PDF) and the link in the email. */
export type InvoiceDeps = ServiceDeps & { storage: Storage; config: { publicUrl: string }; log: ErrorLog };

/**
 * The state the cargo agent is established in (spec: 24WM OÜ, Tallinn, Estonia), which decides the
 * VAT of every invoice (decision 211). A setting only if the agent ever invoices from another state.
 */
const SELLER_COUNTRY = 'EE';

// ---------------------------------------------------------------------------------------------
// Issue
// ---------------------------------------------------------------------------------------------

/**
 * A line as the issuer writes it; its VAT rate is the document's treatment. `description` and `unit`
 * are written in the document's language when it is issued (writeInvoice), and stored so (decision 238).
 * `earnedBy`: whose the net is (decision 219); an administrator's own lines are the owner's, as the booking's spaces and services.
 */
type DraftLine = { description: (i18n: I18n) => string; quantity: number; unit: (i18n: I18n) => string; days: number | null; unitPriceCents: number | null; netCents: number; earnedBy?: LineEarner };

/** The buyer as their account and profile stand now, for freezing on the document (the Directive, Article 226(5)). */
async function readBuyer(tx: Executor, traderId: string): Promise<{ buyer: InvoiceBuyer; locale: Locale }> {
  const found = await readAccountWithProfile(tx, traderId);
  const account = found?.account;
  const profile = found?.details;
  const buyer: InvoiceBuyer = {
    name: account ? personName(account) : '',
    company: profile?.companyName ?? null,
    address: profile?.address ?? null,
    city: profile?.city ?? null,
    postalCode: profile?.postalCode ?? null,
    country: profile?.country ?? null,
    vatNumber: profile?.vatNumber ?? null,
    vatNumberVerified: profile?.vatNumberVerifiedAt != null,
  };
  // The document's language from the same read (decision 238): one round trip per invoice, not two.
  return { buyer, locale: localeOf(account ?? { locale: null }) };
}

/** A document just written, and what its PDF is rendered from once the row is committed (storeInvoicePdf). */
export type IssuedDocument = { invoice: InvoiceRow; pdf: InvoicePdfInput };

/**
 * Writes one document in the caller's transaction (decision 214): the seller and buyer as they stand
 * (a credit note copies its invoice's), the VAT treatment of the issue date, the totals (rounded once
 * per rate), the next number of its series, and the key its PDF will be stored under. The number is
 * allocated last, so the sequence row is locked only for the writes; the PDF is rendered after the
 * commit (decision 229), from what was written.
 */
async function writeInvoice(
  tx: Executor,
  draft: {
    kind: InvoiceKind;
    booking: Pick<BookingRow, 'id' | 'traderId' | 'warehouseOwnerId' | 'startDate' | 'endDate'>;
    warehouseCountry: string;
    lines: readonly DraftLine[];
    credits: InvoiceRow | null;
    issuedBy: string | null;
    /** The period the lines were supplied in; a credit note's is its invoice's, else the booking's. */
    supply?: { from: string; to: string };
    /** Now; the demo seed back-dates its invoices so that one is paid and one overdue on a fresh start. */
    issuedAt?: Date;
  },
): Promise<IssuedDocument> {
  const issuedAt = draft.issuedAt ?? new Date();
  const issueDate = todayUtc(issuedAt);
  const credited = draft.credits;
  // A credit note copies its invoice's seller and is due at once: the settings are read only for an invoice.
  const settings = credited ? null : await readInvoicingSettings(tx);
  const issuer = settings?.issuer ?? null;
  const seller: InvoiceSeller = issuer
    ? {
        legalName: issuer.legalName,
        address: issuer.address,
        country: SELLER_COUNTRY,
        registryCode: issuer.registryCode,
        vatNumber: issuer.vatNumber,
        iban: issuer.iban,
        bic: issuer.bic,
        footer: issuer.footer,
      }
    : credited!.seller;
  // A credit note keeps its invoice's buyer, and is printed in the trader's language at its own issue.
  const read = credited ? null : await readBuyer(tx, draft.booking.traderId);
  const buyer = credited?.buyer ?? read!.buyer;
  const locale = read?.locale ?? (await documentLocaleOf(tx, draft.booking.traderId));
  // A credit note takes back what its invoice charged, under the invoice's treatment and at its rate.
  const treatment = credited
    ? null
    : vatTreatment({
        supplyDate: issueDate,
        seller: { country: SELLER_COUNTRY },
        buyer: { country: buyer.country === null ? null : resolveCountryCode(buyer.country), vatNumber: buyer.vatNumber, vatNumberVerified: buyer.vatNumberVerified },
        warehouseCountry: resolveCountryCode(draft.warehouseCountry) ?? SELLER_COUNTRY,
        specificPartForExclusiveUse: false,
      });
  const vat = credited
    ? { kind: credited.vatKind, placeOfSupply: credited.placeOfSupply, mention: credited.vatMention, legalBasis: credited.vatLegalBasis }
    : treatment!;
  const basisPoints = treatment?.basisPoints ?? (await creditedRate(tx, credited!.id));
  // Each description in the document's language, its amounts in that language's formats: stored so, as issued.
  const lines = inLanguage(locale, (i18n) =>
    draft.lines.map((line) => ({ ...line, description: line.description(i18n), unit: line.unit(i18n), vatBasisPoints: basisPoints, earnedBy: line.earnedBy ?? ('owner' as const) })),
  );
  const totals = invoiceTotals(lines.map((line) => ({ netCents: line.netCents, basisPoints: line.vatBasisPoints })));
  const dueDate = issuer ? addDays(issueDate, issuer.paymentTermDays) : issueDate;
  const supply = credited ? { from: credited.supplyFrom, to: credited.supplyTo } : (draft.supply ?? { from: draft.booking.startDate, to: draft.booking.endDate });

  // The money event is written with the document (decision 219), before the number is taken: the
  // sequence row stays locked only for the PDF and the document's rows.
  const id = randomUUID();
  await postDocumentIssued(tx, {
    id,
    kind: draft.kind,
    creditsInvoiceId: credited?.id ?? null,
    bookingId: draft.booking.id,
    traderId: draft.booking.traderId,
    ownerId: draft.booking.warehouseOwnerId,
    issueDate,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
    lines,
    commissionBasisPoints: settings?.ownerCommissionBasisPoints ?? 0,
    vatBasisPoints: basisPoints,
  });

  const number = await allocateDocumentNumber(tx, draft.kind === 'invoice' ? DOCUMENT_SERIES.invoice : DOCUMENT_SERIES.creditNote, issuedAt);
  const newLines = lines.map((line) => ({ ...line, quantity: line.quantity.toFixed(2) }));
  const invoice = await insertInvoice(
    tx,
    {
      id,
      kind: draft.kind,
      number,
      bookingId: draft.booking.id,
      traderId: draft.booking.traderId,
      creditsInvoiceId: credited?.id ?? null,
      status: 'issued',
      issueDate,
      supplyFrom: supply.from,
      supplyTo: supply.to,
      dueDate,
      seller,
      buyer,
      vatKind: vat.kind,
      placeOfSupply: vat.placeOfSupply,
      vatMention: vat.mention,
      vatLegalBasis: vat.legalBasis,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      pdfKey: documentStorageKey(),
      locale,
      issuedBy: draft.issuedBy,
      createdAt: issuedAt,
    },
    newLines,
  );
  return { invoice, pdf: invoicePdfInput(invoice, newLines.map(toInvoiceLineView), credited?.number ?? null) };
}

/** A line as the document and its PDF show it (its quantity written with two decimals, as stored). */
function toInvoiceLineView(line: Pick<InvoiceLineRow, 'description' | 'quantity' | 'unit' | 'days' | 'unitPriceCents' | 'netCents' | 'vatBasisPoints'>): InvoiceLineView {
  return {
    description: line.description,
    quantity: toSizeNumber(line.quantity),
    unit: line.unit,
    days: line.days,
    unitPriceCents: line.unitPriceCents,
    netCents: line.netCents,
    vatBasisPoints: line.vatBasisPoints,
  };
}

/**
 * What a document's PDF shows, from its row and lines alone: the same at issue and on a later first
 * download (readInvoicePdf), so the two render the same bytes.
 */
function invoicePdfInput(invoice: InvoiceRow, lines: InvoiceLineView[], creditsNumber: string | null): InvoicePdfInput {
  return {
    kind: invoice.kind,
    locale: localeOf(invoice),
    number: invoice.number,
    credits: creditsNumber,
    bookingNumber: formatBookingNumber(invoice.bookingId),
    issueDate: invoice.issueDate,
    supplyFrom: invoice.supplyFrom,
    supplyTo: invoice.supplyTo,
    dueDate: invoice.dueDate,
    currency: 'EUR',
    seller: invoice.seller,
    buyer: invoice.buyer,
    vat: { mention: invoice.vatMention, legalBasis: invoice.vatLegalBasis },
    lines,
    byRate: invoiceTotals(lines.map((line) => ({ netCents: line.netCents, basisPoints: line.vatBasisPoints }))).byRate,
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
  };
}

/**
 * Renders a committed document's PDF off the event loop, stores it under the row's key and records
 * its hash and size (decision 229): right after the commit of every issue (storeIssuedPdf), and on the
 * first download of a document whose PDF that did not store. The same document renders the same
 * bytes, so a second render stores the same file, and the hash is recorded only once. Answers the bytes and their hash.
 */
export async function storeInvoicePdf(deps: { db: Executor; storage: Storage }, issued: IssuedDocument): Promise<{ pdf: Buffer; sha256: string }> {
  const pdf = await renderInvoicePdfOffThread(issued.pdf);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await deps.storage.put(issued.invoice.pdfKey, pdf, 'application/pdf');
  await recordInvoicePdf(deps.db, issued.invoice.id, { sha256, bytes: pdf.length });
  return { pdf, sha256 };
}

/**
 * After the commit of an issue: its PDF. The document is issued whatever happens here, so a failure
 * (the storage down) is logged, not answered; the document's first download stores it.
 */
export async function storeIssuedPdf(deps: Pick<InvoiceDeps, 'db' | 'storage' | 'log'>, issued: IssuedDocument): Promise<void> {
  try {
    await storeInvoicePdf(deps, issued);
  } catch (error) {
    deps.log.error({ err: error, invoiceId: issued.invoice.id }, 'could not store an issued document\'s PDF; its first download will');
  }
}

/** The rate an invoice charged: every line of one invoice has its treatment's one rate. */
async function creditedRate(tx: Executor, invoiceId: string): Promise<number> {
  const [line] = await findInvoiceLines(tx, invoiceId);
  return line?.vatBasisPoints ?? 0;
}

/** The accepted offer's lines as an invoice charges them: each space, each priced service, the platform fee. */
async function bookingInvoiceLines(tx: Executor, booking: BookingRow): Promise<{ lines: DraftLine[]; warehouseCountry: string }> {
  const charges = await readBookingCharges(tx, booking);
  const { spaces, services } = charges;
  // The accepted offer and the warehouse stay while a booking refers to them (foreign keys).
  const amounts = charges.amounts!;
  const warehouse = charges.warehouse!;
  const days = periodDays(booking.startDate, booking.endDate) ?? 0;
  const lines: DraftLine[] = [
    ...spaces.map((space) => ({
      description: (i18n: I18n) => i18n._('{spaceType} storage at {warehouse}', { spaceType: referenceName(i18n, space.spaceTypeName), warehouse: warehouse.name }),
      quantity: toSizeNumber(space.sizeM2),
      unit: () => 'm²',
      days,
      unitPriceCents: space.pricePerM2Cents,
      netCents: space.totalCents,
    })),
    ...services
      .filter((service) => service.pricingType !== 'ask_quote')
      .map((service) => ({
        description: (i18n: I18n) => referenceName(i18n, service.name),
        quantity: service.pricingType === 'fixed' ? 1 : (service.quantity ?? 0),
        // An owner's own unit ("pallets") as they typed it.
        unit: (i18n: I18n) =>
          service.pricingType === 'hourly_rate' ? i18n._('hours') : service.pricingType === 'fixed' ? i18n._('fixed price') : (service.unitType ?? i18n._('units')),
        days: null,
        unitPriceCents: service.pricePerHourCents ?? service.pricePerUnitCents ?? service.fixedPriceCents,
        netCents: service.totalCents,
      })),
  ];
  if (amounts.platformFeeCents !== 0) {
    lines.push({
      // A percentage as a VAT rate is written ("20%", in French "20 %"), the amount as money.
      description: (i18n: I18n) =>
        i18n._('Platform fee ({percentage} of {amount})', {
          percentage: formatVatRate(Math.round(Number(amounts.platformFeePercentage) * 100)),
          amount: formatCents(amounts.subtotalCents),
        }),
      quantity: 1,
      unit: (i18n: I18n) => i18n._('fee'),
      days: null,
      unitPriceCents: null,
      netCents: amounts.platformFeeCents,
      earnedBy: 'platform',
    });
  }
  return { lines, warehouseCountry: warehouse.country };
}

/**
 * Writes the booking's invoice with the accepted offer's lines, in the caller's transaction with the
 * booking locked, unless it has one: once per booking. No messages: the receipt's issue (below) tells
 * everyone; the demo seed writes its invoice through this too.
 */
export async function writeBookingInvoice(tx: Executor, booking: BookingRow, issuedBy: string | null, issuedAt?: Date): Promise<IssuedDocument | null> {
  if (await hasBookingInvoice(tx, booking.id)) return null;
  const { lines, warehouseCountry } = await bookingInvoiceLines(tx, booking);
  return writeInvoice(tx, { kind: 'invoice', booking, warehouseCountry, lines, credits: null, issuedBy, issuedAt });
}

/**
 * Issues the booking's invoice when its first goods are received (issue #38: invoices go to customers
 * after goods are stored), in the receipt's transaction with the booking locked. Tells the trader
 * (notification, and email with the PDF's link) and administrators, and the booking's thread says it
 * was issued, without amounts (its warehouse's owner reads the thread). Answers the document and who
 * was notified, for the caller to store its PDF (storeInvoicePdf) and announce after the commit; null
 * when the booking already has its invoice.
 */
export async function issueBookingInvoiceOnFirstReceipt(
  deps: Pick<InvoiceDeps, 'config'>,
  tx: Executor,
  booking: BookingRow,
  recordedBy: string | null,
): Promise<{ issued: IssuedDocument; notified: string[] } | null> {
  const issued = await writeBookingInvoice(tx, booking, recordedBy);
  if (!issued) return null;
  return { issued, notified: await tellInvoiceIssued(tx, deps.config.publicUrl, booking, issued.invoice) };
}

/** The booking thread's system message of a new document: its number, never its amounts. */
export function invoiceIssuedMessage(i18n: I18n, invoice: Pick<InvoiceRow, 'kind' | 'number'>): string {
  const { number } = invoice;
  // A sentence per kind: a document's gender decides the words around it in French and German.
  return invoice.kind === 'invoice' ? i18n._('Invoice {number} issued to the trader.', { number }) : i18n._('Credit note {number} issued to the trader.', { number });
}

/** The system message, the trader's notice and email, and the administrators' notices of a new document. */
async function tellInvoiceIssued(tx: Executor, publicUrl: string, booking: BookingRow, invoice: InvoiceRow, issuedBy?: string): Promise<string[]> {
  const bookingNumber = formatBookingNumber(booking.id);
  const isInvoice = invoice.kind === 'invoice';
  await postSystemMessage(tx, { bookingId: booking.id }, (i18n) => invoiceIssuedMessage(i18n, invoice));
  const { number } = invoice;
  const notice: Notice = {
    type: 'invoice_issued',
    title: (i18n) => (isInvoice ? i18n._('Invoice issued') : i18n._('Credit note issued')),
    message: (i18n) =>
      isInvoice
        ? i18n._('Invoice {number} for booking {booking}: {total}, due {dueDate}.', {
            number,
            booking: bookingNumber,
            total: formatCents(invoice.totalCents),
            dueDate: formatDate(invoice.dueDate),
          })
        : i18n._('Credit note {number} for booking {booking}: {total}.', { number, booking: bookingNumber, total: formatCents(invoice.totalCents) }),
    bookingId: booking.id,
  };
  const administratorIds = await notifyAdministrators(tx, [notice], { except: issuedBy });
  const trader = administratorIds.includes(booking.traderId) || booking.traderId === issuedBy ? [] : [booking.traderId];
  await notifyUsersWithEmail(tx, publicUrl, trader, notice, {
    actions: [{ label: (i18n) => i18n._('Download {number} (PDF)', { number }), link: publicUrl + invoicePdfPath(invoice.id) }],
  });
  return [...administratorIds, ...trader];
}

/** After the commit: the trader's and administrators' invoice lists and the booking page refetch. */
export async function announceInvoicesChanged(deps: ServiceDeps, traderId: string): Promise<void> {
  const keys = [INVOICE_LIVE_KEYS.invoices];
  await deps.events.publish({ audience: { userIds: [traderId] }, event: { type: 'invalidate', keys } });
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys } });
}

// ---------------------------------------------------------------------------------------------
// Further invoices, payments and credit notes (administrators)
// ---------------------------------------------------------------------------------------------

/**
 * A line's net: its quantity (two decimals) times its unit price, rounded half away from zero once,
 * exact in integers (basisPointsOfCents: hundredths of a unit are basis points of a hundred).
 */
function lineNetCents(quantity: number, unitPriceCents: number): number {
  return basisPointsOfCents(unitPriceCents, Math.round(quantity * 100) * 100);
}

/**
 * An administrator issues a further invoice on a booking with lines of its own (extra handling,
 * storage beyond the end date): VAT, number and PDF as for the booking's own invoice, at the rule
 * and rate of today; the trader is told as for any invoice. Any booking but a cancelled one.
 */
export async function issueInvoice(
  deps: InvoiceDeps,
  actor: Actor,
  bookingId: string,
  body: { supplyFrom: string; supplyTo: string; lines: { description: string; quantity: number; unit: string; unitPriceCents: number }[] },
): Promise<InvoiceDocument> {
  const viewer = requirePermission(actor.viewer, 'invoices:manage');
  const { booking, issued, notified } = await withRefusalsLogged(deps.db, actor, { type: 'invoice.issued', data: { input_params: { bookingId, ...body } } }, () =>
    deps.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (!booking) throw new AppError('not_found', BOOKING_MESSAGES.notFound);
      if (booking.status === 'cancelled') throw new AppError('booking_not_active', INVOICE_MESSAGES.bookingCancelled);
      const warehouse = await findBookedWarehouse(tx, booking);
      // The administrator's own words, as they wrote them.
      const lines = body.lines.map((line) => ({ ...line, description: () => line.description, unit: () => line.unit, days: null, netCents: lineNetCents(line.quantity, line.unitPriceCents) }));
      const issued = await writeInvoice(tx, {
        kind: 'invoice',
        booking,
        warehouseCountry: warehouse.country,
        lines,
        credits: null,
        issuedBy: viewer.id,
        supply: { from: body.supplyFrom, to: body.supplyTo },
      });
      const { invoice } = issued;
      const notified = await tellInvoiceIssued(tx, deps.config.publicUrl, booking, invoice, viewer.id);
      await recordActivity(tx, {
        type: 'invoice.issued',
        message: `Invoice ${invoice.number} issued on booking ${formatBookingNumber(booking.id)}`,
        status: 'success',
        data: { input_params: { bookingId, ...body }, output_data: { invoiceId: invoice.id, number: invoice.number, totalCents: invoice.totalCents } },
        viewer,
        requestId: actor.requestId,
      });
      return { booking, issued, notified };
    }),
  );
  await storeIssuedPdf(deps, issued);
  await announceInvoicesChanged(deps, booking.traderId);
  await announceThreadChanged(deps, { bookingId: booking.id });
  await announceNotifications(deps, notified);
  return getInvoice(deps.db, actor.viewer, issued.invoice.id);
}

/** What is still to pay on an invoice: its total less payments and credit notes. */
function openCentsOf(invoice: Pick<InvoiceRow, 'kind' | 'totalCents' | 'paidCents' | 'creditedCents'>): number {
  return invoice.kind === 'invoice' ? invoice.totalCents - invoice.paidCents - invoice.creditedCents : 0;
}

/**
 * What runs in the transaction of a payment or credit note that leaves a booking owing nothing, with
 * the booking locked (decision 217): the receipts module approves the releases held for the money. It
 * registers itself when it loads (onBookingSettled), since it depends on invoices and not the other way
 * round. Answers what to announce after the commit, or null when it changed nothing.
 */
export type SettlementListener = (deps: InvoiceDeps, tx: Executor, booking: BookingRow, actorId: string) => Promise<(() => Promise<void>) | null>;
const settlementListeners: SettlementListener[] = [];

export function onBookingSettled(listener: SettlementListener): void {
  settlementListeners.push(listener);
}

/** The numbers of the booking's invoices with money open, in number order: what a release waits on (decision 217). */
export async function outstandingInvoiceNumbers(db: Executor, bookingId: string): Promise<string[]> {
  return findUnpaidInvoiceNumbers(db, bookingId);
}

const SETTLED: readonly InvoiceStatus[] = ['paid', 'cancelled'];

/**
 * Writes an invoice's new sums paid and credited, and the status they give it today (invoiceStatusOf).
 * When they settle it (paid, or cancelled by credit notes), the owner's share becomes payable in the
 * ledger on `settledOn`, the day of the payment or credit note that settled it (decision 219).
 */
export async function writeInvoiceSums(tx: Executor, invoice: InvoiceRow, sums: Pick<InvoiceRow, 'paidCents' | 'creditedCents'>, settledOn = todayUtc()): Promise<InvoiceRow> {
  const status = invoiceStatusOf({ ...invoice, ...sums, today: todayUtc() });
  // Posted before the invoice's row is written: every transaction takes the ledger's sums (decision 224)
  // before the receivables' (decision 218), as an issue does, so the two never wait on each other crosswise.
  if (SETTLED.includes(status) && !SETTLED.includes(invoice.status)) await postInvoiceSettled(tx, invoice, settledOn);
  return updateInvoiceSums(tx, invoice.id, { ...sums, status });
}

/** A payment against an invoice, and its money event in the ledger. */
async function writePayment(
  tx: Executor,
  invoice: InvoiceRow,
  payment: { paidOn: string; amountCents: number; method: PaymentMethod; reference: string },
  recordedBy: string | null,
): Promise<void> {
  const row = await insertPayment(tx, { invoiceId: invoice.id, ...payment, recordedBy });
  await postPaymentReceived(tx, { id: row.id, invoiceId: invoice.id, bookingId: invoice.bookingId, traderId: invoice.traderId, amountCents: payment.amountCents, paidOn: payment.paidOn });
}

/**
 * In a transaction: the booking, then the invoice, locked in that order (the order receipts take the
 * booking in, so the two never wait on each other crosswise); refusals for a credit note or an
 * invoice with nothing open. Then `change`, which answers the invoice's new sums; the status follows
 * from them (invoiceStatusOf). After the commit everyone concerned is told.
 */
async function changeInvoice<Result>(
  deps: InvoiceDeps,
  actor: Actor,
  activity: { type: string; data: { input_params: unknown } },
  invoiceId: string,
  change: (
    tx: Executor,
    context: { viewer: Viewer; invoice: InvoiceRow; booking: BookingRow },
  ) => Promise<{ sums: Pick<InvoiceRow, 'paidCents' | 'creditedCents'>; on: string; result: Result; notified: string[] }>,
): Promise<Result> {
  const viewer = requirePermission(actor.viewer, 'invoices:manage');
  const { booking, result, notified, announcements } = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const found = await findInvoiceById(tx, invoiceId);
      if (!found) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
      const booking = (await lockBooking(tx, found.bookingId))!;
      const invoice = (await lockInvoiceById(tx, invoiceId))!;
      if (invoice.kind !== 'invoice') throw new AppError('not_an_invoice', INVOICE_MESSAGES.notAnInvoice);
      if (openCentsOf(invoice) <= 0) throw new AppError('invoice_not_open', INVOICE_MESSAGES.notOpen);
      const { sums, on, result, notified } = await change(tx, { viewer, invoice, booking });
      await writeInvoiceSums(tx, invoice, sums, on);
      // What waited on this money goes now, in the same transaction as the payment that frees it (decision 217).
      const settled = (await findUnpaidInvoiceNumbers(tx, booking.id)).length === 0;
      const announcements: (() => Promise<void>)[] = [];
      for (const listener of settled ? settlementListeners : []) {
        const announce = await listener(deps, tx, booking, viewer.id);
        if (announce) announcements.push(announce);
      }
      return { booking, result, notified, announcements };
    }),
  );
  await announceInvoicesChanged(deps, booking.traderId);
  await announceThreadChanged(deps, { bookingId: booking.id });
  await announceNotifications(deps, notified);
  for (const announce of announcements) await announce();
  return result;
}

/** The booking thread's message of a payment: paid in full or partly, never the amount (the warehouse's owner reads the thread). */
function paymentReceivedMessage(i18n: I18n, invoice: Pick<InvoiceRow, 'number'>, paidInFull: boolean): string {
  const { number } = invoice;
  return paidInFull ? i18n._('Payment received for invoice {number}: paid in full.', { number }) : i18n._('Payment received for invoice {number}: partly paid.', { number });
}

/**
 * The demo seed's payment in full of an invoice it issued, in its transaction: the payment, the sums
 * and status, and the thread's message, as recordPayment leaves them.
 */
export async function writePaymentInFull(tx: Executor, invoice: InvoiceRow, payment: { paidOn: string; method: PaymentMethod; reference: string }, recordedBy: string | null): Promise<InvoiceRow> {
  await writePayment(tx, invoice, { ...payment, amountCents: openCentsOf(invoice) }, recordedBy);
  await postSystemMessage(tx, { bookingId: invoice.bookingId }, (i18n) => paymentReceivedMessage(i18n, invoice, true));
  return writeInvoiceSums(tx, invoice, { paidCents: invoice.totalCents - invoice.creditedCents, creditedCents: invoice.creditedCents }, payment.paidOn);
}

/**
 * An administrator records a payment against an invoice: partial payments add up, an amount above
 * what is open is refused, and the status follows (partly paid, paid). The booking's thread says the
 * invoice was paid, or partly, without amounts; the trader is told the amount (and by email).
 */
export async function recordPayment(deps: InvoiceDeps, actor: Actor, invoiceId: string, body: { paidOn: string; amountCents: number; method: PaymentMethod; reference: string }): Promise<InvoiceDocument> {
  await changeInvoice(deps, actor, { type: 'invoice.payment_recorded', data: { input_params: { invoiceId, ...body } } }, invoiceId, async (tx, { viewer, invoice, booking }) => {
    if (body.paidOn > addDays(todayUtc(), 1)) {
      throw new AppError('validation_error', INVOICE_MESSAGES.paidOnInFuture, { paidOn: [INVOICE_MESSAGES.paidOnInFuture] });
    }
    const open = openCentsOf(invoice);
    if (body.amountCents > open) {
      const message = INVOICE_MESSAGES.paymentAboveOpen(formatCents(open));
      throw new AppError('amount_above_open', message, { amountCents: [message] });
    }
    await writePayment(tx, invoice, body, viewer.id);
    const paidInFull = body.amountCents === open;
    await postSystemMessage(tx, { bookingId: booking.id }, (i18n) => paymentReceivedMessage(i18n, invoice, paidInFull));
    const notice: Notice = {
      type: 'payment_received',
      title: (i18n) => i18n._('Payment received'),
      message: (i18n) => {
        const received = { amount: formatCents(body.amountCents), number: invoice.number, paidOn: formatDate(body.paidOn) };
        return paidInFull
          ? i18n._('{amount} received for invoice {number} on {paidOn}. It is paid in full.', received)
          : i18n._('{amount} received for invoice {number} on {paidOn}. Still open: {open}.', { ...received, open: formatCents(open - body.amountCents) });
      },
      bookingId: booking.id,
    };
    const administratorIds = await notifyAdministrators(tx, [notice], { except: viewer.id });
    const trader = administratorIds.includes(booking.traderId) || booking.traderId === viewer.id ? [] : [booking.traderId];
    await notifyUsersWithEmail(tx, deps.config.publicUrl, trader, notice);
    await recordActivity(tx, {
      type: 'invoice.payment_recorded',
      message: `Payment of ${formatCents(body.amountCents)} recorded on ${invoice.number}`,
      status: 'success',
      data: { input_params: { invoiceId, ...body }, output_data: { paidCents: invoice.paidCents + body.amountCents } },
      viewer,
      requestId: actor.requestId,
    });
    return { sums: { paidCents: invoice.paidCents + body.amountCents, creditedCents: invoice.creditedCents }, on: body.paidOn, result: undefined, notified: [...administratorIds, ...trader] };
  });
  return getInvoice(deps.db, actor.viewer, invoiceId);
}

/**
 * An administrator issues a credit note against an invoice (an issued invoice never changes: a
 * correction is a new document): the whole invoice, every line taken back, while nothing was paid or
 * credited; or a part, one line of `netCents` before VAT at the invoice's rate, at most what is open.
 * The invoice's credited sum and status follow (cancelled when nothing is left to pay).
 */
export async function issueCreditNote(deps: InvoiceDeps, actor: Actor, invoiceId: string, body: { reason: string; netCents: number | null }): Promise<InvoiceDocument> {
  const creditNote = await changeInvoice(deps, actor, { type: 'invoice.credit_note_issued', data: { input_params: { invoiceId, ...body } } }, invoiceId, async (tx, { viewer, invoice, booking }) => {
    const invoiceLines = await findInvoiceLines(tx, invoice.id);
    let lines: DraftLine[];
    if (body.netCents === null) {
      if (invoice.paidCents > 0 || invoice.creditedCents > 0) throw new AppError('invoice_not_open', INVOICE_MESSAGES.creditWholeAfterChanges);
      // Its invoice's lines as they were issued, in the invoice's language.
      lines = invoiceLines.map((line) => ({
        description: () => line.description,
        quantity: -toSizeNumber(line.quantity),
        unit: () => line.unit,
        days: line.days,
        unitPriceCents: line.unitPriceCents,
        netCents: -line.netCents,
        earnedBy: line.earnedBy,
      }));
    } else {
      const rate = invoiceLines[0]?.vatBasisPoints ?? 0;
      const open = openCentsOf(invoice);
      if (invoiceTotals([{ netCents: body.netCents, basisPoints: rate }]).totalCents > open) {
        const message = INVOICE_MESSAGES.creditAboveOpen(formatCents(open));
        throw new AppError('amount_above_open', message, { netCents: [message] });
      }
      const { reason } = body;
      lines = [{ description: (i18n) => i18n._('Credit against {number}: {reason}', { number: invoice.number, reason }), quantity: 1, unit: (i18n) => i18n._('credit'), days: null, unitPriceCents: -body.netCents, netCents: -body.netCents }];
    }
    const document = await writeInvoice(tx, { kind: 'credit_note', booking, warehouseCountry: '', lines, credits: invoice, issuedBy: viewer.id });
    const issued = document.invoice;
    const notified = await tellInvoiceIssued(tx, deps.config.publicUrl, booking, issued, viewer.id);
    await recordActivity(tx, {
      type: 'invoice.credit_note_issued',
      message: `Credit note ${issued.number} issued against ${invoice.number}: ${body.reason}`,
      status: 'success',
      data: { input_params: { invoiceId, ...body }, output_data: { creditNoteId: issued.id, number: issued.number, totalCents: issued.totalCents } },
      viewer,
      requestId: actor.requestId,
    });
    return { sums: { paidCents: invoice.paidCents, creditedCents: invoice.creditedCents - issued.totalCents }, on: issued.issueDate, result: document, notified };
  });
  await storeIssuedPdf(deps, creditNote);
  return getInvoice(deps.db, actor.viewer, creditNote.invoice.id);
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** The document, for its buyer or an administrator; anyone else gets the same 404 as for no document. */
async function findVisibleInvoice(db: Executor, viewer: Viewer | null, id: string): Promise<InvoiceRow> {
  const signedIn = requirePermission(viewer, 'account:use');
  const invoice = await findInvoiceById(db, id);
  if (!invoice || !can(signedIn, 'invoice:view', invoice)) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
  return invoice;
}

/** A document as a list shows it: from the row, or from the list's narrower columns (invoiceSummaryColumns). */
type SummaryRow = Pick<InvoiceRow, 'id' | 'kind' | 'number' | 'status' | 'bookingId' | 'issueDate' | 'dueDate' | 'totalCents' | 'paidCents' | 'creditedCents'> & {
  buyerName: string;
};

function summaryRowOf(invoice: InvoiceRow): SummaryRow {
  return { ...invoice, buyerName: invoice.buyer.company ?? invoice.buyer.name };
}

function toInvoiceSummary(invoice: SummaryRow): InvoiceSummary {
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    status: invoice.status,
    booking: { id: invoice.bookingId, number: formatBookingNumber(invoice.bookingId) },
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    totalCents: invoice.totalCents,
    openCents: openCentsOf(invoice),
    pdfPath: invoicePdfPath(invoice.id),
    buyerName: invoice.buyerName,
  };
}

/** One document whole, as issued, with what has been paid and credited since. */
export async function getInvoice(db: Database, viewer: Viewer | null, id: string): Promise<InvoiceDocument> {
  const invoice = await findVisibleInvoice(db, viewer, id);
  const [lines, creditNotes, payments, credited] = await Promise.all([
    findInvoiceLines(db, invoice.id),
    findCreditNotes(db, invoice.id),
    findPayments(db, invoice.id),
    invoice.creditsInvoiceId ? findInvoiceById(db, invoice.creditsInvoiceId) : Promise.resolve(undefined),
  ]);
  const totals = invoiceTotals(lines.map((line) => ({ netCents: line.netCents, basisPoints: line.vatBasisPoints })));
  return {
    ...toInvoiceSummary(summaryRowOf(invoice)),
    supplyFrom: invoice.supplyFrom,
    supplyTo: invoice.supplyTo,
    currency: invoice.currency,
    seller: invoice.seller,
    buyer: invoice.buyer,
    vat: { kind: invoice.vatKind, placeOfSupply: invoice.placeOfSupply, mention: invoice.vatMention, legalBasis: invoice.vatLegalBasis },
    lines: lines.map(toInvoiceLineView),
    byRate: totals.byRate,
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    paidCents: invoice.paidCents,
    creditedCents: invoice.creditedCents,
    credits: credited ? { id: credited.id, number: credited.number } : null,
    creditNotes,
    payments: payments.map((payment) => ({
      id: payment.id,
      paidOn: payment.paidOn,
      amountCents: payment.amountCents,
      method: payment.method,
      reference: payment.reference,
      recordedAt: payment.createdAt.toISOString(),
    })),
    pdfSha256: invoice.pdfSha256,
  };
}

/** GET /api/invoices: a trader's own documents, newest first; an administrator's are everyone's. */
export async function listInvoices(db: Database, viewer: Viewer | null, query: { page: number; pageSize: number }): Promise<InvoicesResponse> {
  const signedIn = requirePermission(viewer, 'account:use');
  const found = await findInvoicesPage(db, { traderId: can(signedIn, 'invoices:manage') ? null : signedIn.id, ...pageWindow(query) });
  return pageAnswer(query, found, toInvoiceSummary);
}

/** Which statuses a receivables filter keeps (null: all): "open" is everything with money still to pay. */
function receivablesStatuses(filter: ReceivablesQuery['status']): readonly InvoiceStatus[] | null {
  if (filter === 'all') return null;
  return filter === 'open' ? ['issued', 'partly_paid', 'overdue'] : [filter];
}

/** GET /api/admin/invoices: the receivables, filtered, with the sums over everything the filter matches. */
export async function listReceivables(db: Database, viewer: Viewer | null, query: ReceivablesQuery): Promise<ReceivablesResponse> {
  requirePermission(viewer, 'invoices:manage');
  const found = await findReceivablesPage(
    db,
    {
      statuses: receivablesStatuses(query.status),
      // A credit note is issued for good but owes nothing: "open" means invoices with money open.
      invoicesOnly: query.status === 'open',
      from: query.from,
      to: query.to,
      search: query.search || undefined,
      today: todayUtc(),
    },
    pageWindow(query),
  );
  return { ...pageAnswer(query, found, toInvoiceSummary), totals: found.sums };
}

/** A booking's documents for its trader and administrators; the warehouse's owner sees none (no amounts: decision 214). */
export async function listBookingInvoices(db: Database, viewer: Viewer | null, bookingId: string): Promise<BookingInvoicesResponse> {
  const signedIn = requirePermission(viewer, 'account:use');
  const booking = assertBookingParticipant(signedIn, await findBooking(db, bookingId));
  if (!can(signedIn, 'invoice:view', booking)) return { items: [] };
  return { items: (await findBookingInvoices(db, booking.id)).map(toInvoiceSummary) };
}

/**
 * The stored PDF, byte for byte as issued, with its recorded hash for the response header. A document
 * whose PDF was never stored (a crash between its commit and storeInvoicePdf) gets it now, from its
 * rows, and is answered from memory: another request may be writing the same file.
 */
export async function readInvoicePdf(
  deps: { db: Database; storage: Storage },
  viewer: Viewer | null,
  id: string,
): Promise<{ stream: Readable; size: number; number: string; sha256: string }> {
  const invoice = await findVisibleInvoice(deps.db, viewer, id);
  if (invoice.pdfSha256 === null) {
    const [lines, credited] = await Promise.all([
      findInvoiceLines(deps.db, invoice.id),
      invoice.creditsInvoiceId ? findInvoiceById(deps.db, invoice.creditsInvoiceId) : Promise.resolve(undefined),
    ]);
    const { pdf, sha256 } = await storeInvoicePdf(deps, { invoice, pdf: invoicePdfInput(invoice, lines.map(toInvoiceLineView), credited?.number ?? null) });
    return { stream: Readable.from([pdf]), size: pdf.length, number: invoice.number, sha256 };
  }
  const file = await deps.storage.read(invoice.pdfKey);
  // A row has its hash only once its PDF is stored; a file missing now was lost outside the app.
  if (!file) throw new Error(`The stored PDF of ${invoice.number} is missing: ${invoice.pdfKey}`);
  return { ...file, number: invoice.number, sha256: invoice.pdfSha256 };
}

/**
 * The number, due date and buyer's name of invoices, by id, for the finance overview (issue #39,
 * decision 223), which ages the ledger's receivables by due date. The caller checks that the asker
 * may read the overview.
 */
export async function readInvoiceFinanceFacts(db: Executor, ids: readonly string[]): Promise<Map<string, { number: string; dueDate: string; buyerName: string }>> {
  const rows = await findInvoiceFinanceFacts(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { number: row.number, dueDate: row.dueDate, buyerName: row.buyerName }]));
}

