/**
 * An owner's monthly statement as an A4 PDF (issue #39, decision 220): the same figures as its JSON
 * and CSV. Rendered on request from the ledger: a closed month's postings never change and it prints
 * as of the month's end, so its bytes are the same every time.
 */
import type { I18n } from '@lingui/core';
import type { OwnerStatement } from '@shared/contracts/payouts';
import { formatDate, formatDateRange } from '@shared/dates';
import type { Locale } from '@shared/locales';
import { formatCents } from '@shared/money';
import { formatStatementMonth, payoutEffectCents, STATEMENT_PAYOUT_LABELS } from '@shared/owner-statements';
import { type LabelValue, PdfDocumentLayout, type TableColumn } from '@server/platform/pdf-document';
import { inLanguage, sharedText } from '@server/platform/texts';

/** The statement in `locale`, its owner's (decision 238): its texts, months, dates and amounts. */
export async function renderOwnerStatementPdf(statement: OwnerStatement, printedAt: Date, locale: Locale): Promise<Buffer> {
  // Its page footers too: toBuffer writes them before it answers.
  return inLanguage(locale, (i18n) => layOutStatement(i18n, statement, printedAt, locale).toBuffer());
}

function layOutStatement(i18n: I18n, statement: OwnerStatement, printedAt: Date, locale: Locale): PdfDocumentLayout {
  const month = formatStatementMonth(statement.month);
  const title = i18n._('Statement {month}', { month });
  const pdf = new PdfDocumentLayout({
    title: `${title} · ${statement.ownerName}`,
    locale,
    issuedAt: printedAt,
    footer: ({ number, count }) => `${title} · ${statement.ownerName} · ${i18n._('Page {number} of {count}', { number, count })}`,
  });
  const { totals } = statement;

  pdf.columns(
    [0.5, 0.5],
    [
      (area) => {
        pdf.heading(i18n._('Owner statement'), area);
        pdf.text(statement.ownerName, area, { bold: true });
      },
      (area) =>
        pdf.labelValues(
          [
            { label: i18n._('Month'), value: month, bold: true },
            { label: i18n._('Period'), value: formatDateRange(statement.firstDay, statement.lastDay) },
            { label: i18n._('Status'), value: statement.isClosed ? i18n._('Closed') : i18n._('Running: postings recorded so far') },
          ],
          area,
          { labelWidth: 70 },
        ),
    ],
  );
  pdf.gap(14);
  pdf.text(i18n._('Covers what was recorded in the month; each invoice is dated the day its trader settled it.'), pdf.content, { size: 8, muted: true });
  pdf.gap(8);
  pdf.labelValues([{ label: i18n._('Opening balance'), value: formatCents(statement.openingBalanceCents), bold: true }], pdf.content, { labelWidth: 160 });
  pdf.gap(10);

  tableSection(
    pdf,
    i18n._('Invoices settled'),
    i18n._('No invoice was settled in this month.'),
    [
      { header: i18n._('Date'), width: 0.13 },
      { header: i18n._('Booking'), width: 0.14 },
      { header: i18n._('Invoice'), width: 0.19 },
      { header: i18n._('Period'), width: 0.18 },
      { header: i18n._('Amount'), width: 0.12, align: 'right' },
      { header: i18n._('Commission'), width: 0.12, align: 'right' },
      { header: i18n._('Payable'), width: 0.12, align: 'right' },
    ],
    statement.lines.length === 0
      ? []
      : [
          ...statement.lines.map((line) => [
            formatDate(line.date),
            line.bookingNumber,
            line.invoiceNumber,
            formatDateRange(line.supplyFrom, line.supplyTo),
            formatCents(line.amountCents),
            formatCents(line.commissionCents),
            formatCents(line.payableCents),
          ]),
          [i18n._('Total'), '', '', '', formatCents(totals.amountCents), formatCents(totals.commissionCents), formatCents(totals.payableCents)],
        ],
  );
  tableSection(
    pdf,
    i18n._('Payouts'),
    i18n._('No payout in this month.'),
    [
      { header: i18n._('Date'), width: 0.15 },
      { header: i18n._('What'), width: 0.22 },
      { header: i18n._('Reference'), width: 0.43 },
      { header: i18n._('Amount'), width: 0.2, align: 'right' },
    ],
    statement.payouts.map((payout) => [formatDate(payout.date), sharedText(i18n, STATEMENT_PAYOUT_LABELS[payout.kind]), payout.reference, formatCents(payoutEffectCents(payout))]),
  );

  const summary: LabelValue[] = [
    { label: i18n._('Opening balance'), value: formatCents(statement.openingBalanceCents) },
    { label: i18n._('Payable from settled invoices'), value: formatCents(totals.payableCents) },
    { label: i18n._('Paid out'), value: formatCents(-totals.paidOutCents) },
    { label: i18n._('Payouts returned'), value: formatCents(totals.returnedCents) },
    ...(totals.adjustmentsCents === 0 ? [] : [{ label: i18n._('Adjustments'), value: formatCents(totals.adjustmentsCents) }]),
  ];
  pdf.ensureSpace((summary.length + 3) * 14 + 20);
  pdf.totals(
    summary,
    { label: statement.isCarried ? i18n._('Closing balance, carried to next month') : i18n._('Closing balance'), value: formatCents(statement.closingBalanceCents), bold: true },
    { share: 0.6, labelShare: 0.65, note: { label: i18n._('Awaiting traders’ payment (not yet payable)'), value: formatCents(statement.awaitingCents) } },
  );
  return pdf;
}

/** A section of the statement: its title, then its table, or `emptyNote` (muted) when it has no rows. */
function tableSection(pdf: PdfDocumentLayout, title: string, emptyNote: string, columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
  pdf.text(title, pdf.content, { bold: true });
  pdf.gap(4);
  if (rows.length === 0) pdf.text(emptyNote, pdf.content, { muted: true });
  else pdf.table(columns, rows);
  pdf.gap(14);
}
