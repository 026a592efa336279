import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import { MAX_TEXT_LENGTH } from '../lib/browse-params';
import { useDraftValue } from './use-draft-value';

type SearchBoxProps = {
  value: string;
  onSearch: (text: string) => void;
};

/** The free-text search: results follow ~300 ms after typing stops, or at once on Enter. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const { draft, setDraft, flush } = useDraftValue(value, (text) => onSearch(text.trim()));
  return (
    <form
      role="search"
      className="relative flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={id} className="sr-only">
        <Trans>Search warehouses</Trans>
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-ink-muted" />
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={MAX_TEXT_LENGTH.q}
        placeholder={t`Search warehouses by location...`}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
        className={`${INPUT_CLASS_NAME} ps-10 ${draft === '' ? 'pe-3' : 'pe-11'} [&::-webkit-search-cancel-button]:hidden`}
      />
      {draft !== '' && (
        <button
          type="button"
          aria-label={t`Clear search`}
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
          className="absolute top-1/2 end-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
