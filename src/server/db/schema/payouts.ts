import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_BATCH_STATUSES, PAYOUT_LINE_STATUSES } from '@shared/statuses/payout';
import { users } from './auth';
import { createdAt, id, requiredRef } from './columns';

export const payoutBatchStatus = pgEnum('payout_batch_status', PAYOUT_BATCH_STATUSES);
export const payoutLineStatus = pgEnum('payout_line_status', PAYOUT_LINE_STATUSES);

/**
 * A payout run (issue #39, decision 222): the owners paid, their bank files (SEPA pain.001 and CSV,
 * stored once at creation) and where the batch stands.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: id(),
    /** PO-2026-000001: the batch's message id in the SEPA file. */
    number: text('number').notNull(),
    /** Payables recorded up to this day are paid. */
    cutoffDate: date('cutoff_date', { mode: 'string' }).notNull(),
    /** The day the bank is asked to pay (ReqdExctnDt). */
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    status: payoutBatchStatus('status').notNull().default('created'),
    totalCents: integer('total_cents').notNull(),
    sepaKey: text('sepa_key'),
    csvKey: text('csv_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payout_batches_number_key').on(t.number), index('payout_batches_newest_idx').on(t.createdAt), check('payout_batches_total', sql`${t.totalCents} > 0`)],
);

/** One owner's payment in a run, with the bank details it was sent to, frozen. */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: id(),
    batchId: requiredRef('batch_id', () => payoutBatches.id, 'restrict'),
    ownerId: requiredRef('owner_id', () => users.id, 'restrict'),
    ownerName: text('owner_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The EndToEndId the bank's statement returns: the batch number and the line's position. */
    endToEndId: text('end_to_end_id').notNull(),
    /** Whether the SEPA file carries it (an IBAN of a SEPA country); the CSV carries every line. */
    inSepaFile: boolean('in_sepa_file').notNull(),
    status: payoutLineStatus('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_lines_batch_idx').on(t.batchId),
    index('payout_lines_owner_idx').on(t.ownerId),
    uniqueIndex('payout_lines_end_to_end_key').on(t.endToEndId),
    check('payout_lines_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The "statement ready" notices sent (issue #39): one per owner and closed month (YYYY-MM), claimed by
 * writing its row in the transaction that sends it, so several app processes send each one once.
 */
export const ownerStatementNotices = pgTable(
  'owner_statement_notices',
  {
    ownerId: requiredRef('owner_id', () => users.id, 'cascade'),
    month: text('month').notNull(),
    /** The language the closed month's statement is printed in: its owner's when the month closed and this was sent (decision 238). */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month] })],
);
