/**
 * How lists page: the page count of any list, and how deep the browse list goes
 * (docs/decisions/054-browse-depth-first-1200-matches.md). Zod-free (unlike contracts/pagination.ts), so a page's chunk can read it without
 * the contracts' schemas; one module, since each shared module of a lazy page is a request of its own.
 */

/** How many pages `total` rows make, at least 1 (an empty list is one empty page). */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Divisible by the 1, 2 and 3 columns of the grid, so full pages fill every row. */
export const BROWSE_PAGE_SIZE = 24;

/**
 * The list shows at most the first this-many matches of a search, newest first: past them a person
 * narrows the search, and no request costs more than reading this far (a crawler's page 2,000 cost 30
 * times page 1).
 */
export const BROWSE_RESULT_LIMIT = 1_200;

/** The deepest page of the web's list. */
export const BROWSE_PAGE_LIMIT = BROWSE_RESULT_LIMIT / BROWSE_PAGE_SIZE;

/** The rows of a page, cut at the result limit: `offset` where it starts, `limit` how many it may show. */
export function browsePageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  const offset = (page - 1) * pageSize;
  return { offset, limit: Math.max(0, Math.min(pageSize, BROWSE_RESULT_LIMIT - offset)) };
}
