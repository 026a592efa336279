import type { PayoutRun, PayoutLine } from '@shared/contracts/payout-runs';

/** Olga Owner's payment in a run: in the SEPA file, not yet paid. */
export const PAYOUT_LINE: PayoutLine = {
  id: 'line-1',
  ownerId: 'owner-1',
  ownerName: 'Olga Owner',
  accountHolder: 'Olga Owner OÜ',
  ibanMasked: 'EE•• •••• •••• •••• 5685',
  bic: 'HABAEE2X',
  amountCents: 123_456,
  endToEndId: 'PO-2026-000001-1',
  inSepaFile: true,
  status: 'pending',
  failureReason: null,
};

/** Payout run PO-2026-000001, just created with that one payment, as the API answers it; `changes` move it on. */
export function payoutRunOf(changes: Partial<PayoutRun> = {}): PayoutRun {
  return {
    id: 'run-1',
    number: 'PO-2026-000001',
    cutoffDate: '2026-11-29',
    executionDate: '2026-11-30',
    status: 'created',
    totalCents: 123_456,
    failedCents: 0,
    lineCount: 1,
    hasSepaFile: true,
    createdAt: '2026-11-29T10:00:00.000Z',
    sentAt: null,
    paidAt: null,
    lines: [PAYOUT_LINE],
    ...changes,
  };
}
