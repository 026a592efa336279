import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { SessionUser } from '@shared/contracts/auth';
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
 * A signed-in page's first read: `read` runs once the session, which the HTML preloaded with the
 * page's record, names a user. A visitor's page starts no read the API would refuse, and so keeps no
 * refused answer in the cache. Here, not beside the session query, as only pages' chunks need it.
 */
export async function readWhenSignedIn(queryClient: QueryClient, read: (user: SessionUser) => Promise<void>): Promise<void> {
  const session = await queryClient.fetchQuery(getSessionQueryOptions()).catch(() => ({ user: null }));
  if (session.user) await read(session.user);
}
