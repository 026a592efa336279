import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ErrorAlert } from './alert';
import { Button } from './button';

type PanelFormButtonsProps = {
  submitLabel: string;
  /** What the submit button says while the form saves; without one it keeps its label. */
  pendingLabel?: string;
  isPending: boolean;
  onCancel: () => void;
};

/**
 * The foot of a form opened in place: its submit button, then Cancel, which closes it unsaved. Both
 * are off while it saves, so it is neither sent twice nor closed under the request.
 */
export function PanelFormButtons({ submitLabel, pendingLabel = submitLabel, isPending, onCancel }: PanelFormButtonsProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel} disabled={isPending}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}

/** What useSavingForm gives a form to save with (src/web/lib/use-form-save.ts). */
type FormSaving<Parsed> = {
  formRef: RefObject<HTMLFormElement | null>;
  /** The save's error that no field shows. */
  formError: string | null;
  submitWith: (save: (values: Parsed) => unknown) => (event: FormEvent) => void;
};

type PanelFormProps<Parsed> = PanelFormButtonsProps & {
  /** The form's save (useSavingForm): its element, its alert and how a submit is checked. */
  saving: FormSaving<Parsed>;
  /** What a checked submit does with the values. */
  onSave: (values: Parsed) => unknown;
  /** The heading. */
  title: string;
  /** The form's accessible name, where it says more than the title ("Record payment for INV-…"). */
  label?: string;
  /** h3 for a form of a booking's section itself, h4 for one opened in one of its records' cards. */
  headingLevel: 'h3' | 'h4';
  children: ReactNode;
};

/**
 * A form opened in place inside a booking's section (an invoice's payment, a release's approval): a
 * tinted box with its heading, its fields, the error no field shows, then its buttons; it saves
 * through useSavingForm.
 */
export function PanelForm<Parsed>({ saving: { formRef, formError, submitWith }, onSave, title, label = title, headingLevel: Heading, children, ...buttons }: PanelFormProps<Parsed>) {
  return (
    <form ref={formRef} noValidate onSubmit={submitWith(onSave)} aria-label={label} className="space-y-4 rounded-lg border border-line bg-surface-muted p-3 sm:p-4">
      <Heading className="text-base font-semibold text-ink">{title}</Heading>
      {children}
      <ErrorAlert>{formError}</ErrorAlert>
      <PanelFormButtons {...buttons} />
    </form>
  );
}

/** A form's one write (a TanStack Query mutation): what it sends, and whether it is running. */
type PanelFormMutation<Variables> = {
  mutate: (variables: Variables, outcome: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

type MutationPanelFormProps<Parsed, Variables> = Omit<PanelFormProps<Parsed>, 'saving' | 'onSave' | 'isPending'> & {
  saving: FormSaving<Parsed> & { showSaveError: (error: unknown) => void };
  mutation: PanelFormMutation<Variables>;
  /** What a checked submit sends, from the form's values. */
  variables: (values: Parsed) => Variables;
  /** What a saved form does (closes, as a rule). */
  onDone: () => void;
};

/**
 * A PanelForm that saves with one mutation, as most do: its buttons are off while it runs, success
 * calls `onDone`, and a refusal lands on the form (its field, else the alert) with focus.
 */
export function MutationPanelForm<Parsed, Variables>({ saving, mutation, variables, onDone, ...panel }: MutationPanelFormProps<Parsed, Variables>) {
  function save(values: Parsed) {
    mutation.mutate(variables(values), { onSuccess: onDone, onError: (error) => saving.showSaveError(error) });
  }
  return <PanelForm {...panel} saving={saving} onSave={save} isPending={mutation.isPending} />;
}
