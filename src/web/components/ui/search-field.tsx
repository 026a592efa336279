import { Search } from 'lucide-react';
import { useId } from 'react';
import { INPUT_CLASS_NAME } from './form-field';

type SearchFieldProps = {
  /** The visible label ("Search users"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
};

/** A labelled search box above a list, with a magnifier in the field. */
export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className={`${INPUT_CLASS_NAME} ps-9`}
        />
      </div>
    </div>
  );
}
