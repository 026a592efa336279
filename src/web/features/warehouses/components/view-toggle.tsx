import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LayoutGrid, Map as MapIcon } from 'lucide-react';
import type { BrowseView } from '../lib/browse-params';

type ViewToggleProps = {
  view: BrowseView;
  onChange: (view: BrowseView) => void;
};

const OPTIONS = [
  { view: 'list', label: msg`List`, Icon: LayoutGrid },
  { view: 'map', label: msg`Map`, Icon: MapIcon },
] as const;

/** List or map: two toggle buttons in a labelled group; the pressed one is the current view. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`View`} className="inline-flex rounded-md border border-line bg-white p-0.5">
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
            {i18n._(label)}
          </button>
        );
      })}
    </div>
  );
}
