import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Menu, Warehouse, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import type { SessionUser } from '@shared/contracts/auth';
import { useSession } from '@web/features/auth/api/get-session';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { useUnreadCount } from '@web/features/messaging/api/get-unread-count';
import { useUnreadNotificationCount } from '@web/features/notifications/api/get-notifications';
import { buttonClassName } from '@web/components/ui/button';
import { useLingui } from '@web/lib/i18n-react';
import { LanguageChooser } from './language-chooser';
import { ServicesMenu } from './services-menu';
import { menuLinkClass } from './menu-link-class';
import { MenuWorkspaceSlot } from './workspace-slots';

/** What an unread count counts: its words for screen readers. */
type BadgeKind = 'message' | 'notification' | 'item';

type NavItem = { key: string; label: string; to: string; badge?: { count: number; kind: BadgeKind }; isCallToAction?: boolean };

function accountItems(user: SessionUser | null, unread: { messages: number; notifications: number }): NavItem[] {
  if (!user) {
    return [
      { key: 'browse', label: t`Browse Warehouses`, to: paths.warehouses.getHref() },
      { key: 'list', label: t`List Your Warehouse`, to: paths.listingRequest.getHref() },
      { key: 'sign-in', label: t`Sign In`, to: paths.login.getHref(), isCallToAction: true },
    ];
  }
  return [
    can(user, 'platform:view-counts')
      ? { key: 'dashboard', label: t`Admin Dashboard`, to: paths.adminDashboard.getHref() }
      : { key: 'dashboard', label: t`Dashboard`, to: paths.dashboard.getHref() },
    { key: 'messages', label: t`Messages`, to: paths.messages.getHref(), badge: { count: unread.messages, kind: 'message' } },
    ...(can(user, 'notifications:view')
      ? [{ key: 'notifications', label: t`Notifications`, to: paths.notifications.getHref(), badge: { count: unread.notifications, kind: 'notification' as const } }]
      : []),
    { key: 'profile', label: t`Profile`, to: paths.profile.getHref() },
  ];
}

/** The top bar's own addresses: the workspace's navigations leave them to it, so nothing is offered twice. */
export function topBarAddresses(user: SessionUser): string[] {
  return accountItems(user, { messages: 0, notifications: 0 }).map((item) => item.to);
}

/** "3 unread messages", in the language's own plural forms. */
function UnreadLabel({ count, kind }: { count: number; kind: BadgeKind }) {
  if (kind === 'message') return <Plural value={count} one="# unread message" other="# unread messages" />;
  if (kind === 'notification') return <Plural value={count} one="# unread notification" other="# unread notifications" />;
  return <Plural value={count} one="# unread item" other="# unread items" />;
}

function UnreadBadge({ count, kind }: { count: number; kind: BadgeKind }) {
  if (count <= 0) return null;
  return (
    <span className="ms-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-bold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">
        <UnreadLabel count={count} kind={kind} />
      </span>
    </span>
  );
}

/** An item's words, with its unread count where it has one (the same in the row and in the phone's menu). */
function NavItemText({ item }: { item: NavItem }) {
  return (
    <>
      {item.label}
      {item.badge !== undefined && <UnreadBadge count={item.badge.count} kind={item.badge.kind} />}
    </>
  );
}

/** Sign Out, in the row and in the phone's menu; it says so while signing out, and cannot be pressed twice. */
function SignOutButton({ signOut, className, onSignedOut }: { signOut: ReturnType<typeof useSignOut>; className: string; onSignedOut?: () => void }) {
  return (
    <button type="button" onClick={() => signOut.mutate(undefined, { onSuccess: onSignedOut })} disabled={signOut.isPending} className={className}>
      {signOut.isPending ? <Trans>Signing out…</Trans> : <Trans>Sign Out</Trans>}
    </button>
  );
}

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-surface-muted lg:px-3 ' +
  (isActive ? 'underline decoration-accent-600 decoration-2 underline-offset-8' : '');


/**
 * The top bar: the spec's items (About Us, Services, Dashboard, Messages, Profile, Sign Out) in one row,
 * and below md one Menu button that opens the person's workspace destinations first, then the same items.
 */
