import { z } from 'zod';
import { INVOICE_MESSAGES } from '../errors';
import { MAX_OFFER_AMOUNT_CENTS } from '../offer-pricing';
import { calendarDate, documentReference, filledText, idParams, twoDecimalQuantity } from './common';
import { listSearch, pageOf, pageQuery } from './pagination';
import { billingDetails } from './profile';
import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from '../statuses/invoice';

/** The cargo agent as it issued a document: frozen on the document at issue (decision 214). */
export const invoiceSeller = z.object({
  legalName: z.string(),
  address: z.string(),
  /** ISO code of the state it is established in (the agent: EE). */
  country: z.string(),
  registryCode: z.string(),
  vatNumber: z.string(),
  iban: z.string(),
  bic: z.string(),
  footer: z.string(),
});
export type InvoiceSeller = z.infer<typeof invoiceSeller>;

/** The trader's profile as it stood at issue (the Directive, Article 226(5)): frozen on the document. */
export const invoiceBuyer = z.object({
  name: z.string(),
  company: z.string().nullable(),
  ...billingDetails,
  vatNumberVerified: z.boolean(),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyer>;

export const invoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  days: z.number().nullable(),
  unitPriceCents: z.number().nullable(),
  netCents: z.number(),
  vatBasisPoints: z.number(),
});
export type InvoiceLineView = z.infer<typeof invoiceLine>;

/** A day the database can store: a real "YYYY-MM-DD" date from year 1 on (PostgreSQL has no year 0, which ISO 8601 writes 0000). */

