/**
 * Zod-free (unlike contracts/pagination.ts), so a page's chunk can count its pages without the
 * contracts' schemas.
 */

/** How many pages `total` rows make, at least 1 (an empty list is one empty page). */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
