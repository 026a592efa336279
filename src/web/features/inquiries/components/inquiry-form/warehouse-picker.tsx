import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import { useSearchWarehouses, type WarehouseSearch } from '../../api/search-warehouses';

/** Spec 02 section 9: the dropdown closes this long after the input loses focus (a click on an option lands first). */
const PICKER_CLOSE_DELAY_MS = 150;
const SEARCH_DEBOUNCE_MS = 250;

type WarehousePickerProps = {
  /** The form's filters besides the typed text. */
  filters: Omit<WarehouseSearch, 'q'>;
  excludedIds: readonly string[];
  onPick: (warehouse: { id: string; name: string }) => void;
};

/**
 * A combobox (ARIA 1.2 pattern): typing searches the catalogue on the server by name, city or country,
 * narrowed by the form's city, country, space requests, features and services. Arrow keys move
 * through the options, Enter picks, Escape closes.
 */
export function WarehousePicker({ filters, excludedIds, onPick }: WarehousePickerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const inputId = useId();
  const listboxId = useId();
  const statusId = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const results = useSearchWarehouses({ ...filters, q: query }, { enabled: isOpen });
  const options = results.isError ? [] : (results.data?.items ?? []).filter((item) => !excludedIds.includes(item.id));
  const active = activeIndex >= 0 && activeIndex < options.length ? options[activeIndex] : undefined;

  function open() {
    window.clearTimeout(closeTimer.current);
    setIsOpen(true);
  }

  function pick(index: number) {
    const option = options[index];
    if (!option) return;
    onPick({ id: option.id, name: option.name });
    setText('');
    setQuery('');
    setActiveIndex(-1);
    // Picked: the list closes (spec 02 §5); typing or focusing the box opens it again.
    setIsOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) open();
      setActiveIndex((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) open();
      setActiveIndex((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      if (isOpen && active) {
        event.preventDefault();
        pick(activeIndex);
      }
    } else if (event.key === 'Escape') {
      if (isOpen) {
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
      }
    }
  }

  const isLoading = isOpen && results.isFetching && !results.data;
  const isEmpty = isOpen && !results.isError && results.data !== undefined && options.length === 0;

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        <Trans>Add a warehouse</Trans>
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={isOpen && active ? `${listboxId}-${active.id}` : undefined}
          aria-describedby={statusId}
          value={text}
          placeholder={t`Search by name, city or country`}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            open();
          }}
          onFocus={open}
          onClick={open}
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => {
              setIsOpen(false);
              setActiveIndex(-1);
            }, PICKER_CLOSE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          className={`${INPUT_CLASS_NAME} ps-9`}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t`Warehouses`}
          hidden={!isOpen || options.length === 0}
          className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${listboxId}-${option.id}`}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
              onMouseEnter={() => setActiveIndex(index)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === activeIndex ? 'bg-brand-50' : ''}`}
            >
              <span lang={option.nameLocale} className="block font-medium text-ink">
                {option.name}
              </span>
              <span className="block text-ink-muted">
                {option.city}, {option.country}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div id={statusId} aria-live="polite" className="mt-1.5 text-sm">
        {isLoading && (
          <p className="text-ink-muted">
            <Trans>Searching warehouses…</Trans>
          </p>
        )}
        {isOpen && results.isError && <p className="font-medium text-danger">{WAREHOUSE_MESSAGES.filterFailed}</p>}
        {isEmpty && <p className="text-ink-muted">{WAREHOUSE_MESSAGES.filterEmpty}</p>}
        {isOpen && !results.isError && results.data?.hasMore && <p className="text-ink-muted">{WAREHOUSE_MESSAGES.filterMore}</p>}
      </div>
    </div>
  );
}
