import { PAYOUT_BATCH_STATUS_LABELS, PAYOUT_LINE_STATUS_LABELS, type PayoutBatchStatus, type PayoutLineStatus } from '@shared/statuses/payout';

const PILL = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

// Created blue (still with us), sent amber (with the bank), paid green: the colour says where the money is.
const RUN_TONES: Record<PayoutBatchStatus, string> = {
  created: 'bg-blue-50 text-blue-800 ring-blue-300',
  sent: 'bg-amber-50 text-amber-900 ring-amber-300',
  paid: 'bg-green-50 text-green-800 ring-green-300',
};

const LINE_TONES: Record<PayoutLineStatus, string> = {
  pending: 'bg-surface-muted text-ink ring-line',
  paid: 'bg-green-50 text-green-800 ring-green-300',
  failed: 'bg-red-50 text-danger ring-red-300',
};

/** A payout run's status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function PayoutRunStatusBadge({ status }: { status: PayoutBatchStatus }) {
  return (
    <span data-status={status} className={`${PILL} ${RUN_TONES[status]}`}>
      {PAYOUT_BATCH_STATUS_LABELS[status]}
    </span>
  );
}

/** One payment's status in a run. */
export function PayoutLineStatusBadge({ status }: { status: PayoutLineStatus }) {
  return (
    <span data-status={status} className={`${PILL} ${LINE_TONES[status]}`}>
      {PAYOUT_LINE_STATUS_LABELS[status]}
    </span>
  );
}
