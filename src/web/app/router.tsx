import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { HomePage } from '@web/features/content/pages/home-page';
import { useLingui } from '@web/lib/i18n-react';
import { AppLayout, PageFrame } from './layout/app-layout';

/**
 * The layout, the home page in the entry bundle, and every other page through the table in
 * page-routes.tsx, a chunk of its own.
 *
 * Declarative routing (useRoutes in a BrowserRouter), not a data router: this app loads its data with
 * TanStack Query, never with route loaders, and createBrowserRouter's loader, action and fetcher
 * machinery is 17 KB gzip of the first load nobody used (docs/decisions/152-declarative-routing.md).
 */

const loadPageRoutes = () => import('./page-routes');
let pageRoutesComponent: ComponentType | undefined;
const LazyPageRoutes = lazy(async () => {
  pageRoutesComponent = (await loadPageRoutes()).PageRoutes;
  return { default: pageRoutesComponent };
});
/** Once the table is in (preloadPage), its pages render without suspending. */
const PageRoutes = () => createElement(pageRoutesComponent ?? LazyPageRoutes);

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    children: [
      {
        // Pathless: page errors render inside the layout, and the first visit to a lazy page
        // shows a spinner in the content area while the header and footer are already there.
        id: 'pages',
        Component: PageFrame,
        children: [
          { index: true, Component: HomePage },
          { path: '*', Component: PageRoutes },
        ],
      },
    ],
  },
];

/**
 * Before the first render of any page but the home page: loads the page table, then the page's code
 * and its first read (page-routes.tsx).
 */
export async function preloadPage(location: { pathname: string; search: string }, queryClient: QueryClient): Promise<void> {
  if (location.pathname === '/') return;
  const table = await loadPageRoutes();
  pageRoutesComponent = table.PageRoutes;
  await table.preloadPage(location, queryClient);
}

/**
 * Reads the language (Lingui's context), so a change of language renders every page again: its
 * texts, and its dates, numbers and amounts, which the shared formatters write in the new language.
 */
export function AppRoutes() {
  useLingui();
  return useRoutes(routes);
}
