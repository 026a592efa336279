import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { roleMissingMessage } from '@shared/errors';
import { type Action, can, POLICIES } from '@shared/permissions';
import type { Role } from '@shared/roles';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { MessageScreen } from '@web/components/ui/message-screen';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { needsNameStep } from '@web/lib/name-step';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * What the sign-in screen finds in `location.state`: where to return the user, and why they were
 * sent there when it was not their choice (the screen says so).
 */
export type RedirectState = {
  from: { pathname: string; search: string; hash: string };
  reason?: SignedOutReason;
};
export type SignedOutReason = 'session_expired' | 'deactivated';

export function isRedirectState(state: unknown): state is RedirectState {
  if (typeof state !== 'object' || state === null || !('from' in state)) return false;
  const from = (state as { from: unknown }).from;
  return typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string';
}

/**
 * Where a guard sent the user from (`location.state.from`), or the dashboard: where the sign-in
 * screen and the name step return them.
 */
export function returnTarget(state: unknown): string {
  if (!isRedirectState(state)) return paths.dashboard.getHref();
  const { pathname, search, hash } = state.from;
  // Only paths of this app: never an absolute or protocol-relative URL.
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return paths.dashboard.getHref();
  return `${pathname}${search ?? ''}${hash ?? ''}`;
}

type RequireAuthProps = {
  /** The permissions table's action the screens need; none given means signing in is enough. */
  action?: Action;
};

/**
 * Layout route guarding its children: waits for the session, sends signed-out visitors to
 * /login (remembering where they were going), and shows Access Denied to users the permissions
 * table refuses the action.
 */
export function RequireAuth({ action }: RequireAuthProps) {
  const { t } = useLingui();
  const { user, isPending } = useSession();
  const location = useLocation();
  // Signed in on this screen a moment ago and not any more: the session was lost, not left
  // (Sign Out leaves protected pages before it forgets the user). Kept as state set while
  // rendering, React's pattern for a value derived from the previous render.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (isPending) return <PageSpinner label={t`Checking your session…`} />;
  if (!user) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      ...(wasSignedIn ? { reason: 'session_expired' as const } : {}),
    };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (location.pathname !== paths.nameStep.path && needsNameStep(user)) return <NameStepRedirect />;
  if (action && !can(user, action)) return <AccessDenied roles={POLICIES[action].roles ?? []} />;
  return <Outlet />;
}

/**
 * A signed-in user with no name goes to the name step first (decision 204), which then returns
 * them here: the same redirect state the sign-in screen keeps. Also used by /dashboard, which is
 * outside this guard.
 */
export function NameStepRedirect() {
  const location = useLocation();
  const state: RedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to={paths.nameStep.getHref()} replace state={state} />;
}

function AccessDenied({ roles }: { roles: readonly Role[] }) {
  const { t } = useLingui();
  const title = t`Access Denied`;
  useDocumentTitle(title);
  const navigate = useNavigate();

  function goBack() {
    // React Router numbers its history entries; 0 means this page was the first one visited.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home.getHref(), { replace: true });
  }

  return (
    <MessageScreen icon={<ShieldAlert aria-hidden="true" className="size-12 text-danger" />} title={title} message={roleMissingMessage(roles)}>
      <Button className="mt-8" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        <Trans>Go Back</Trans>
      </Button>
    </MessageScreen>
  );
}

/** Any path outside the route table: signed-out visitors sign in, signed-in users go home. */
export function UnknownRoute() {
  const { t } = useLingui();
  const { user, isPending } = useSession();
  if (isPending) return <PageSpinner label={t`Checking your session…`} />;
  return <Navigate to={user ? paths.home.getHref() : paths.login.getHref()} replace />;
}
