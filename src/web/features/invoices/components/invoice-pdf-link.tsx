import { useLingui } from '@lingui/react/macro';
import type { InvoiceSummary } from '@shared/contracts/invoices';

/**
 * A plain link to the stored PDF, which the server answers inline (the browser shows it, and saves it
 * as {number}.pdf). A new tab, so the booking or the list stays where it was. Its name says which
 * document; its text is "Download PDF", or "Download" in a table's PDF column.
 */
export function InvoicePdfLink({ invoice, className, text }: { invoice: Pick<InvoiceSummary, 'number' | 'pdfPath'>; className: string; text?: string }) {
  const { t } = useLingui();
  const number = invoice.number;
  return (
    <a href={invoice.pdfPath} target="_blank" rel="noopener" aria-label={t`Download ${number} (PDF)`} className={className}>
      {text ?? t`Download PDF`}
    </a>
  );
}
