import type { ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldError, INPUT_CLASS_NAME, useFieldIds } from '@web/components/ui/form-field';

/** Label row shared by the select and the text area: the asterisk is visual only (required says it). */
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

// A select always matches :read-only (it holds no editable text), so the shared look's read-only
// grey would make every select look disabled.
const SELECT_CLASS_NAME = `${INPUT_CLASS_NAME.replace(/\bread-only:\S+/g, '')} bg-white`.replace(/\s+/g, ' ');

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
        className={SELECT_CLASS_NAME}
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

/** A titled part of the form: a section with its heading, so screen-reader users can jump between them. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
