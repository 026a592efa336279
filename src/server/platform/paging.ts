/**
 * How the server reads and answers a paged list (`?page=&pageSize=`, see contracts/pagination.ts):
 * which rows a page is, and the answer every paged route gives (`pageOf` in the contracts).
 */

type PageQuery = { page: number; pageSize: number };

/** The rows of page `page` (counted from 1): how many to skip and how many to read. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** One page as the API answers it: the page's rows as items, how many rows the list has, which page of what size. */
export function pageAnswer<Row, Item>(
  query: PageQuery,
  found: { rows: readonly Row[]; total: number },
  toItem: (row: Row) => Item,
): { items: Item[]; total: number; page: number; pageSize: number } {
  return { items: found.rows.map((row) => toItem(row)), total: found.total, page: query.page, pageSize: query.pageSize };
}
