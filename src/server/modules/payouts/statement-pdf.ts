/**
 * An owner's monthly statement as an A4 PDF (issue #39, decision 220): the same figures as its JSON
 * and CSV. Rendered on request from the ledger: a closed month's postings never change and it prints
 * as of the month's end, so its bytes are the same every time.
 */
import type { OwnerStatement } from '@shared/contracts/payouts';
import { formatDate, formatDateRange } from '@shared/dates';
import { formatCents } from '@shared/money';
import { formatStatementMonth, payoutEffectCents, STATEMENT_PAYOUT_LABELS } from '@shared/owner-statements';
import { type LabelValue, PdfDocumentLayout } from '@server/platform/pdf-document';

export async function renderOwnerStatementPdf(statement: OwnerStatement, printedAt: Date): Promise<Buffer> {
  const month = formatStatementMonth(statement.month);
  const title = `Statement ${month}`;
  const pdf = new PdfDocumentLayout({
    title: `${title} · ${statement.ownerName}`,
    issuedAt: printedAt,
    footer: ({ number, count }) => `${title} · ${statement.ownerName} · Page ${number} of ${count}`,
  });
  const { totals } = statement;

  pdf.columns(
    [0.5, 0.5],
    [
      (area) => {
        pdf.heading('Owner statement', area);
        pdf.text(statement.ownerName, area, { bold: true });
      },
      (area) =>
        pdf.labelValues(
          [
            { label: 'Month', value: month, bold: true },
            { label: 'Period', value: formatDateRange(statement.firstDay, statement.lastDay) },
            { label: 'Status', value: statement.isClosed ? 'Closed' : 'Running: postings recorded so far' },
          ],
          area,
          { labelWidth: 70 },
        ),
    ],
  );
  pdf.gap(14);
  pdf.text('Covers what was recorded in the month; each invoice is dated the day its trader settled it.', pdf.content, { size: 8, muted: true });
  pdf.gap(8);
  pdf.labelValues([{ label: 'Opening balance', value: formatCents(statement.openingBalanceCents), bold: true }], pdf.content, { labelWidth: 160 });
  pdf.gap(10);

  pdf.text('Invoices settled', pdf.content, { bold: true });
  pdf.gap(4);
  if (statement.lines.length === 0) {
    pdf.text('No invoice was settled in this month.', pdf.content, { muted: true });
  } else {
    pdf.table(
      [
        { header: 'Date', width: 0.13 },
        { header: 'Booking', width: 0.14 },
        { header: 'Invoice', width: 0.19 },
        { header: 'Period', width: 0.18 },
        { header: 'Amount', width: 0.12, align: 'right' },
        { header: 'Commission', width: 0.12, align: 'right' },
        { header: 'Payable', width: 0.12, align: 'right' },
      ],
      [
        ...statement.lines.map((line) => [
          formatDate(line.date),
          line.bookingNumber,
          line.invoiceNumber,
          formatDateRange(line.supplyFrom, line.supplyTo),
          formatCents(line.amountCents),
          formatCents(line.commissionCents),
          formatCents(line.payableCents),
        ]),
        ['Total', '', '', '', formatCents(totals.amountCents), formatCents(totals.commissionCents), formatCents(totals.payableCents)],
      ],
    );
  }
  pdf.gap(14);

  pdf.text('Payouts', pdf.content, { bold: true });
  pdf.gap(4);
  if (statement.payouts.length === 0) {
    pdf.text('No payout in this month.', pdf.content, { muted: true });
  } else {
    pdf.table(
      [
        { header: 'Date', width: 0.15 },
        { header: 'What', width: 0.22 },
        { header: 'Reference', width: 0.43 },
        { header: 'Amount', width: 0.2, align: 'right' },
      ],
      statement.payouts.map((payout) => [formatDate(payout.date), STATEMENT_PAYOUT_LABELS[payout.kind], payout.reference, formatCents(payoutEffectCents(payout))]),
    );
  }
  pdf.gap(14);

  const summary: LabelValue[] = [
    { label: 'Opening balance', value: formatCents(statement.openingBalanceCents) },
    { label: 'Payable from settled invoices', value: formatCents(totals.payableCents) },
    { label: 'Paid out', value: formatCents(-totals.paidOutCents) },
    { label: 'Payouts returned', value: formatCents(totals.returnedCents) },
    ...(totals.adjustmentsCents === 0 ? [] : [{ label: 'Adjustments', value: formatCents(totals.adjustmentsCents) }]),
  ];
  pdf.ensureSpace((summary.length + 3) * 14 + 20);
  pdf.columns(
    [0.4, 0.6],
    [
      () => undefined,
      (area) => {
        const layout = { labelWidth: area.width * 0.65, valueAlign: 'right' } as const;
        pdf.labelValues(summary, area, layout);
        pdf.gap(2);
        pdf.rule(area);
        pdf.labelValues([{ label: statement.isCarried ? 'Closing balance, carried to next month' : 'Closing balance', value: formatCents(statement.closingBalanceCents), bold: true }], area, layout);
        pdf.gap(8);
        pdf.labelValues([{ label: 'Awaiting traders’ payment (not yet payable)', value: formatCents(statement.awaitingCents) }], area, layout);
      },
    ],
  );
  return pdf.toBuffer();
}
