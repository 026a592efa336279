import { useLingui } from '@lingui/react/macro';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { sharedText } from '@web/lib/shared-texts';

/** The look of every text input, for the rare input that is not a TextField. */
export const INPUT_CLASS_NAME =
  'block min-h-11 w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink ' +
  // The readonly attribute, not :read-only, which every <select> matches and would grey out.
  'placeholder:text-ink-muted/80 [&[readonly]]:bg-surface-muted [&[readonly]]:text-ink-muted ' +
  'aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:opacity-60';

/** Ids of the hint and error texts of one field, and its aria-describedby. */
function useFieldIds(id: string | undefined, { hasHint, hasError }: { hasHint: boolean; hasError: boolean }) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {sharedText(message)}
    </p>
  );
}

/** The asterisk sits outside the label: the required attribute already says it to assistive technology. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <div className="mb-1.5 flex items-baseline gap-0.5 text-sm font-semibold text-ink">
      <label htmlFor={htmlFor}>{label}</label>
      {required && (
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      )}
    </div>
  );
}

/** What a field's control takes from its frame: its id, the required flag and the aria wiring, and the input look. */
type ControlProps = {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

type FieldFrameProps = {
  id: string | undefined;
  label: ReactNode;
  error: string | undefined;
  hint: ReactNode;
  required: boolean | undefined;
  className: string;
  /** The control itself, given its props (the field's own props are spread after them). */
  children: (control: ControlProps) => ReactNode;
};

/**
 * The one field wrapper (as bulletproof-react's field-wrapper): the label with its asterisk, the
 * control, the hint and the error, both linked with aria-describedby; the error also sets aria-invalid.
 */
function FieldFrame({ id, label, error, hint, required, className, children }: FieldFrameProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, { hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      {children({
        id: inputId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: INPUT_CLASS_NAME,
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's props: its control's own attributes, and what the frame shows around the control. */
type FieldProps<Attributes, Control> = Omit<Attributes, 'children'> & {
  label: ReactNode;
  /** Shown under the control and linked to it with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<Control>;
  /** Classes of the wrapper (grid placement). */
  className?: string;
};

export type TextFieldProps = FieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;

/** A labelled input with an optional hint and error. Spread react-hook-form's `register(name)` into it. */
export function TextField({ label, error, hint, id, className = '', ref, required, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input ref={ref} {...control} {...inputProps} />}
    </FieldFrame>
  );
}

/** A size in m², as every form asks for one: a number with at most two decimals (`min` as the form allows). */
export function SizeField(props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'step'>) {
  const { t } = useLingui();
  return <TextField label={t`Size (m²)`} type="number" inputMode="decimal" step={0.01} required {...props} />;
}

/**
 * A euro amount as every form asks for one: text, not number, since a number input silently empties
 * "2,50", which is how many traders type it; the decimal keyboard on phones, no autofill.
 */
export function MoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField type="text" inputMode="decimal" autoComplete="off" {...props} />;
}

/** A percentage from 0 to 100 with at most two decimals (the platform fee). */
export function PercentageField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'max' | 'step'>) {
  return <TextField type="number" inputMode="decimal" min={0} max={100} step={0.01} {...props} />;
}

type CheckboxFieldProps = Omit<TextFieldProps, 'type' | 'hint'>;

export function CheckboxField({ label, error, id, className = '', ref, ...inputProps }: CheckboxFieldProps) {
  const { inputId, errorId, describedBy } = useFieldIds(id, { hasHint: false, hasError: Boolean(error) });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...inputProps}
        />
        <label htmlFor={inputId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type SelectFieldProps = FieldProps<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement> & { children: ReactNode };

/** A labelled select with the same error and hint wiring as TextField. */
export function SelectField({ label, error, hint, id, className = '', ref, required, children, ...selectProps }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...selectProps}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** A select's options for named catalogue entries (space types, services, warehouse types), each by its id. */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

type TextAreaFieldProps = FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, id, className = '', ref, required, rows = 4, ...areaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <textarea ref={ref} rows={rows} {...control} {...areaProps} />}
    </FieldFrame>
  );
}
