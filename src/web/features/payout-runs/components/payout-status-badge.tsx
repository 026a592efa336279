import { PAYOUT_BATCH_STATUS_LABELS, PAYOUT_LINE_STATUS_LABELS, type PayoutBatchStatus, type PayoutLineStatus } from '@shared/statuses/payout';
import { StatusPill, type StatusTone } from '@web/components/ui/status-pill';

// Created blue (still with us), sent amber (with the bank), paid green: the colour says where the money is.
const RUN_TONES: Record<PayoutBatchStatus, StatusTone> = { created: 'info', sent: 'warning', paid: 'success' };
const LINE_TONES: Record<PayoutLineStatus, StatusTone> = { pending: 'neutral', paid: 'success', failed: 'danger' };

export function PayoutRunStatusBadge({ status }: { status: PayoutBatchStatus }) {
  return (
    <StatusPill status={status} tone={RUN_TONES[status]}>
      {PAYOUT_BATCH_STATUS_LABELS[status]}
    </StatusPill>
  );
}

/** One payment's status in a run. */
export function PayoutLineStatusBadge({ status }: { status: PayoutLineStatus }) {
  return (
    <StatusPill status={status} tone={LINE_TONES[status]}>
      {PAYOUT_LINE_STATUS_LABELS[status]}
    </StatusPill>
  );
}
