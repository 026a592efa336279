import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

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
      {message}
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

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  /** Shown under the input and linked to it with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Classes of the wrapper (grid placement). */
  className?: string;
};

/**
 * A labelled input with an optional hint and error, both linked with aria-describedby; the error
 * also sets aria-invalid. Spread react-hook-form's `register(name)` into it.
 */
export function TextField({ label, error, hint, id, className = '', ref, required, ...inputProps }: TextFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, { hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={INPUT_CLASS_NAME}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

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

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
  children: ReactNode;
};

/** A labelled select with the same error and hint wiring as TextField. */
export function SelectField({ label, error, hint, id, className = '', ref, required, children, ...selectProps }: SelectFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, { hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <select
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={INPUT_CLASS_NAME}
        {...selectProps}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
};

export function TextAreaField({ label, error, hint, id, className = '', ref, required, rows = 4, ...areaProps }: TextAreaFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, { hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={INPUT_CLASS_NAME}
        {...areaProps}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
