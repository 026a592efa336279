/**
 * Owners' monthly statements (issue #39, decision 220): per owner and calendar month (UTC), the
 * ledger postings recorded in that month that moved the owner's payable, the settled invoices
 * enriched with their numbers and periods, the payouts, and the balances. Every figure is read from
 * the ledger, and the JSON, the PDF and the CSV are made from one statement, so they agree. The PDF is
 * printed in its owner's language (decision 238).
 */
import type { OwnerStatement, OwnerStatementsResponse, StatementLine, StatementMonthSummary, StatementPayout, StatementsQuery } from '@shared/contracts/payouts';
import { todayUtc } from '@shared/dates';
import { OWNER_STATEMENT_MESSAGES } from '@shared/errors';
import { isStatementMonth, statementMonthRange, statementTotals } from '@shared/owner-statements';
import { can } from '@shared/permissions';
import type { LedgerEvent } from '@shared/statuses/ledger';
import { isLocale, type Locale } from '@shared/locales';
import { personName } from '@shared/people';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { formatBookingNumber } from '../bookings/bookings.service';
import { type PayableMovementRow, readOwnerBalances, readOwnerPayableByMonth, readOwnerPayableMovements } from '../ledger/ledger.service';
import { documentLocaleOf, findAccount } from '../users/users.service';
import { ownerStatementCsv } from './statement-csv';
import { findStatementNoticeLocale } from './payouts.repository';
import { renderOwnerStatementPdf } from './statement-pdf';

type StatementOwner = { id: string; name: string };

/**
 * Whose statements the asker reads: an administrator names the owner (`ownerId`); an owner reads their
 * own, and may name only themselves. A trader or a visitor is refused before anything is read.
 */
async function statementOwner(db: Executor, viewer: Viewer | null, query: StatementsQuery): Promise<StatementOwner> {
  const signedIn = requirePermission(viewer, 'owner-statement:view');
  const ownerId = query.ownerId ?? (can(signedIn, 'owner-statements:view-own') ? signedIn.id : null);
  if (ownerId === null) throw new AppError('bad_request', OWNER_STATEMENT_MESSAGES.ownerRequired);
  requirePermission(signedIn, 'owner-statement:view', { ownerId });
  const account = await findAccount(db, ownerId);
  if (!account) throw new AppError('not_found', OWNER_STATEMENT_MESSAGES.ownerNotFound);
  return { id: ownerId, name: personName(account) };
}

/** A movement of the payable that is not a settled invoice, as the statement shows it: paid out, returned, or an adjustment. */
function payoutOf(event: LedgerEvent, payableCents: number): Pick<StatementPayout, 'kind' | 'amountCents'> {
  if (event === 'payout_sent') return { kind: 'paid_out', amountCents: -payableCents };
  if (event === 'payout_failed') return { kind: 'returned', amountCents: payableCents };
  return { kind: 'adjustment', amountCents: payableCents };
}

/** A posting that moved the payable, as the statement shows it: a settled invoice's line, or a payout. */
function splitMovements(movements: readonly PayableMovementRow[]): { settled: PayableMovementRow[]; payouts: StatementPayout[] } {
  const settled: PayableMovementRow[] = [];
  const payouts: StatementPayout[] = [];
  for (const movement of movements) {
    if (movement.event === 'invoice_settled') settled.push(movement);
    else payouts.push({ id: movement.postingId, date: movement.occurredOn, reference: movement.memo, ...payoutOf(movement.event, movement.payableCents) });
  }
  return { settled, payouts };
}

/** The amounts of settled invoices (one line, or a month's together): what they made payable, their commission, and the two together. */
function lineAmounts(movement: { payableCents: number; commissionCents: number }): Pick<StatementLine, 'amountCents' | 'commissionCents' | 'payableCents'> {
  return { amountCents: movement.payableCents + movement.commissionCents, commissionCents: movement.commissionCents, payableCents: movement.payableCents };
}

/**
 * GET /api/payouts/statements: the months with activity on the owner's payable, newest first, each
 * with its totals and balances (from the ledger's sums per month and event, decision 224), and what
 * is payable and awaiting the traders' payment now.
 */
