/**
 * An owner's monthly statement as CSV (issue #39, decision 220): the same figures as its JSON and PDF.
 * One row per line of the statement, in the order the PDF prints them; amounts in euros with a dot
 * and two decimals, ISO dates. The Payable column is what each row did to the payable (a payout is negative).
 */
import type { I18n } from '@lingui/core';
import type { OwnerStatement } from '@shared/contracts/payouts';
import type { Locale } from '@shared/locales';
import { centsToEuroInput } from '@shared/money';
import { formatStatementMonth, payoutEffectCents, STATEMENT_PAYOUT_LABELS } from '@shared/owner-statements';
import { csvRows } from '../../platform/csv';
import { inLanguage, sharedText } from '../../platform/texts';

const money = centsToEuroInput;

/**
 * The statement in `locale`, its owner's (decision 238): its headings and the names of its rows; its
 * figures stay as a spreadsheet reads them (ISO dates, amounts with a dot), in every language.
 */
export function ownerStatementCsv(statement: OwnerStatement, locale: Locale): string {
  return inLanguage(locale, (i18n) => statementCsv(i18n, statement));
}

function statementCsv(i18n: I18n, statement: OwnerStatement): string {
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
  const header = [
    i18n._('Type'),
    i18n._('Date'),
    i18n._('Booking'),
    i18n._('Invoice'),
    i18n._('Supply from'),
    i18n._('Supply to'),
    i18n._('Amount'),
    i18n._('Commission'),
    i18n._('Payable'),
    i18n._('Reference'),
  ];
  const settled = i18n._('Invoice settled');
  return csvRows([
    header,
    row(i18n._('Statement {month}', { month: formatStatementMonth(statement.month) }), { reference: statement.ownerName }),
    row(i18n._('Opening balance'), { date: statement.firstDay, payable: statement.openingBalanceCents }),
    ...statement.lines.map((line) => [
      settled,
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
    row(i18n._('Total settled'), { amount: totals.amountCents, commission: totals.commissionCents, payable: totals.payableCents }),
    ...statement.payouts.map((payout) => row(sharedText(i18n, STATEMENT_PAYOUT_LABELS[payout.kind]), { date: payout.date, payable: payoutEffectCents(payout), reference: payout.reference })),
    row(i18n._('Total paid out'), { payable: -totals.paidOutCents }),
    row(i18n._('Total returned'), { payable: totals.returnedCents }),
    ...(totals.adjustmentsCents === 0 ? [] : [row(i18n._('Total adjustments'), { payable: totals.adjustmentsCents })]),
    row(i18n._('Closing balance'), { date: statement.lastDay, payable: statement.closingBalanceCents, reference: statement.isCarried ? i18n._('Carried to next month') : '' }),
    row(i18n._('Awaiting traders’ payment (not yet payable)'), { amount: statement.awaitingCents }),
  ]);
}
