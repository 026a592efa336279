/**
 * The numbers of issued documents (issue #38): a series prefix, the year of issue and a six-digit
 * counter that starts at 1 each year and has no gaps ("WR-2026-000001"). The server allocates the
 * counter inside the issuing transaction (decision 212); this is only how a number is written and read.
 */
export const DOCUMENT_SERIES = {
  /** Warehouse receipts. */
  receipt: 'WR',
  /** Invoices. */
  invoice: 'INV',
  /** Credit notes, each against one invoice. */
  creditNote: 'CN',
  /** Payout runs: a batch of payments to owners and its bank files (issue #39). */
  payout: 'PO',
} as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[keyof typeof DOCUMENT_SERIES];

const COUNTER_DIGITS = 6;

export function formatDocumentNumber(series: DocumentSeries, year: number, counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`A document counter starts at 1, not ${counter}`);
  return `${series}-${year}-${String(counter).padStart(COUNTER_DIGITS, '0')}`;
}
