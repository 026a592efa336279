import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { GENERIC_MESSAGES } from '@shared/errors';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useResendVerification } from '../api/resend-verification';

type ResendVerificationProps = {
  /** Known after sign-up: just a button. Unknown (an expired link): the form asks for it. */
  email?: string;
};

/** "Resend the link": emails a new verification link and shows the server's answer. */
export function ResendVerification({ email }: ResendVerificationProps) {
  const { t } = useLingui();
  const resend = useResendVerification();
  const [typedEmail, setTypedEmail] = useState('');

  // A mistyped address comes back as a field message; anything else (429) as an alert.
  const emailError = isApiError(resend.error) ? resend.error.details?.email?.[0] : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email ?? typedEmail.trim();
    if (!address) return;
    resend.mutate({ email: address });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {!email && (
        <TextField
          label={t`Your email`}
          type="email"
          autoComplete="email"
          required
          value={typedEmail}
          onChange={(event) => {
            setTypedEmail(event.target.value);
            resend.reset();
          }}
          error={emailError}
        />
      )}
      <Button type="submit" variant="secondary" disabled={resend.isPending || (!email && !typedEmail.trim())}>
        {resend.isPending ? <Trans>Sending…</Trans> : <Trans>Resend the link</Trans>}
      </Button>
      <StatusMessage>{resend.data?.message}</StatusMessage>
      <ErrorAlert>{resend.isError && !emailError ? errorMessage(resend.error, GENERIC_MESSAGES.default) : undefined}</ErrorAlert>
    </form>
  );
}
