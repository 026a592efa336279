import { LayoutGrid, Map as MapIcon } from 'lucide-react';
import type { BrowseView } from '../lib/browse-params';

type ViewToggleProps = {
  view: BrowseView;
  onChange: (view: BrowseView) => void;
};

const OPTIONS = [
  { view: 'list', label: 'List', Icon: LayoutGrid },
  { view: 'map', label: 'Map', Icon: MapIcon },
] as const;

/** List or map: two toggle buttons in a labelled group; the pressed one is the current view. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md border border-line bg-white p-0.5">
      {OPTIONS.map(({ view: option, label, Icon }) => {
        const isCurrent = view === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={isCurrent}
            onClick={() => {
              if (!isCurrent) onChange(option);
            }}
            className={
              'inline-flex min-h-10 items-center gap-2 rounded px-3 text-sm font-semibold transition-colors ' +
              (isCurrent ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface-muted')
            }
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
