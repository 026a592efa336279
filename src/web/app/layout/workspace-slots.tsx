import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * Where the workspace's navigation goes in the frame. Its code (the destinations of every role and
 * the three navigations) is needed only by a signed-in person, so it loads with their first page
 * instead of with every visitor's first load; meanwhile each slot keeps the room it will take, so
 * nothing moves when it arrives.
 */

const loadNav = () => import('./workspace-nav');
const LazyWorkspaceBar = lazy(() => loadNav().then((module) => ({ default: module.WorkspaceBar })));
const LazyConsoleSideNav = lazy(() => loadNav().then((module) => ({ default: module.ConsoleSideNav })));
const LazyMenuWorkspace = lazy(() => loadNav().then((module) => ({ default: module.MenuWorkspace })));

/** The trader's and owner's bar under the top bar; while it loads, an empty bar of its height (md up). */
export function WorkspaceBarSlot(props: ComponentProps<typeof LazyWorkspaceBar>) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="hidden h-[49px] border-b border-line bg-surface-muted md:block" />}>
      <LazyWorkspaceBar {...props} />
    </Suspense>
  );
}

/** The console's side navigation; its column has a fixed width, so it needs no stand-in. */
export function ConsoleSideNavSlot(props: ComponentProps<typeof LazyConsoleSideNav>) {
  return (
    <Suspense fallback={null}>
      <LazyConsoleSideNav {...props} />
    </Suspense>
  );
}

/** The phone menu's workspace block: loaded with the page, long before the menu is opened. */
export function MenuWorkspaceSlot(props: ComponentProps<typeof LazyMenuWorkspace>) {
  return (
    <Suspense fallback={null}>
      <LazyMenuWorkspace {...props} />
    </Suspense>
  );
}
