import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { INPUT_CLASS_NAME } from './form-field';

type FilterSelectProps<Value extends string> = {
  /** The visible label ("Status"). */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  /** The chosen option's value, as the select holds it. */
  onChange: (value: string) => void;
  /** Classes of the wrapper (its place in the filter row). */
  className?: string;
};

/** A labelled select that filters a list (a status filter above a table). */
export function FilterSelect<Value extends string>({ label, value, options, onChange, className = '' }: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className={`w-full sm:max-w-xs ${className}`.trim()}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={INPUT_CLASS_NAME}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A list's status filter: "all" or one of `statuses`, with the labels its select shows. A filter made
 * without its own word for "all" has none here: the select says "All" in the language shown.
 */
export type StatusFilter<Status extends string> = {
  options: readonly { value: 'all' | Status; label: string | undefined }[];
  /** The filter an address's value names; anything else (none, an old or made-up status) is "all". */
  read: (value: string | null) => 'all' | Status;
};

export function statusFilterOf<Status extends string>(
  statuses: readonly Status[],
  labels: Record<Status, string>,
  allLabel?: string,
): StatusFilter<Status> {
  return {
    options: [{ value: 'all', label: allLabel }, ...statuses.map((value) => ({ value, label: labels[value] }))],
    read: (value) => ((statuses as readonly string[]).includes(value ?? '') ? (value as Status) : 'all'),
  };
}

/** The "Status" select above a list. */
export function StatusFilterSelect<Status extends string>({
  filter,
  value,
  onChange,
  className,
}: {
  filter: StatusFilter<Status>;
  value: 'all' | Status;
  onChange: (value: 'all' | Status) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const options = filter.options.map((option) => ({ value: option.value, label: option.label ?? t`All` }));
  return <FilterSelect label={t`Status`} className={className} value={value} options={options} onChange={(next) => onChange(filter.read(next))} />;
}
