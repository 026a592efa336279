import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@web/app/paths';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AUTH_LINK_CLASS, AuthCard } from '../components/auth-card';
import { readPasswordLink } from '../components/password-link';
import { RequestPasswordResetForm } from '../components/request-password-reset-form';
import { InvalidPasswordLink, SetPasswordForm } from '../components/set-password-form';

/** Each mode's title, read in the language of the moment. */
const TITLES = { request: msg`Reset Password`, recovery: msg`Set a New Password`, invite: msg`Set your password` } as const;

export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const link = readPasswordLink(location.search, location.hash);
  const title = i18n._(link.kind === 'request' ? TITLES.request : TITLES[link.purpose]);
  useDocumentTitle(title);
  const { user, isPending } = useSession();

  if (link.kind === 'request') {
    if (isPending) return <PageSpinner label={t`Checking your session…`} />;
    if (user) return <Navigate to={paths.dashboard.getHref()} replace />;
  }

  const backToSignIn = (
    <Link to={paths.login.getHref()} className={AUTH_LINK_CLASS}>
      <Trans>Back to sign in</Trans>
    </Link>
  );

  if (link.kind === 'request') {
    return (
      <AuthCard
        title={title}
        intro={<Trans>Enter the email of your account and we will send you a link to set a new password.</Trans>}
        footer={backToSignIn}
      >
        <RequestPasswordResetForm />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      intro={link.purpose === 'invite' ? <Trans>Choose a password to finish setting up your account.</Trans> : <Trans>Choose a new password for your account.</Trans>}
      footer={backToSignIn}
    >
      {link.kind === 'set-password' ? <SetPasswordForm key={link.token} token={link.token} /> : <InvalidPasswordLink />}
    </AuthCard>
  );
}
