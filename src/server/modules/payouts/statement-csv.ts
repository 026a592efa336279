/**
 * An owner's monthly statement as CSV (issue #39, decision 220): the same figures as its JSON and PDF.
 * One row per line of the statement, in the order the PDF prints them; amounts in euros with a dot
 * and two decimals. The Payable column is what each row did to the payable (a payout is negative).
 */
import type { OwnerStatement } from '@shared/contracts/payouts';
import { centsToEuroInput } from '@shared/money';
import { formatStatementMonth, payoutEffectCents, STATEMENT_PAYOUT_LABELS } from '@shared/owner-statements';
import { csvRows } from '../../platform/csv';

const STATEMENT_CSV_HEADER = ['Type', 'Date', 'Booking', 'Invoice', 'Supply from', 'Supply to', 'Amount', 'Commission', 'Payable', 'Reference'];

const money = centsToEuroInput;

export function ownerStatementCsv(statement: OwnerStatement): string {
  const { totals } = statement;
  const row = (type: string, cells: { date?: string; amount?: number; commission?: number; payable?: number; reference?: string } = {}) => [
    type,
    cells.date ?? '',
    '',
    '',
    '',
    '',
    cells.amount === undefined ? '' : money(cells.amount),
    cells.commission === undefined ? '' : money(cells.commission),
    cells.payable === undefined ? '' : money(cells.payable),
    cells.reference ?? '',
  ];
  return csvRows([
    STATEMENT_CSV_HEADER,
    row(`Statement ${formatStatementMonth(statement.month)}`, { reference: statement.ownerName }),
    row('Opening balance', { date: statement.firstDay, payable: statement.openingBalanceCents }),
    ...statement.lines.map((line) => [
      'Invoice settled',
      line.date,
      line.bookingNumber,
      line.invoiceNumber,
      line.supplyFrom,
      line.supplyTo,
      money(line.amountCents),
      money(line.commissionCents),
      money(line.payableCents),
      '',
    ]),
    row('Total settled', { amount: totals.amountCents, commission: totals.commissionCents, payable: totals.payableCents }),
    ...statement.payouts.map((payout) => row(STATEMENT_PAYOUT_LABELS[payout.kind], { date: payout.date, payable: payoutEffectCents(payout), reference: payout.reference })),
    row('Total paid out', { payable: -totals.paidOutCents }),
    row('Total returned', { payable: totals.returnedCents }),
    ...(totals.adjustmentsCents === 0 ? [] : [row('Total adjustments', { payable: totals.adjustmentsCents })]),
    row('Closing balance', { date: statement.lastDay, payable: statement.closingBalanceCents, reference: statement.isCarried ? 'Carried to next month' : '' }),
    row('Awaiting traders’ payment (not yet payable)', { amount: statement.awaitingCents }),
  ]);
}
