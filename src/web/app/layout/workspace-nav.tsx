import { NavLink } from 'react-router';
import type { Destination } from './workspace-destinations';

const barLinkClass = ({ isActive }: { isActive: boolean }) =>
  'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-white/70 ' +
  (isActive ? 'bg-white font-semibold text-brand-900 shadow-sm' : 'text-ink');

/**
 * A trader's or an owner's workspace, from md up: a row under the top bar with their destinations
 * (the phone's menu lists the same ones). The top bar's own items (Messages, Notifications) are left
 * out by the caller, so nothing is offered twice side by side.
 */
export function WorkspaceBar({ destinations }: { destinations: Destination[] }) {
  if (destinations.length === 0) return null;
  return (
    <nav aria-label="Your workspace" className="hidden border-b border-line bg-surface-muted md:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-1 sm:px-6 lg:px-8">
        {destinations.map((destination) => (
          <li key={destination.key}>
            <NavLink to={destination.to} end={destination.end} className={barLinkClass}>
              {destination.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  'flex min-h-9 items-center rounded-md px-3 text-sm hover:bg-surface-muted ' +
  (isActive ? 'bg-brand-50 font-semibold text-brand-900 underline decoration-accent-600 decoration-2 underline-offset-4' : 'text-ink');

/** Destinations under their group headings, in the order the groups first appear. */
function grouped(destinations: Destination[]): [string, Destination[]][] {
  const groups = new Map<string, Destination[]>();
  for (const destination of destinations) {
    groups.set(destination.group, [...(groups.get(destination.group) ?? []), destination]);
  }
  return [...groups.entries()];
}

/** The administrator console's side navigation (from lg up; on a phone the top bar's menu lists the same). */
export function ConsoleSideNav({ destinations }: { destinations: Destination[] }) {
  return (
    <nav aria-label="Administration" className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
      {grouped(destinations).map(([group, items]) => (
        <div key={group} className="mb-4">
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{group}</p>
          <ul className="space-y-0.5">
            {items.map((destination) => (
              <li key={destination.key}>
                <NavLink to={destination.to} end={destination.end} className={sideLinkClass}>
                  {destination.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
