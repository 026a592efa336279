import { z } from 'zod';
import { OWNER_STATEMENT_MESSAGES } from '../errors';
import { STATEMENT_PAYOUT_KINDS } from '../owner-statements';

// Owners' monthly statements (issue #39, decision 220). A statement covers the ledger postings recorded
// in one calendar month (UTC); its figures are read from the ledger, so the JSON, the PDF and the CSV agree.

/**
 * GET /api/payouts/statements/:month: "YYYY-MM". Checked by the service, not here: a path the schema
 * refuses answers 404 (src/server/platform/errors.ts), and a month written wrong deserves a 400 that
 * says how to write it (OWNER_STATEMENT_MESSAGES.monthInvalid).
 */
export const statementMonthParams = z.object({
  month: z.string().describe('The month, YYYY-MM (UTC), e.g. 2026-11'),
});

/** Whose statements: an administrator names the owner; an owner reads their own (and may name themselves). */
export const statementsQuery = z.object({
  ownerId: z.uuid({ message: OWNER_STATEMENT_MESSAGES.ownerIdInvalid }).optional(),
});
export type StatementsQuery = z.infer<typeof statementsQuery>;

/** What settled invoices earned the owner, as a statement's line and its totals give it. */
const settledAmounts = {
  /** What the owner's lines of the settled invoices earned, net of credit notes, before commission. */
  amountCents: z.number(),
  commissionCents: z.number(),
  /** amount − commission: what the settled invoices made payable. */
  payableCents: z.number(),
};

const statementTotals = z.object({
  ...settledAmounts,
  paidOutCents: z.number(),
  returnedCents: z.number(),
  /** Adjustments of the payable, signed (positive adds). */
  adjustmentsCents: z.number(),
});

/** One invoice settled by its trader in the month: what it made payable to the owner. */
export const statementLine = z.object({
  /** The settlement's ledger posting. */
  id: z.string(),
  /** The day it was settled (the payment's or the credit note's date), "YYYY-MM-DD". */
  date: z.string(),
  bookingId: z.string(),
  /** "#A1B2C3D4". */
  bookingNumber: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  supplyFrom: z.string(),
  supplyTo: z.string(),
  ...settledAmounts,
});
export type StatementLine = z.infer<typeof statementLine>;

/** A payout sent, returned (failed), or an adjustment, recorded in the month. */
export const statementPayout = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(STATEMENT_PAYOUT_KINDS),
  /** Positive for a payout sent or returned; signed for an adjustment. */
  amountCents: z.number(),
  reference: z.string(),
});
export type StatementPayout = z.infer<typeof statementPayout>;

export const ownerStatement = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  month: z.string(),
  /** The month's first and last days. */
  firstDay: z.string(),
  lastDay: z.string(),
  /** The month has ended: nothing can be recorded in it any more. */
  isClosed: z.boolean(),
  openingBalanceCents: z.number(),
  lines: z.array(statementLine),
  payouts: z.array(statementPayout),
  totals: statementTotals,
  closingBalanceCents: z.number(),
  /** The closing balance is negative: it is carried to the next month. */
  isCarried: z.boolean(),
  /** For information: the owner's share of invoices issued and not yet settled by the traders, at the month's end (or now). */
  awaitingCents: z.number(),
});
export type OwnerStatement = z.infer<typeof ownerStatement>;

export const statementMonthSummary = z.object({
  month: z.string(),
  isClosed: z.boolean(),
  openingBalanceCents: z.number(),
  totals: statementTotals,
  closingBalanceCents: z.number(),
  isCarried: z.boolean(),
});
export type StatementMonthSummary = z.infer<typeof statementMonthSummary>;

export const ownerStatementsResponse = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  /** What is payable to the owner now (settled, not yet paid out); negative while a payout's excess is carried. */
  payableCents: z.number(),
  /** Earned on invoices the traders have not settled yet. */
  awaitingCents: z.number(),
  /** The months with activity on the payable, newest first. */
  items: z.array(statementMonthSummary),
});
export type OwnerStatementsResponse = z.infer<typeof ownerStatementsResponse>;

/** The statement's files: the web links them, the server serves them. */
export function ownerStatementFilePath(month: string, format: 'pdf' | 'csv', ownerId?: string): string {
  const query = ownerId === undefined ? '' : `?ownerId=${encodeURIComponent(ownerId)}`;
  return `/api/payouts/statements/${encodeURIComponent(month)}/${format}${query}`;
}
