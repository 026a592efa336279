import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@shared/statuses/invoice';

// Issued blue, partly paid amber, paid green, overdue red, cancelled gray: the colour says how much is still to pay.
const TONES: Record<InvoiceStatus, string> = {
  issued: 'bg-blue-50 text-blue-800 ring-blue-300',
  partly_paid: 'bg-amber-50 text-amber-900 ring-amber-300',
  paid: 'bg-green-50 text-green-800 ring-green-300',
  overdue: 'bg-red-50 text-danger ring-red-300',
  cancelled: 'bg-surface-muted text-ink-muted ring-line',
};

/** The status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status]}`}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}
