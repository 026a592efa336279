import type { PayoutLine, PayoutRun } from '@shared/contracts/payout-runs';
import type { PayoutBatchStatus, PayoutLineStatus } from '@shared/statuses/payout';

/**
 * What an administrator can do next with a run, by its status, as the server allows it
 * (payouts.service.ts): a created run is sent to the bank, a sent one paid; typed by the statuses, so
 * a new status must be placed here.
 */
export type PayoutRunStep = 'sent' | 'paid';

const NEXT_STEP: Record<PayoutBatchStatus, PayoutRunStep | null> = { created: 'sent', sent: 'paid', paid: null };

/**
 * The run's statuses in which a payment may still be returned (the bank returned it, or the file never
 * reached the bank: decision 222), and the lines' that may be.
 */
const RETURNABLE_RUN: Record<PayoutBatchStatus, boolean> = { created: true, sent: true, paid: false };
const RETURNABLE_LINE: Record<PayoutLineStatus, boolean> = { pending: true, paid: false, failed: false };

export function nextPayoutRunStep(run: Pick<PayoutRun, 'status'>): PayoutRunStep | null {
  return NEXT_STEP[run.status];
}

/** "Payment returned": a pending line of a run not yet paid. */
export function canReturnPayment(run: Pick<PayoutRun, 'status'>, line: Pick<PayoutLine, 'status'>): boolean {
  return RETURNABLE_RUN[run.status] && RETURNABLE_LINE[line.status];
}
