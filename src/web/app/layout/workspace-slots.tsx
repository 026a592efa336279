import { lazySlot } from '@web/components/lazy-slot';

/**
 * Where the workspace's navigation goes in the frame. Its code (the destinations of every role and
 * the three navigations) is needed only by a signed-in person, so it loads with their first page
 * instead of with every visitor's first load; meanwhile each slot keeps the room it will take, so
 * nothing moves when it arrives.
 */

const loadNav = () => import('./workspace-nav');

/** The trader's and owner's bar under the top bar; while it loads, an empty bar of its height (md up). */
export const WorkspaceBarSlot = lazySlot(() => loadNav().then((module) => module.WorkspaceBar), {
  loading: <div aria-hidden="true" className="hidden h-[49px] border-b border-line bg-surface-muted md:block" />,
});

/** The console's side navigation; its column has a fixed width, so it needs no stand-in. */
export const ConsoleSideNavSlot = lazySlot(() => loadNav().then((module) => module.ConsoleSideNav));

/** The phone menu's workspace block: loaded with the page, long before the menu is opened. */
export const MenuWorkspaceSlot = lazySlot(() => loadNav().then((module) => module.MenuWorkspace));