/** A payment recorded against an invoice. */
export const invoicePayment = z.object({
  id: z.string(),
  paidOn: z.string(),
  amountCents: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  recordedAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePayment>;

const amountCents = z
  .number({ message: INVOICE_MESSAGES.amountInvalid })
  .int(INVOICE_MESSAGES.amountInvalid)
  .min(1, INVOICE_MESSAGES.amountInvalid)
  .max(MAX_OFFER_AMOUNT_CENTS, INVOICE_MESSAGES.amountInvalid);

/** POST /api/invoices/:id/payments (administrators): what arrived, when and how. The date is checked against the clock by the service. */
export const recordPaymentBody = z.strictObject({
  paidOn: calendarDate(INVOICE_MESSAGES.paidOnRequired),
  amountCents,
  method: z.enum(PAYMENT_METHODS, { message: INVOICE_MESSAGES.methodRequired }),
  reference: z.string().trim().max(200).default(''),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

/**
 * POST /api/invoices/:id/credit-notes (administrators): `netCents` null credits the whole invoice
 * (every line taken back); a number credits that part, before VAT, at the invoice's rate.
 */
export const issueCreditNoteBody = z.strictObject({
  reason: filledText(INVOICE_MESSAGES.reasonRequired, 500),
  netCents: amountCents.nullable().default(null),
});
export type IssueCreditNoteBody = z.input<typeof issueCreditNoteBody>;

/** An invoice or credit note as its trader and administrators see it (never its owner: decision 214). */
export const invoiceDocument = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  booking: documentReference,
  issueDate: z.string(),
  supplyFrom: z.string(),
  supplyTo: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  seller: invoiceSeller,
  buyer: invoiceBuyer,
  vat: z.object({ kind: z.string(), placeOfSupply: z.string().nullable(), mention: z.string().nullable(), legalBasis: z.string() }),
  lines: z.array(invoiceLine),
  byRate: z.array(z.object({ basisPoints: z.number(), netCents: z.number(), vatCents: z.number() })),
  netCents: z.number(),
  vatCents: z.number(),
  totalCents: z.number(),
  paidCents: z.number(),
  creditedCents: z.number(),
  /** What is still to pay: total less payments and credit notes; 0 for a credit note. */
  openCents: z.number(),
  credits: documentReference.nullable(),
  creditNotes: z.array(documentReference),
  payments: z.array(invoicePayment),
  /** The stored PDF, served as stored (GET .../pdf), and its SHA-256 recorded at issue. */
  pdfPath: z.string(),
  /** The stored PDF's SHA-256; null in the moment between the document's commit and its PDF's storing (decision 229). */
  pdfSha256: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

/** One row of a list of invoices. */
export const invoiceSummary = invoiceDocument.pick({
  id: true,
  kind: true,
  number: true,
  status: true,
  booking: true,
  issueDate: true,
  dueDate: true,
  totalCents: true,
  openCents: true,
  pdfPath: true,
}).extend({ buyerName: z.string() });
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** GET /api/invoices: one page of the viewer's documents. */
export const invoicesResponse = pageOf(invoiceSummary);
export type InvoicesResponse = z.infer<typeof invoicesResponse>;

/** GET /api/bookings/:id/invoices: the booking's documents, newest first. */
export const bookingInvoicesResponse = z.object({ items: z.array(invoiceSummary) });
export type BookingInvoicesResponse = z.infer<typeof bookingInvoicesResponse>;

export const invoiceIdParams = idParams;

/** GET /api/invoices: the viewer's own (a trader), newest first. */
export const invoicesQuery = z.object({ ...pageQuery({ defaultSize: 20 }) });

/** The stored PDF of a document. */
export function invoicePdfPath(id: string): string {
  return `/api/invoices/${encodeURIComponent(id)}/pdf`;
}

/** Limits of an administrator's own invoice lines: long enough for real descriptions, short enough to print. */
export const INVOICE_LINE_LIMITS = { description: 300, unit: 30, quantity: 1_000_000_000, lines: 50 } as const;

/**
 * POST /api/bookings/:id/invoices (administrators): a further invoice on a booking with lines of its
 * own (extra handling, storage beyond the end date), for the period the lines were supplied in.
 */
export const issueInvoiceBody = z
  .strictObject({
    supplyFrom: calendarDate(INVOICE_MESSAGES.periodRequired),
    supplyTo: calendarDate(INVOICE_MESSAGES.periodRequired),
    lines: z
      .array(
        z.strictObject({
          description: filledText(INVOICE_MESSAGES.lineDescriptionRequired, INVOICE_LINE_LIMITS.description),
          quantity: twoDecimalQuantity(INVOICE_LINE_LIMITS.quantity, INVOICE_MESSAGES.lineQuantityInvalid),
          unit: filledText(INVOICE_MESSAGES.lineUnitRequired, INVOICE_LINE_LIMITS.unit),
          unitPriceCents: amountCents,
        }),
      )
      .min(1, INVOICE_MESSAGES.linesRequired)
      .max(INVOICE_LINE_LIMITS.lines),
  })
  .refine((body) => body.supplyFrom <= body.supplyTo, { message: INVOICE_MESSAGES.periodOrder, path: ['supplyTo'] });
export type IssueInvoiceBody = z.input<typeof issueInvoiceBody>;

/** The receivables' status filter: every document, one status, or everything with money still open. */
export const RECEIVABLES_FILTERS = ['all', 'open', ...INVOICE_STATUSES] as const;
export type ReceivablesFilter = (typeof RECEIVABLES_FILTERS)[number];

const filterDate = calendarDate(INVOICE_MESSAGES.filterDateInvalid);

/**
 * GET /api/admin/invoices (administrators, issue #38): the receivables, newest first, filtered by
 * status (or "open": issued, partly paid or overdue), the issue date's period and the trader (their
 * name, email or company, or the document's number).
 */
export const receivablesQuery = z
  .object({
    ...pageQuery({ defaultSize: 25 }),
    status: z.enum(RECEIVABLES_FILTERS).default('all'),
    from: filterDate.optional(),
    to: filterDate.optional(),
    search: listSearch,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: INVOICE_MESSAGES.filterPeriodOrder, path: ['to'] });
export type ReceivablesQuery = z.output<typeof receivablesQuery>;

/** The page, and the sums over every document the filter matches (not only the page). */
export const receivablesResponse = pageOf(invoiceSummary).extend({
  totals: z.object({ totalCents: z.number(), openCents: z.number(), overdueCents: z.number() }),
});
export type ReceivablesResponse = z.infer<typeof receivablesResponse>;
