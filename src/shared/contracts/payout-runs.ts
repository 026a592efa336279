import { z } from 'zod';
import { calendarDate, filledText, uuidParam } from './common';
import { PAYOUT_RUN_MESSAGES } from '../errors';
import { PAYOUT_BATCH_STATUSES, PAYOUT_LINE_STATUSES } from '../statuses/payout';
import { pageOf, pageQuery } from './pagination';

/** Payout runs (issue #39, decision 222): administrators pay owners what the ledger says is payable. */

/** GET /api/admin/payouts/preview: who a run with this cut-off would pay. */
export const payoutPreviewQuery = z.object({ cutoffDate: calendarDate(PAYOUT_RUN_MESSAGES.cutoffRequired) });

/** POST /api/admin/payouts: a run paying the payables recorded up to the cut-off, on the execution date. */
export const createPayoutRunBody = z.strictObject({
  cutoffDate: calendarDate(PAYOUT_RUN_MESSAGES.cutoffRequired),
  executionDate: calendarDate(PAYOUT_RUN_MESSAGES.executionDateRequired),
});
export type CreatePayoutRunBody = z.infer<typeof createPayoutRunBody>;

/** An owner's payout account as a run shows it to the administrator: its holder, the IBAN masked, the BIC. */
const maskedBankAccount = { accountHolder: z.string(), ibanMasked: z.string(), bic: z.string() };

export const payoutCandidate = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  payableCents: z.number(),
  /** Masked; null when the owner has not given bank details (they are not paid until they do). */
  bankAccount: z.object(maskedBankAccount).nullable(),
  /** Whether the SEPA file can carry the payment (an IBAN of a SEPA country); every payment is in the CSV. */
  inSepaFile: z.boolean(),
});
export type PayoutCandidate = z.infer<typeof payoutCandidate>;

export const payoutPreview = z.object({
  cutoffDate: z.string(),
  minimumCents: z.number(),
  /** Owners a run would pay: payable at least the minimum, with bank details. */
  payees: z.array(payoutCandidate),
  totalCents: z.number(),
  /** Owners with a payable at least the minimum but no bank details: told to add them. */
  withoutBankAccount: z.array(payoutCandidate),
  /** Owners whose payable is below the minimum: it waits for a later run. */
  belowMinimum: z.object({ owners: z.number(), totalCents: z.number() }),
});
export type PayoutPreview = z.infer<typeof payoutPreview>;

export const payoutLine = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  ...maskedBankAccount,
  amountCents: z.number(),
  endToEndId: z.string(),
  inSepaFile: z.boolean(),
  status: z.enum(PAYOUT_LINE_STATUSES),
  failureReason: z.string().nullable(),
});
export type PayoutLine = z.infer<typeof payoutLine>;

export const payoutRunSummary = z.object({
  id: z.string(),
  number: z.string(),
  cutoffDate: z.string(),
  executionDate: z.string(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  totalCents: z.number(),
  /** What failed lines returned to the owners' payables. */
  failedCents: z.number(),
  lineCount: z.number(),
  hasSepaFile: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PayoutRunSummary = z.infer<typeof payoutRunSummary>;

export const payoutRun = payoutRunSummary.extend({ lines: z.array(payoutLine) });
export type PayoutRun = z.infer<typeof payoutRun>;

export const payoutRunsQuery = z.object({ ...pageQuery({ defaultSize: 20 }) });
export const payoutRunsResponse = pageOf(payoutRunSummary);
export type PayoutRunsResponse = z.infer<typeof payoutRunsResponse>;

export const payoutLineParams = z.object({ id: uuidParam, lineId: uuidParam });

/** POST /api/admin/payouts/:id/lines/:lineId/failure: the bank returned the payment. */
export const failPayoutLineBody = z.strictObject({
  reason: filledText(PAYOUT_RUN_MESSAGES.failureReasonRequired, 500),
});
