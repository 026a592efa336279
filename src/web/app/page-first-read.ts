import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** Where a page is opened: its route's parameters and the query string. */
export type PageAddress = { params: Params; search: string };

/**
 * A landing page's first read into the query cache, run by the router's preloadPage before the first
 * render: the same query options the page then uses, so its first render finds the data instead of
 * drawing placeholders. Types only, so a page module can name it without importing the router.
 */
export type PageFirstRead = (queryClient: QueryClient, address: PageAddress) => Promise<void>;
