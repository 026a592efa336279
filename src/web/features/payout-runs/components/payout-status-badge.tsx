import { PAYOUT_BATCH_STATUS_LABELS, PAYOUT_LINE_STATUS_LABELS, type PayoutBatchStatus, type PayoutLineStatus } from '@shared/statuses/payout';
import { statusBadge, type StatusTone } from '@web/components/ui/status-pill';

// Created blue (still with us), sent amber (with the bank), paid green: the colour says where the money is.
const RUN_TONES: Record<PayoutBatchStatus, StatusTone> = { created: 'info', sent: 'warning', paid: 'success' };
const LINE_TONES: Record<PayoutLineStatus, StatusTone> = { pending: 'neutral', paid: 'success', failed: 'danger' };

export const PayoutRunStatusBadge = statusBadge(RUN_TONES, PAYOUT_BATCH_STATUS_LABELS);

/** One payment's status in a run. */
export const PayoutLineStatusBadge = statusBadge(LINE_TONES, PAYOUT_LINE_STATUS_LABELS);
