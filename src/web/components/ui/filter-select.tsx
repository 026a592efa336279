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
