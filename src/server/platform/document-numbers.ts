import { sql } from 'drizzle-orm';
import { type DocumentSeries, formatDocumentNumber } from '@shared/document-numbers';
import type { Executor } from '../db/client';
import { documentSequences } from '../db/schema';

/**
 * The number of a document issued now, in the caller's transaction (decision 212): the series, the
 * UTC year of issue and the next counter of that series and year. The upsert takes the sequence
 * row's lock, held until the transaction ends: issues of one series queue here, and a rollback takes
 * its number back with it, so the numbers of committed documents have no gaps and no repeats.
 */
export async function allocateDocumentNumber(tx: Executor, series: DocumentSeries, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const [row] = await tx
    .insert(documentSequences)
    .values({ series, year, lastCounter: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.year],
      set: { lastCounter: sql`${documentSequences.lastCounter} + 1` },
    })
    .returning({ counter: documentSequences.lastCounter })
    // Prepared by name: one text for every document issued (decision 050).
    .prepare('allocate_document_number')
    .execute();
  return formatDocumentNumber(series, year, row!.counter);
}
