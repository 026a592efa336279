/**
 * Owners' monthly statements (issue #39, decision 220): a statement covers the ledger postings
 * recorded in one calendar month in UTC, so a closed month's statement never changes. The month
 * helpers and the statement's arithmetic, pure, for the server's JSON, PDF and CSV and the web's page.
 */
import { sumCents } from './money';
import { dateFormat } from './display-locale';

/** A statement's month, "YYYY-MM" (months 01 to 12, years 2000 to 9999). */
export const STATEMENT_MONTH = /^([2-9]\d{3})-(0[1-9]|1[0-2])$/;

export function isStatementMonth(value: string): boolean {
  return STATEMENT_MONTH.test(value);
}

/**
 * The month's bounds in UTC: `from` (its first instant) and `to` (the next month's first instant),
 * and its first and last calendar days.
 * @throws RangeError for a value that is not "YYYY-MM".
 */
export function statementMonthRange(month: string): { from: Date; to: Date; firstDay: string; lastDay: string } {
  const match = STATEMENT_MONTH.exec(month);
  if (!match) throw new RangeError(`Not a statement month (YYYY-MM): ${JSON.stringify(month)}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const from = new Date(Date.UTC(year, index, 1));
  const to = new Date(Date.UTC(year, index + 1, 1));
  const lastDay = new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10);
  return { from, to, firstDay: from.toISOString().slice(0, 10), lastDay };
}

/** The statement month an instant is recorded in, "YYYY-MM" in UTC. */
export function statementMonthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** "November 2026". */
export function formatStatementMonth(month: string): string {
  const { from } = statementMonthRange(month);
  return dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(from);
}

/** A movement of the payable that is not a settled invoice: a payout sent, a payout returned, an adjustment. */
export const STATEMENT_PAYOUT_KINDS = ['paid_out', 'returned', 'adjustment'] as const;
export type StatementPayoutKind = (typeof STATEMENT_PAYOUT_KINDS)[number];

export const STATEMENT_PAYOUT_LABELS: Record<StatementPayoutKind, string> = {
  paid_out: 'Paid out',
  returned: 'Payout returned',
  adjustment: 'Adjustment',
};

/** What a payout row did to the payable: a payout sent lowers it, a returned one raises it back, an adjustment is signed. */
export function payoutEffectCents(payout: { kind: StatementPayoutKind; amountCents: number }): number {
  return payout.kind === 'paid_out' ? -payout.amountCents : payout.amountCents;
}

export type StatementTotals = {
  /** What the owner's lines of the settled invoices earned, net of credit notes, before commission. */
  amountCents: number;
  commissionCents: number;
  /** amount − commission: what the settled invoices made payable. */
  payableCents: number;
  paidOutCents: number;
  returnedCents: number;
  /** Adjustments, signed: positive adds to the payable. */
  adjustmentsCents: number;
};

/**
 * The statement's arithmetic: totals of its lines and payouts, and the closing balance
 * opening + payable − paid out + returned + adjustments. A negative closing balance (a payout larger
 * than what was payable, a credit note after a payout) is carried to the next month: it is the next
 * statement's opening balance, as the ledger's balance at that instant.
 * `amountCents` of a payout is positive for paid_out and returned, signed for an adjustment.
 */
export function statementTotals(input: {
  openingCents: number;
  lines: readonly { amountCents: number; commissionCents: number; payableCents: number }[];
  payouts: readonly { kind: StatementPayoutKind; amountCents: number }[];
}): StatementTotals & { closingCents: number; isCarried: boolean } {
  const ofKind = (kind: StatementPayoutKind) => sumCents(input.payouts.filter((payout) => payout.kind === kind).map((payout) => payout.amountCents));
  const totals: StatementTotals = {
    amountCents: sumCents(input.lines.map((line) => line.amountCents)),
    commissionCents: sumCents(input.lines.map((line) => line.commissionCents)),
    payableCents: sumCents(input.lines.map((line) => line.payableCents)),
    paidOutCents: ofKind('paid_out'),
    returnedCents: ofKind('returned'),
    adjustmentsCents: ofKind('adjustment'),
  };
  const closingCents = input.openingCents + totals.payableCents - totals.paidOutCents + totals.returnedCents + totals.adjustmentsCents;
  return { ...totals, closingCents, isCarried: closingCents < 0 };
}
