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
      <h1 className="text-3xl font-bold tracking-tight text-ink">Dashboard</h1>
      <p className="mt-3 text-ink-muted">Please sign in to view your dashboard</p>
      <Link to={paths.login.getHref()} state={state} className={buttonClassName('primary', 'lg', 'mt-8')}>
        <LogIn aria-hidden="true" className="size-5" />
        Sign In
      </Link>
    </div>
  );
}
