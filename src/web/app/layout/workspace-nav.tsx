import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import type { Asker } from '@shared/permissions';
import { isConsoleUser } from './console-frame';
import { menuLinkClass } from './menu-link-class';
import { type Destination, workspaceDestinations } from './workspace-destinations';

type LinkClass = (state: { isActive: boolean }) => string;

/** The console's group headings, in the language of the moment. */
const GROUP_HEADINGS: Record<Destination['group'], MessageDescriptor> = {
  Overview: msg`Overview`,
  Marketplace: msg`Marketplace`,
  People: msg`People`,
  Platform: msg`Platform`,
  Workspace: msg`Workspace`,
};

/**
 * The person's destinations less those the top bar shows (`listedElsewhere`), so nothing is offered twice.
 * Their labels are in the language of the moment (workspace-destinations.ts): each navigation reads the
 * language (useLingui) first, so a change of language renders them again.
 */
function destinationsBesides(user: Asker, listedElsewhere: readonly string[]): Destination[] {
  return workspaceDestinations(user).filter((destination) => !listedElsewhere.includes(destination.to));
}

/** One list of destination links, as every navigation of the workspace draws them. */
function DestinationLinks({ destinations, linkClass, className, label, onNavigate }: { destinations: Destination[]; linkClass: LinkClass; className: string; label?: string; onNavigate?: () => void }) {
  return (
    <ul aria-label={label} className={className}>
      {destinations.map((destination) => (
        <li key={destination.key}>
          <NavLink to={destination.to} end={destination.end} onClick={onNavigate} className={linkClass}>
            {destination.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

const barLinkClass: LinkClass = ({ isActive }) =>
  'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-white/70 ' +
  (isActive ? 'bg-white font-semibold text-brand-900 shadow-sm' : 'text-ink');

/**
 * A trader's or an owner's workspace, from md up: a row under the top bar with their destinations
 * (the phone's menu lists the same ones). Its height is the placeholder's in ./workspace-slots.tsx.
 */
export function WorkspaceBar({ user, listedElsewhere }: { user: Asker; listedElsewhere: readonly string[] }) {
  const { t } = useLingui();
  const destinations = destinationsBesides(user, listedElsewhere);
  if (destinations.length === 0) return null;
  return (
    <nav aria-label={t`Your workspace`} className="hidden border-b border-line bg-surface-muted md:block">
      <DestinationLinks destinations={destinations} linkClass={barLinkClass} className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-1 sm:px-6 lg:px-8" />
    </nav>
  );
}

const sideLinkClass: LinkClass = ({ isActive }) =>
  'flex min-h-9 items-center rounded-md px-3 text-sm hover:bg-surface-muted ' +
  (isActive ? 'bg-brand-50 font-semibold text-brand-900 underline decoration-accent-600 decoration-2 underline-offset-4' : 'text-ink');

/** Destinations under their group headings, in the order the groups first appear. */
function grouped(destinations: Destination[]): [Destination['group'], Destination[]][] {
  const groups = new Map<Destination['group'], Destination[]>();
  for (const destination of destinations) {
    groups.set(destination.group, [...(groups.get(destination.group) ?? []), destination]);
  }
  return [...groups.entries()];
}

/** The administrator console's side navigation (from md up; on a phone the top bar's menu lists the same). */
export function ConsoleSideNav({ user }: { user: Asker }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Administration`} className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto px-3 py-6">
      {grouped(workspaceDestinations(user)).map(([group, items]) => (
        <div key={group} className="mb-4">
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{i18n._(GROUP_HEADINGS[group])}</p>
          <DestinationLinks destinations={items} linkClass={sideLinkClass} className="space-y-0.5" />
        </div>
      ))}
    </nav>
  );
}

type MenuWorkspaceProps = {
  user: Asker;
  listedElsewhere: readonly string[];
  onNavigate: () => void;
};

/** The phone menu's first block: the person's workspace destinations, the top bar's own items left out. */
export function MenuWorkspace({ user, listedElsewhere, onNavigate }: MenuWorkspaceProps) {
  const { t } = useLingui();
  const destinations = destinationsBesides(user, listedElsewhere);
  if (destinations.length === 0) return null;
  const title = isConsoleUser(user) ? t`Administration` : t`Your workspace`;
  return (
    <div className="mb-2 border-b border-line pb-2">
      <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{title}</p>
      <DestinationLinks destinations={destinations} linkClass={menuLinkClass} className="space-y-1" label={title} onNavigate={onNavigate} />
    </div>
  );
}
