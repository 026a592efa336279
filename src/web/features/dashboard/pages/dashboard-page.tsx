import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { NameStepRedirect } from '@web/app/route-guards';
import { ErrorAlert } from '@web/components/ui/alert';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useVerifyEmail } from '@web/features/auth/api/verify-email';
import { ResendVerification } from '@web/features/auth/components/resend-verification';
import { useUnreadCount } from '@web/features/messaging/api/get-unread-count';
import { errorMessage } from '@web/lib/error-message';
import { needsNameStep } from '@web/lib/name-step';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { DashboardView } from '../components/dashboard-view';
import { SignedOutPrompt } from '../components/signed-out-prompt';

/**
 * The emailed verification link lands here (`?type=signup&token=...`): verify the email (which
 * signs in), then drop the token from the address bar, so it is neither bookmarked nor shared.
 */
function VerifyEmailStep({ token, onVerified }: { token: string; onVerified: () => void }) {
  const { t } = useLingui();
  const verifyEmail = useVerifyEmail();
  const { mutate } = verifyEmail;
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: a second call would find the token used and fail.
    if (startedFor.current === token) return;
    startedFor.current = token;
    mutate({ token }, { onSuccess: onVerified });
  }, [token, mutate, onVerified]);

  if (!verifyEmail.isError) return <PageSpinner label={t`Verifying your email…`} />;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        <Trans>Email verification</Trans>
      </h1>
      <ErrorAlert className="mt-6">{errorMessage(verifyEmail.error, AUTH_MESSAGES.createAccountFailed)}</ErrorAlert>
      <div className="mt-8 panel p-6">
        <h2 className="text-lg font-semibold text-ink">
          <Trans>Get a new link</Trans>
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">
          <Trans>Enter the email you registered with and we will send a new verification link.</Trans>
        </p>
        <ResendVerification />
      </div>
      <p className="mt-6 text-sm text-ink-muted">
        <Trans>
          Already verified?{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-accent-700 underline underline-offset-2">
            Sign in
          </Link>
        </Trans>
      </p>
    </div>
  );
}

export function DashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const [searchParams, setSearchParams] = useSearchParams();
  const { user, isPending } = useSession();
  const unreadMessages = useUnreadCount(user !== null);
  const signupToken = searchParams.get('type') === 'signup' ? searchParams.get('token') : null;

  const removeToken = () => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('type');
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  };

  if (signupToken) return <VerifyEmailStep token={signupToken} onVerified={removeToken} />;
  if (isPending) return <PageSpinner label={t`Checking your session…`} />;
  if (!user) return <SignedOutPrompt />;
  // Outside the route guard, so the name step is asked for here too (decision 204).
  if (needsNameStep(user)) return <NameStepRedirect />;
  return <DashboardView user={user} title={t`Dashboard`} unreadMessages={unreadMessages} />;
}
