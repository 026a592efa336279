import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import type { RedirectState } from '@web/app/route-guards';
import { buttonClassName } from '@web/components/ui/button';
import { MessageScreen } from '@web/components/ui/message-screen';

/** /dashboard for a visitor: the spec asks for a prompt rather than a redirect. */
export function SignedOutPrompt() {
  const { t } = useLingui();
  const state: RedirectState = { from: { pathname: paths.dashboard.getHref(), search: '', hash: '' } };
  return (
    <MessageScreen title={t`Dashboard`} message={<Trans>Please sign in to view your dashboard</Trans>}>
      <Link to={paths.login.getHref()} state={state} className={buttonClassName('primary', 'lg', 'mt-8')}>
        <LogIn aria-hidden="true" className="size-5" />
        <Trans>Sign In</Trans>
      </Link>
    </MessageScreen>
  );
}
