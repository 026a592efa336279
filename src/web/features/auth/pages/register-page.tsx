import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AUTH_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AUTH_LINK_CLASS, AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { ResendVerification } from '../components/resend-verification';

export function RegisterPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create your account`);
  const { user, isPending } = useSession();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (isPending) return <PageSpinner label={t`Checking your session…`} />;
  if (user) return <Navigate to={paths.dashboard.getHref()} replace />;

  if (registeredEmail) {
    return (
      <AuthCard title={t`Check your email`}>
        <div className="flex gap-3">
          <MailCheck aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
          <div role="status">
            <p className="font-semibold text-ink">{AUTH_MESSAGES.checkEmail}</p>
            <p className="mt-1 text-sm text-ink-muted">
              <Trans>
                We sent it to <strong className="text-ink">{registeredEmail}</strong>. The link signs you in.
              </Trans>
            </p>
          </div>
        </div>
        <div className="mt-6 border-t border-line pt-6">
          <p className="mb-3 text-sm text-ink-muted">
            <Trans>No email after a few minutes? Check the spam folder, or:</Trans>
          </p>
          <ResendVerification email={registeredEmail} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Create your account`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className={AUTH_LINK_CLASS}>
            Sign in
          </Link>
        </Trans>
      }
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
    </AuthCard>
  );
}
