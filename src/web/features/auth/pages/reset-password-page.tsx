import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@web/app/paths';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AUTH_LINK_CLASS, AuthCard } from '../components/auth-card';
import { readPasswordLink } from '../components/password-link';
import { RequestPasswordResetForm } from '../components/request-password-reset-form';
import { InvalidPasswordLink, SetPasswordForm } from '../components/set-password-form';

const TITLES = { request: 'Reset Password', recovery: 'Set a New Password', invite: 'Set your password' } as const;

export function ResetPasswordPage() {
  const location = useLocation();
  const link = readPasswordLink(location.search, location.hash);
  const title = link.kind === 'request' ? TITLES.request : TITLES[link.purpose];
  useDocumentTitle(title);
  const { user, isPending } = useSession();

  if (link.kind === 'request') {
    if (isPending) return <PageSpinner label="Checking your session…" />;
    if (user) return <Navigate to={paths.dashboard.getHref()} replace />;
  }

  const backToSignIn = (
    <Link to={paths.login.getHref()} className={AUTH_LINK_CLASS}>
      Back to sign in
    </Link>
  );

  if (link.kind === 'request') {
    return (
      <AuthCard
        title={title}
        intro="Enter the email of your account and we will send you a link to set a new password."
        footer={backToSignIn}
      >
        <RequestPasswordResetForm />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      intro={link.purpose === 'invite' ? 'Choose a password to finish setting up your account.' : 'Choose a new password for your account.'}
      footer={backToSignIn}
    >
      {link.kind === 'set-password' ? <SetPasswordForm key={link.token} token={link.token} /> : <InvalidPasswordLink />}
    </AuthCard>
  );
}
