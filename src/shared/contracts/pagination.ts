import { z } from 'zod';

/**
 * `?page=&pageSize=` of a paged list: pages count from 1; `defaultSize` rows a page unless the
 * client asks for another size, at most `maxSize`. `maxPage` bounds the page where a list's offset
 * must stay cheap (the public browse, the owner's and the administrator's catalogue lists).
 */
export function pageQuery({ defaultSize = 25, maxSize = 100, maxPage }: { defaultSize?: number; maxSize?: number; maxPage?: number } = {}) {
  const page = z.coerce.number().int().min(1);
  return {
    page: (maxPage === undefined ? page : page.max(maxPage)).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

/** `?search=` (the public browse's `?q=`): the text typed in a list's search box, trimmed, at most 200 characters. */
export const listSearch = z.string().trim().max(200).optional();

/** The fields of one page of a list besides its rows: how many in all, which page, its size. */
export const pageCounts = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** One page of `item` rows, as every paged list answers. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), ...pageCounts });
}