export async function listOwnerStatements(db: Executor, viewer: Viewer | null, query: StatementsQuery, now = new Date()): Promise<OwnerStatementsResponse> {
  const owner = await statementOwner(db, viewer, query);
  const [sums, balances] = await Promise.all([readOwnerPayableByMonth(db, owner.id), readOwnerBalances(db, owner.id)]);
  const byMonth = new Map<string, typeof sums>();
  for (const sum of sums) byMonth.set(sum.month, [...(byMonth.get(sum.month) ?? []), sum]);
  const items: StatementMonthSummary[] = [];
  let openingCents = 0;
  for (const [month, ofMonth] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    const settled = ofMonth.filter((sum) => sum.event === 'invoice_settled');
    const payouts = ofMonth.filter((sum) => sum.event !== 'invoice_settled').map((sum) => payoutOf(sum.event, sum.payableCents));
    const { closingCents, isCarried, ...totals } = statementTotals({ openingCents, lines: settled.map(lineAmounts), payouts });
    items.push({ month, isClosed: statementMonthRange(month).to <= now, openingBalanceCents: openingCents, totals, closingBalanceCents: closingCents, isCarried });
    openingCents = closingCents;
  }
  return { ownerId: owner.id, ownerName: owner.name, payableCents: balances.payableCents, awaitingCents: balances.earnedCents, items: items.reverse() };
}

/**
 * GET /api/payouts/statements/:month: the month's statement. The current month's holds what is
 * recorded so far; a month not started yet is 404. Everything is read as of one instant (the month's
 * end, or now), so the lines, payouts and balances belong together.
 */
export async function getOwnerStatement(db: Executor, viewer: Viewer | null, month: string, query: StatementsQuery, now = new Date()): Promise<OwnerStatement> {
  const owner = await statementOwner(db, viewer, query);
  if (!isStatementMonth(month)) throw new AppError('bad_request', OWNER_STATEMENT_MESSAGES.monthInvalid);
  const range = statementMonthRange(month);
  if (range.from > now) throw new AppError('not_found', OWNER_STATEMENT_MESSAGES.monthInFuture);
  const isClosed = range.to <= now;
  const asOf = isClosed ? range.to : now;

  const [movements, opening, atEnd] = await Promise.all([
    readOwnerPayableMovements(db, owner.id, { from: range.from, to: asOf }),
    readOwnerBalances(db, owner.id, range.firstDay),
    readOwnerBalances(db, owner.id, todayUtc(range.to)),
  ]);
  const { settled, payouts } = splitMovements(movements);
  const lines: StatementLine[] = settled.map((movement) => ({
    id: movement.postingId,
    date: movement.occurredOn,
    bookingId: movement.bookingId!,
    bookingNumber: formatBookingNumber(movement.bookingId!),
    invoiceId: movement.invoiceId!,
    invoiceNumber: movement.memo,
    supplyFrom: movement.supplyFrom ?? '',
    supplyTo: movement.supplyTo ?? '',
    ...lineAmounts(movement),
  }));
  const { closingCents, isCarried, ...totals } = statementTotals({ openingCents: opening.payableCents, lines, payouts });
  return {
    ownerId: owner.id,
    ownerName: owner.name,
    month,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    isClosed,
    openingBalanceCents: opening.payableCents,
    lines,
    payouts,
    totals,
    closingBalanceCents: closingCents,
    isCarried,
    awaitingCents: atEnd.earnedCents,
  };
}

/** The statement as an A4 PDF, and its file name. */
export async function getOwnerStatementPdf(db: Executor, viewer: Viewer | null, month: string, query: StatementsQuery, now = new Date()): Promise<{ fileName: string; body: Buffer }> {
  const statement = await getOwnerStatement(db, viewer, month, query, now);
  // A closed month prints as of its end, so its bytes never change; the running month as of now.
  const printedAt = statement.isClosed ? statementMonthRange(month).to : now;
  return { fileName: `statement-${month}.pdf`, body: await renderOwnerStatementPdf(statement, printedAt, await statementLocale(db, statement)) };
}

/**
 * The language a statement is printed in, its owner's (decision 238): a closed month's as stored when
 * its "statement ready" notice went out, so it prints the same every time; before that (the running
 * month, a closed one not yet announced) the owner's now.
 */
async function statementLocale(db: Executor, statement: Pick<OwnerStatement, 'ownerId' | 'month' | 'isClosed'>): Promise<Locale> {
  const stored = statement.isClosed ? await findStatementNoticeLocale(db, statement.ownerId, statement.month) : undefined;
  if (isLocale(stored)) return stored;
  return documentLocaleOf(db, statement.ownerId);
}

/** The statement as CSV, and its file name. */
export async function getOwnerStatementCsv(db: Executor, viewer: Viewer | null, month: string, query: StatementsQuery, now = new Date()): Promise<{ fileName: string; body: string }> {
  const statement = await getOwnerStatement(db, viewer, month, query, now);
  return { fileName: `statement-${month}.csv`, body: ownerStatementCsv(statement, await statementLocale(db, statement)) };
}
