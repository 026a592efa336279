import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { profileNameBody } from '@shared/contracts/profile';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { returnTarget } from '@web/app/route-guards';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { useSession } from '@web/features/auth/api/get-session';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { isApiError } from '@web/lib/api-client';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { needsNameStep } from '@web/lib/name-step';
import { CHECK_ON_SUBMIT, submitReportingProblems, useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { formFieldsOf } from '@web/lib/use-form-field';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSetProfileName } from '../api/set-profile-name';

type NameStepInput = z.input<typeof profileNameBody>;
type NameStepOutput = z.output<typeof profileNameBody>;
const FIELDS = ['firstName', 'lastName', 'companyName'] as const;

/**
 * /welcome (decision 204): after the first sign-in a user with no name gives it here, before
 * anything else, and then goes on where they were heading (the guard's redirect state). The
 * profile's own rules check the names, in the browser and on the server.
 */
export function NameStepPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Tell us your name`);
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const setName = useSetProfileName();
  const form = useForm<NameStepInput, unknown, NameStepOutput>({
    resolver: zodResolver(profileNameBody),
    defaultValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', companyName: '' },
    ...CHECK_ON_SUBMIT,
  });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const { field, errorOf } = formFieldsOf(form);
  const { ref: formRef, reportProblem } = useFocusFirstProblem();
  const target = returnTarget(location.state);

  const onSubmit = submitReportingProblems(handleSubmit, (body) => {
    setName.mutate(body, {
      onSuccess: () => void navigate(target, { replace: true }),
      onError: (error) => {
        applyServerFieldErrors(error, setError, [...FIELDS], { shouldFocus: false });
        reportProblem();
      },
    });
  }, reportProblem);

  // Someone who has a name (another tab gave it) has nothing to do here.
  if (user && !needsNameStep(user) && !setName.isPending && !setName.isSuccess) return <Navigate to={target} replace />;

  const hasFieldErrors = Object.keys(errors).length > 0;
  const isSessionLost = isApiError(setName.error) && setName.error.kind === 'auth';

  return (
    <AuthCard
      title={t`Tell us your name`}
      intro={t`One short step before you start: the name others see on your inquiries, offers and messages.`}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <ErrorAlert>{setName.isError && !hasFieldErrors && !isSessionLost ? WAREHOUSE_MESSAGES.profileUpdateFailed : undefined}</ErrorAlert>
        <TextField label={t`First name`} autoComplete="given-name" required error={errorOf('firstName')} {...field('firstName')} />
        <TextField label={t`Last name`} autoComplete="family-name" required error={errorOf('lastName')} {...field('lastName')} />
        <TextField label={t`Company name (optional)`} autoComplete="organization" error={errorOf('companyName')} {...field('companyName')} />
        <Button type="submit" size="lg" className="w-full" disabled={setName.isPending}>
          {setName.isPending ? <Trans>Saving...</Trans> : <Trans>Continue</Trans>}
        </Button>
      </form>
    </AuthCard>
  );
}