export function SiteHeader() {
  // The items' words come from the global `t` (accountItems): reading the language here renders them again when it changes.
  useLingui();
  const { user, isPending } = useSession();
  const unread = {
    messages: useUnreadCount(user !== null),
    notifications: useUnreadNotificationCount(can(user, 'notifications:view')),
  };
  const signOut = useSignOut();
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const mobileMenuId = `${useId()}-mobile-menu`;
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMobileOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setIsMobileOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isMobileOpen]);

  const closeMobileMenu = () => setIsMobileOpen(false);

  function handleMobileKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && isMobileOpen) {
      setIsMobileOpen(false);
      toggleRef.current?.focus();
    }
  }

  const items = isPending ? [] : accountItems(user, unread);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home.getHref()}
          onClick={closeMobileMenu}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-brand-900"
        >
          <Warehouse aria-hidden="true" className="size-7 text-accent-700" />
          24WM
        </Link>

        <nav ref={navRef} aria-label={t`Main`} onKeyDown={handleMobileKeyDown}>
          {/* Desktop: everything in one row. */}
          <ul className="hidden items-center gap-0.5 md:flex lg:gap-1">
            <li>
              <NavLink to={paths.about.getHref()} className={desktopLinkClass}>
                <Trans>About Us</Trans>
              </NavLink>
            </li>
            <li>
              <ServicesMenu variant="dropdown" />
            </li>
            {items.map((item) => (
              <li key={item.key}>
                {item.isCallToAction ? (
                  <Link to={item.to} className={buttonClassName('primary', 'md', 'ms-1 lg:ms-2')}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} className={desktopLinkClass}>
                    <NavItemText item={item} />
                  </NavLink>
                )}
              </li>
            ))}
            {user && (
              <li>
                <SignOutButton signOut={signOut} className={buttonClassName('secondary', 'md', 'ms-1 lg:ms-2')} />
              </li>
            )}
            {/* Where the row has room; between md and lg the footer's chooser is the one. */}
            <li className="hidden ps-1 lg:block">
              <LanguageChooser />
            </li>
          </ul>

          {/* Below md: one button opening the same links as a list. */}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isMobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setIsMobileOpen((open) => !open)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-muted md:hidden"
          >
            {isMobileOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            <Trans>Menu</Trans>
            {/* Closed, the menu hides the items' badges: the button carries their sum, so nothing unread goes unseen on a phone. */}
            {!isMobileOpen && <UnreadBadge count={unread.messages + unread.notifications} kind="item" />}
          </button>
          <div
            id={mobileMenuId}
            hidden={!isMobileOpen}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 py-3 shadow-lg md:hidden"
          >
            {/* The top bar's own items stay where they are; the workspace block adds only the rest. */}
            {user && <MenuWorkspaceSlot user={user} listedElsewhere={topBarAddresses(user)} onNavigate={closeMobileMenu} />}
            <ul className="space-y-1">
              <li>
                <NavLink to={paths.about.getHref()} onClick={closeMobileMenu} className={menuLinkClass}>
                  <Trans>About Us</Trans>
                </NavLink>
              </li>
              <li>
                <ServicesMenu variant="inline" onNavigate={closeMobileMenu} />
              </li>
              {items.map((item) => (
                <li key={item.key}>
                  <NavLink to={item.to} onClick={closeMobileMenu} className={menuLinkClass}>
                    <NavItemText item={item} />
                  </NavLink>
                </li>
              ))}
              {user && (
                <li>
                  <SignOutButton
                    signOut={signOut}
                    onSignedOut={closeMobileMenu}
                    className="flex min-h-12 w-full items-center rounded-md px-3 text-start text-base font-medium text-ink hover:bg-surface-muted disabled:opacity-60"
                  />
                </li>
              )}
              <li className="border-t border-line px-3 pt-3">
                <LanguageChooser />
              </li>
            </ul>
          </div>
        </nav>
      </div>
      {/* A failed sign-out is said once, by the notice its request declares (sign-out.ts). */}
    </header>
  );
}
