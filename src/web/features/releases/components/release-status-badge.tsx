import { RELEASE_STATUS_LABELS, type ReleaseStatus } from '@shared/statuses/release';

// Held amber (it waits on payment), approved blue (it may leave), released green, cancelled gray.
const TONES: Record<ReleaseStatus, string> = {
  held: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-blue-50 text-blue-800 ring-blue-300',
  released: 'bg-green-50 text-green-800 ring-green-300',
  cancelled: 'bg-surface-muted text-ink-muted ring-line',
};

/** The status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status]}`}
    >
      {RELEASE_STATUS_LABELS[status]}
    </span>
  );
}
