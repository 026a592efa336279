import type { InvoiceSummary } from '@shared/contracts/invoices';

/**
 * A plain link to the stored PDF, which the server answers inline (the browser shows it, and saves it
 * as {number}.pdf). A new tab, so the booking or the list stays where it was. Its name says which
 * document; its text is "Download PDF", or "Download" in a table's PDF column.
 */
export function InvoicePdfLink({ invoice, className, text = 'Download PDF' }: { invoice: Pick<InvoiceSummary, 'number' | 'pdfPath'>; className: string; text?: string }) {
  return (
    <a href={invoice.pdfPath} target="_blank" rel="noopener" aria-label={`Download ${invoice.number} (PDF)`} className={className}>
      {text}
    </a>
  );
}
