import { Trans } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import type { RedirectState } from '@web/app/route-guards';
import { buttonClassName } from '@web/components/ui/button';

/** /dashboard for a visitor: the spec asks for a prompt rather than a redirect. */
export function SignedOutPrompt() {
  const state: RedirectState = { from: { pathname: paths.dashboard.getHref(), search: '', hash: '' } };
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        <Trans>Dashboard</Trans>
      </h1>
      <p className="mt-3 text-ink-muted">
        <Trans>Please sign in to view your dashboard</Trans>
      </p>
      <Link to={paths.login.getHref()} state={state} className={buttonClassName('primary', 'lg', 'mt-8')}>
        <LogIn aria-hidden="true" className="size-5" />
        <Trans>Sign In</Trans>
      </Link>
    </div>
  );
}
