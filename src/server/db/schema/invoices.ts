import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceBuyer, InvoiceSeller } from '@shared/contracts/invoices';
import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from '@shared/statuses/invoice';
import { LINE_EARNERS } from '@shared/statuses/ledger';
import { users } from './auth';
import { createdAt, id, requiredRef } from './columns';
import { bookings } from './offers';

export const invoiceKind = pgEnum('invoice_kind', INVOICE_KINDS);
export const invoiceStatus = pgEnum('invoice_status', INVOICE_STATUSES);
export const lineEarner = pgEnum('line_earner', LINE_EARNERS);

/**
 * An invoice or a credit note of the cargo agent (issue #38, decision 214). Everything printed on it is
 * written once at issue and never updated: the seller and the buyer as they stood then, the VAT
 * treatment, the totals and the stored PDF with its SHA-256. Only the status and the sums paid and
 * credited against it change afterwards. A credit note has negative amounts and points at its invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: invoiceKind('kind').notNull(),
    number: text('number').notNull(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'restrict'),
    /** The buyer's account (the booking's trader): whose list shows it. */
    traderId: requiredRef('trader_id', () => users.id, 'restrict'),
    creditsInvoiceId: uuid('credits_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    status: invoiceStatus('status').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** The period the services were supplied in (the Directive, Article 226(7)). */
    supplyFrom: date('supply_from', { mode: 'string' }).notNull(),
    supplyTo: date('supply_to', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    vatKind: text('vat_kind').notNull(),
    placeOfSupply: text('place_of_supply'),
    vatMention: text('vat_mention'),
    vatLegalBasis: text('vat_legal_basis').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Payments recorded against it; for a credit note always 0. */
    paidCents: integer('paid_cents').notNull().default(0),
    /** What credit notes took back from it, as a positive sum. */
    creditedCents: integer('credited_cents').notNull().default(0),
    /** How many of the reminders after the due date (1, 7 and 14 days) the trader was sent. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** Where its PDF is (or will be) stored, chosen when the row is written. */
    pdfKey: text('pdf_key').notNull(),
    /** The stored PDF's hash and size, recorded once when it is stored, just after the row commits (decision 229); null until then. */
    pdfSha256: text('pdf_sha256'),
    pdfBytes: integer('pdf_bytes'),
    /** The language it is printed in, its addressee's (the trader's) at issue (decision 238): a re-render gives the same bytes. */
    locale: text('locale').notNull().default('en'),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_booking_idx').on(t.bookingId, t.createdAt),
    index('invoices_trader_idx').on(t.traderId, t.createdAt),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    index('invoices_credits_idx').on(t.creditsInvoiceId),
    // The receivables (GET /api/admin/invoices, decision 214): newest first (read backwards), and the
    // search by number and company; their sums come from receivable_sums (decision 218).
    index('invoices_newest_idx').on(t.createdAt, t.number),
    index('invoices_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    index('invoices_buyer_company_trgm_idx').using('gin', sql`(${t.buyer} ->> 'company') gin_trgm_ops`),
    check(
      'invoices_amounts',
      sql`${t.totalCents} = ${t.netCents} + ${t.vatCents} and ${t.paidCents} >= 0 and ${t.creditedCents} >= 0
        and (${t.kind} = 'invoice') = (${t.creditsInvoiceId} is null)
        and (${t.kind} = 'credit_note' or (${t.totalCents} >= 0 and ${t.paidCents} + ${t.creditedCents} <= ${t.totalCents}))
        and (${t.kind} = 'invoice' or (${t.totalCents} <= 0 and ${t.paidCents} = 0))`,
    ),
    check('invoices_period', sql`${t.supplyFrom} <= ${t.supplyTo} and ${t.issueDate} <= ${t.dueDate}`),
  ],
);

/** The lines of an invoice, in order: each space, each service, the platform fee, or an administrator's own. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: requiredRef('invoice_id', () => invoices.id, 'cascade'),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** How many units (m² for a space, hours or units for a service, 1 for a fixed amount). */
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    unit: text('unit').notNull(),
    /** Days of storage for a space line (its unit price is per m² per day); null for others. */
    days: integer('days'),
    /** The unit price without VAT; null for the platform fee, which is a percentage. */
    unitPriceCents: integer('unit_price_cents'),
    netCents: integer('net_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    /** Whose the line's net amount is (issue #39): the warehouse's owner, or the platform (its fee). */
    earnedBy: lineEarner('earned_by').notNull().default('owner'),
  },
  (t) => [uniqueIndex('invoice_lines_position_key').on(t.invoiceId, t.position)],
);

export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

/**
 * A payment an administrator recorded against an invoice (issue #38). Never edited or deleted: the
 * invoice's paid sum is the sum of its payments, kept on the invoice in the same transaction.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    invoiceId: requiredRef('invoice_id', () => invoices.id, 'restrict'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt), check('invoice_payments_amount', sql`${t.amountCents} > 0`)],
);

/**
 * The receivables' sums (decision 218): how many documents, their totals and what is open on them, by
 * status, issue date, trader, kind and due date. Triggers on invoices keep it in the transaction of
 * every insert, payment, credit and status change (migration 0037), so /admin/invoices adds up a few
 * rows per day instead of every document. Rows whose count falls to 0 are removed.
 */
export const receivableSums = pgTable(
  'receivable_sums',
  {
    status: invoiceStatus('status').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    traderId: uuid('trader_id').notNull(),
    kind: invoiceKind('kind').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    documents: integer('documents').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    openCents: bigint('open_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.issueDate, t.traderId, t.kind, t.dueDate] }),
    index('receivable_sums_trader_idx').on(t.traderId),
    // The rows whose count fell to 0, found by the triggers without reading the others.
    index('receivable_sums_empty_idx').on(t.status).where(sql`${t.documents} = 0`),
  ],
);
