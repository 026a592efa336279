import { Trans } from '@lingui/react/macro';
import { Button } from './button';

/** The tinted box of a form opened in place inside a booking's section (an invoice's payment, a release's approval). */
export const PANEL_FORM_CLASS = 'space-y-4 rounded-lg border border-line bg-surface-muted p-3 sm:p-4';

type PanelFormButtonsProps = {
  submitLabel: string;
  /** What the submit button says while the form saves; without one it keeps its label. */
  pendingLabel?: string;
  isPending: boolean;
  onCancel: () => void;
};

/**
 * The foot of a form opened in place: its submit button, then Cancel, which closes it unsaved. Both
 * are off while it saves, so it is neither sent twice nor closed under the request.
 */
export function PanelFormButtons({ submitLabel, pendingLabel = submitLabel, isPending, onCancel }: PanelFormButtonsProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel} disabled={isPending}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}
