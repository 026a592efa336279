import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';

/** Where a page is opened: its route's parameters and the query string. */
export type PageAddress = { params: Params; search: string };

/**
 * A landing page's first read into the query cache, run by the router's preloadPage before the first
 * render: the same query options the page then uses, so its first render finds the data instead of
 * drawing placeholders. Apart from the router, so a page module can name it without importing it.
 */
export type PageFirstRead = (queryClient: QueryClient, address: PageAddress) => Promise<void>;

/**
 * The first read of a signed-in page that shows one record by the address's id (a booking, an
 * inquiry): the record's query, once the session, which the HTML preloaded with the record, names a
 * user. A visitor's page starts no read the API would refuse, and so keeps no refused answer in the
 * cache. Here, not beside the session query, as only pages' chunks need it (the first load is at its budget).
 */
export function signedInRecordRead<Data, Key extends QueryKey>(queryOptionsOf: (id: string) => FetchQueryOptions<Data, Error, Data, Key>): PageFirstRead {
  return async (queryClient, { params }) => {
    const session = await queryClient.fetchQuery(getSessionQueryOptions()).catch(() => ({ user: null }));
    if (session.user && params.id) await queryClient.prefetchQuery(queryOptionsOf(params.id));
  };
}
