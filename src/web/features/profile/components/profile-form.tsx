import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type Profile, updateProfileBody } from '@shared/contracts/profile';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CheckboxField, TextField } from '@web/components/ui/form-field';
import { isApiError } from '@web/lib/api-client';
import { applyServerFieldErrors } from '@web/lib/form-errors';
import { CHECK_ON_SUBMIT, submitReportingProblems, useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useFormDraft } from '@web/lib/use-form-draft';
import { useUpdateProfile } from '../api/update-profile';
import { vatNumberHint } from './vat-number-hint';

type ProfileFormInput = z.input<typeof updateProfileBody>;
type ProfileFormOutput = z.output<typeof updateProfileBody>;
/** The text fields; the email choice is a checkbox. */
type FieldName = Exclude<keyof ProfileFormInput & string, 'emailNotifications'>;

const PROFILE_SAVED = msg`Profile updated successfully`;

/** The form shows every value as text; the schema turns blanks back into nulls on submit. */
function toFormValues(profile: Profile): Required<{ [Key in FieldName]: string }> & { emailNotifications: boolean } {
  return {
    emailNotifications: profile.emailNotifications,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    contactEmail: profile.contactEmail ?? '',
    companyName: profile.companyName ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    country: profile.country ?? '',
    vatNumber: profile.vatNumber ?? '',
  };
}

type FieldSpec = { name: FieldName; label: MessageDescriptor; autoComplete: string; type?: string; required?: boolean; wide?: boolean };

const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: msg`First name`, autoComplete: 'given-name', required: true },
  { name: 'lastName', label: msg`Last name`, autoComplete: 'family-name', required: true },
  { name: 'contactEmail', label: msg`Contact email`, autoComplete: 'email', type: 'email', wide: true },
  { name: 'phone', label: msg`Phone`, autoComplete: 'tel', type: 'tel' },
];
const COMPANY_FIELDS: FieldSpec[] = [
  { name: 'companyName', label: msg`Company name`, autoComplete: 'organization' },
  { name: 'vatNumber', label: msg`VAT number`, autoComplete: 'off' },
  { name: 'address', label: msg`Address`, autoComplete: 'street-address', wide: true },
  { name: 'city', label: msg`City`, autoComplete: 'address-level2' },
  { name: 'postalCode', label: msg`Postal code`, autoComplete: 'postal-code' },
  { name: 'country', label: msg`Country`, autoComplete: 'country-name' },
];
const ALL_FIELDS = [...CONTACT_FIELDS, ...COMPANY_FIELDS].map((field) => field.name);

/** `userId`: the signed-in user, for whom alone what they typed outlives a lost session (useFormDraft). */
export function ProfileForm({ profile, userId }: { profile: Profile; userId: string | null }) {
  const { t, i18n } = useLingui();
  const updateProfile = useUpdateProfile();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(updateProfileBody),
    // Follows the saved profile (a save in another tab arrives by live event) without throwing away
    // what the user is typing.
    values: toFormValues(profile),
    resetOptions: { keepDirtyValues: true },
    ...CHECK_ON_SUBMIT,
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const draft = useFormDraft(form, { form: 'profile', userId });
  // The hint under the VAT number speaks of the number in the field (decision 215).
  const typedVatNumber = useWatch({ control: form.control, name: 'vatNumber' });
  const hints: Partial<Record<FieldName, string>> = { vatNumber: vatNumberHint(profile, typedVatNumber) };

  const { ref: formRef, reportProblem } = useFocusFirstProblem();
  const onSubmit = submitReportingProblems(handleSubmit, (body) => {
    setSavedAt(null);
    updateProfile.mutate(body, {
      onSuccess: () => setSavedAt(Date.now()),
      onError: (error) => {
        // Sent to sign in with the values kept; nothing more to say here.
        if (draft.keepIfSessionLost(error)) return;
        applyServerFieldErrors(error, setError, ALL_FIELDS, { shouldFocus: false });
        reportProblem();
      },
    });
  }, reportProblem);

  function renderField(field: FieldSpec) {
    return (
      <TextField
        key={field.name}
        label={i18n._(field.label)}
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        required={field.required}
        className={field.wide ? 'sm:col-span-2' : ''}
        hint={hints[field.name]}
        error={errors[field.name]?.message}
        {...register(field.name, {
          onChange: () => {
            clearErrors(field.name);
            setSavedAt(null);
          },
        })}
      />
    );
  }

  const hasFieldErrors = Object.keys(errors).length > 0;
  // A lost session is the sign-in screen's to explain ("Your session has expired…").
  const isSessionLost = isApiError(updateProfile.error) && updateProfile.error.kind === 'auth';

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      <ErrorAlert>{updateProfile.isError && !hasFieldErrors && !isSessionLost ? WAREHOUSE_MESSAGES.profileUpdateFailed : undefined}</ErrorAlert>

      <TextField
        label={t`Account email`}
        type="email"
        value={profile.email}
        readOnly
        hint={t`This is the email you sign in with. It cannot be changed here.`}
      />

      <fieldset>
        <legend className="text-lg font-semibold text-ink">
          <Trans>Contact details</Trans>
        </legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">{CONTACT_FIELDS.map(renderField)}</div>
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-ink">
          <Trans>Company details</Trans>
        </legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">{COMPANY_FIELDS.map(renderField)}</div>
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-ink">
          <Trans>Notifications</Trans>
        </legend>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>New offers, offers about to expire, bookings and messages always appear under Notifications.</Trans>
        </p>
        <CheckboxField
          className="mt-4"
          label={t`Also send them to my account email`}
          error={errors.emailNotifications?.message}
          {...register('emailNotifications', { onChange: () => setSavedAt(null) })}
        />
      </fieldset>

      <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? <Trans>Saving...</Trans> : <Trans>Save Profile</Trans>}
        </Button>
        <StatusMessage className="flex-1">{savedAt !== null ? i18n._(PROFILE_SAVED) : undefined}</StatusMessage>
      </div>
    </form>
  );
}
