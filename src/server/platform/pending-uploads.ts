import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import type { StoredImageKeys } from './images';

/** A table of uploaded images (warehouse images, listing-request images, receipt photos). */
type ImageTable = PgTable & { id: PgColumn; createdAt: PgColumn; storageKey: PgColumn; thumbnailKey: PgColumn };

/**
 * Deletes up to `limit` pending uploads of `table` created before `cutoff`, oldest first, and answers
 * their keys (the batch deleteExpiredPendingUploads sweeps). An upload is pending while `savedOn`, the
 * row a save puts it on, is null. Rows another process is deleting, or a save is claiming, right now
 * are skipped, not waited for; the delete checks again that each is still pending.
 */
export async function deleteExpiredImageUploads(tx: Executor, table: ImageTable, savedOn: PgColumn, cutoff: Date, limit: number): Promise<StoredImageKeys[]> {
  const expired = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(isNull(savedOn), lt(table.createdAt, cutoff)))
    .orderBy(asc(table.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (expired.length === 0) return [];
  return tx
    .delete(table)
    .where(
      and(
        inArray(
          table.id,
          expired.map((row) => row.id),
        ),
        isNull(savedOn),
      ),
    )
    // Text columns in every such table; a table type this general does not tell Drizzle so.
    .returning({ storageKey: table.storageKey, thumbnailKey: table.thumbnailKey }) as Promise<StoredImageKeys[]>;
}
