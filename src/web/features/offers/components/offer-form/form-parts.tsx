import { Trans } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, type Path } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { PanelSection } from '@web/components/ui/panel-section';
import type { OfferFormValues } from './form-values';

/** A visually hidden row number, so every input of a repeated line has its own accessible name. */
export function Numbered({ label, index }: { label: string; index: number }) {
  return (
    <>
      {label}
      <span className="sr-only"> {index + 1}</span>
    </>
  );
}

type LinesSectionProps = {
  title: string;
  addLabel: string;
  onAdd: () => void;
  canAdd?: boolean;
  /** Shown while there is no line. */
  emptyText: string;
  count: number;
  /** Above the lines (a note on what can be chosen). */
  note?: ReactNode;
  /** The lines, each an <li>. */
  children: ReactNode;
};

/** A section of repeated lines (allocations, services, terms): its Add button, the lines, or a note that there are none. */
export function LinesSection({ title, addLabel, onAdd, canAdd = true, emptyText, count, note, children }: LinesSectionProps) {
  return (
    <PanelSection
      title={title}
      action={
        <Button variant="secondary" size="sm" disabled={!canAdd} onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      }
    >
      {note}
      {count === 0 ? <p className="text-sm text-ink-muted">{emptyText}</p> : <ol className="space-y-4">{children}</ol>}
    </PanelSection>
  );
}

/** The end of a priced line: its total and the button that removes it. */
export function LineFooter({ total, testId, removeLabel, onRemove }: { total: string; testId: string; removeLabel: string; onRemove: () => void }) {
  return (
    <div className="flex items-end justify-between gap-3">
      <p className="text-sm">
        <span className="block text-ink-muted"><Trans>Line total</Trans></span>
        <span className="font-semibold text-ink" data-testid={testId}>
          {total}
        </span>
      </p>
      <Button variant="ghost" size="sm" aria-label={removeLabel} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/**
 * The fields of the priced lines: as useFormField, each clears its own message when edited, and any
 * change to a line (or a line added or removed, `linesChanged`) makes the fee follow the
 * percentage again, since a typed amount was a share of the old subtotal.
 */
export function useLineField() {
  const { register, clearErrors, setValue } = useFormContext<OfferFormValues>();
  const linesChanged = () => setValue('feeAmount', null);
  function lineField(name: Path<OfferFormValues>, onChange?: (value: string) => void) {
    return register(name, {
      onChange: (event: { target: { value: string } }) => {
        clearErrors(name);
        linesChanged();
        onChange?.(event.target.value);
      },
    });
  }
  return { lineField, linesChanged };
}
