/**
 * A payout run (issue #39, decision 222): created with its bank files (the payables are taken from the
 * ledger then), sent once an administrator has given the file to the bank, paid once the bank has paid
 * it. A line fails on its own (a closed account, a wrong name): its amount returns to the owner's payable.
 */
export const PAYOUT_BATCH_STATUSES = ['created', 'sent', 'paid'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];
export const PAYOUT_BATCH_STATUS_LABELS: Record<PayoutBatchStatus, string> = { created: 'Created', sent: 'Sent to the bank', paid: 'Paid' };

export const PAYOUT_LINE_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutLineStatus = (typeof PAYOUT_LINE_STATUSES)[number];
export const PAYOUT_LINE_STATUS_LABELS: Record<PayoutLineStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };
