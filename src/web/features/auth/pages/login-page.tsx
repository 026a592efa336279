import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { AUTH_MESSAGES, SIGN_IN_CHECK_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { isRedirectState, returnTarget } from '@web/app/route-guards';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { ChallengeFailedError, useSignIn } from '@web/features/auth/api/sign-in';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AUTH_LINK_CLASS, AuthCard } from '../components/auth-card';

/** Why the visitor was sent here, when it was not their choice. */
function signedOutNotice(state: unknown): string | undefined {
  if (!isRedirectState(state)) return undefined;
  if (state.reason === 'deactivated') return AUTH_MESSAGES.accountDeactivated;
  if (state.reason === 'session_expired') return AUTH_MESSAGES.sessionExpired;
  return undefined;
}

/** The server's own words for 401, 403 and 429; the spec's sign-in text when something broke. */
function signInErrorMessage(error: unknown): string {
  if (error instanceof ChallengeFailedError) return SIGN_IN_CHECK_MESSAGES.failed;
  if (isApiError(error) && error.kind === 'server') return AUTH_MESSAGES.loginUnexpected;
  return errorMessage(error, AUTH_MESSAGES.loginUnexpected);
}

export function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign In`);
  const { user, isPending: isSessionPending } = useSession();
  const location = useLocation();
  // Set when the server asked this network for the proof-of-work check, for the rest of this attempt.
  const [checkingBrowser, setCheckingBrowser] = useState(false);
  const signIn = useSignIn({ onChallenge: () => setCheckingBrowser(true) });
  const [missingFields, setMissingFields] = useState(false);
  const isCheckingBrowser = checkingBrowser && signIn.isPending;

  if (isSessionPending) return <PageSpinner label={t`Checking your session…`} />;
  if (user) {
    // Signed in here: go where the visitor was heading. Already signed in on arrival: the spec
    // sends them to the warehouses.
    const justSignedIn = signIn.isPending || signIn.isSuccess;
    return <Navigate to={justSignedIn ? returnTarget(location.state) : paths.warehouses.getHref()} replace />;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    // The spec: both are required, else "Invalid email or password" (no hint which one is wrong).
    if (!email || !password) {
      signIn.reset();
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    setCheckingBrowser(false);
    signIn.mutate({ email, password });
  }

  const message = missingFields
    ? AUTH_MESSAGES.invalidCredentials
    : signIn.isError
      ? signInErrorMessage(signIn.error)
      : signedOutNotice(location.state);

  return (
    <AuthCard
      title={t`Sign In`}
      intro={<Trans>Sign in to manage your inquiries, offers, bookings and warehouse listings.</Trans>}
      footer={
        <Trans>
          Don&apos;t have an account?{' '}
          <Link to={paths.register.getHref()} className={AUTH_LINK_CLASS}>
            Register here
          </Link>
        </Trans>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <ErrorAlert>{message}</ErrorAlert>
        <TextField label={t`Email`} name="email" type="email" autoComplete="email" required />
        <div>
          <TextField label={t`Password`} name="password" type="password" autoComplete="current-password" required />
          <p className="mt-2 text-end text-sm">
            <Link to={paths.resetPassword.getHref()} className={AUTH_LINK_CLASS}>
              <Trans>Forgot your password?</Trans>
            </Link>
          </p>
        </div>
        <div>
          <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
            {!signIn.isPending ? <Trans>Sign In</Trans> : isCheckingBrowser ? <Trans>Checking your browser…</Trans> : <Trans>Signing in…</Trans>}
          </Button>
          {/* Rendered while empty, so that screen readers announce the check when it starts. */}
          <p role="status" className={isCheckingBrowser ? 'mt-3 text-sm text-ink-muted' : undefined}>
            {isCheckingBrowser ? SIGN_IN_CHECK_MESSAGES.checking : ''}
          </p>
        </div>
      </form>
    </AuthCard>
  );
}
