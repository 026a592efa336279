import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReset, type UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-client';
import { i18n } from './i18n';
import { placeServerErrors } from './form-errors';
import { errorMessage } from './error-message';
import { CHECK_ON_SUBMIT, submitReportingProblems, useFocusFirstProblem } from './use-focus-first-problem';

type FormSaveOptions<Values extends FieldValues> = {
  /** Where a body path of a 400 answer shows in the form; null: in the alert. */
  formPathFor: (bodyPath: string, values: Values) => string | null;
  /** The alert's text when the answer says nothing a field or the alert can show. */
  fallback: string;
  /** Refusals (no details) that are about one field, by their code: the message goes beside it. */
  conflictFields?: Partial<Record<string, Path<Values>>>;
};

/**
 * How every form saves: a failed check or refusal moves focus to the first message; a 400 answer's
 * details land on their fields and what no field shows goes in the form's alert (`formError`), the
 * fallback when the answer says nothing useful. Put `formRef` on the form; nothing typed is lost on
 * an error. `Parsed` is what the form's schema makes of the values, when it transforms them.
 */
export function useFormSave<Values extends FieldValues, Context, Parsed = Values>(
  form: UseFormReturn<Values, Context, Parsed>,
  { formPathFor, fallback, conflictFields = {} }: FormSaveOptions<Values>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const { ref: formRef, reportProblem } = useFocusFirstProblem();

  /** Refuses to save with `message` in the alert (an upload still running, say), a descriptor read in the language shown. */
  function refuse(message: string | MessageDescriptor) {
    setFormError(typeof message === 'string' ? message : i18n._(message));
    reportProblem();
  }

  /**
   * A failed save's answer, on its fields and else in the alert (`fallbackText` for this save, if it
   * differs). Body paths are placed by the values the form holds now, which the fields show.
   */
  function showSaveError(error: unknown, fallbackText = fallback) {
    const conflictField = isApiError(error) && !error.details ? conflictFields[error.code] : undefined;
    if (conflictField) {
      form.setError(conflictField, { type: 'server', message: errorMessage(error, fallbackText) });
    } else {
      const { placed, unplaced } = placeServerErrors(error, form.getValues(), formPathFor, form.setError);
      if (unplaced.length > 0) setFormError(unplaced.join(' '));
      else if (placed.length === 0) setFormError(errorMessage(error, fallbackText));
    }
    reportProblem();
  }

  /** The form's onSubmit: clears the alert, runs the form's checks, then `save` with the values as typed. */
  function submitWith(save: (values: Parsed) => unknown) {
    return (event: FormEvent) => {
      setFormError(null);
      void submitReportingProblems(form.handleSubmit, save, reportProblem)(event);
    };
  }

  return { formRef, formError, setFormError, reportProblem, refuse, showSaveError, submitWith };
}

/**
 * A form that checks on submit and saves through useFormSave, as most of the app's forms do: the form,
 * its `register` and `errors`, and what useFormSave gives. `formOptions` are useForm's (the resolver,
 * the starting values); `saveOptions` useFormSave's.
 */
export function useSavingForm<Values extends FieldValues, Parsed = Values>(
  formOptions: UseFormProps<Values, unknown, Parsed>,
  saveOptions: FormSaveOptions<Values>,
) {
  const form = useForm<Values, unknown, Parsed>({ ...formOptions, ...CHECK_ON_SUBMIT });
  const save = useFormSave(form, saveOptions);
  return {
    form,
    register: form.register,
    // Read only by a form that takes it: reading formState.errors subscribes the form to their changes.
    get errors() {
      return form.formState.errors;
    },
    ...save,
  };
}

type SettingsForm<Values extends FieldValues> = { reset: UseFormReset<Values>; formState: { isDirty: boolean } };

/**
 * Keeps a settings form on what is saved (its first load, a change in another tab or by another
 * administrator) until someone edits it; from then on what they type stays. `saved` is the read's
 * data, undefined while it loads; `toValues` writes it as the form holds it.
 */
export function useFollowSavedValues<Values extends FieldValues, Saved>(
  { reset, formState: { isDirty } }: SettingsForm<Values>,
  saved: Saved | undefined,
  toValues: (saved: Saved) => Values,
) {
  const follow = useEffectEvent((current: Saved) => reset(toValues(current)));
  useEffect(() => {
    if (saved !== undefined && !isDirty) follow(saved);
  }, [saved, isDirty]);
}
