import { RECEIPT_STATUS_LABELS, type ReceiptStatus } from '@shared/statuses/receipt';

// Valid green, partly released amber, released blue, superseded and cancelled gray: only a valid or partly released receipt stands for goods in store.
const TONES: Record<ReceiptStatus, string> = {
  valid: 'bg-green-50 text-green-800 ring-green-300',
  partly_released: 'bg-amber-50 text-amber-900 ring-amber-300',
  released: 'bg-blue-50 text-blue-800 ring-blue-300',
  superseded: 'bg-surface-muted text-ink-muted ring-line',
  cancelled: 'bg-surface-muted text-ink-muted ring-line',
};

/** The status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status]}`}
    >
      {RECEIPT_STATUS_LABELS[status]}
    </span>
  );
}
