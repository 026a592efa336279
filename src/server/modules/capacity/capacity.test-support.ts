import type { Executor } from '../../db/client';
import { type CommitmentRow, insertCommitments } from './capacity.repository';

/** Helpers for the API tests of capacity and of the modules that need space already taken. */

/**
 * Commitments (bookings tied to an offer, or owners' blocks) written straight into the table, with
 * none of the checks, activity or events of the flows that make them: a test's fixed starting point.
 */
export function insertTestCommitments(db: Executor, rows: Parameters<typeof insertCommitments>[1]): Promise<CommitmentRow[]> {
  return insertCommitments(db, rows);
}
