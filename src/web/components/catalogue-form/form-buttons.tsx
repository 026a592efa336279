import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@web/components/ui/button';

type FormButtonsProps = {
  mode: 'create' | 'edit';
  isSaving: boolean;
  /** Where Cancel goes. */
  cancelHref: string;
};

/** Cancel and Create Warehouse / Update Warehouse, under an owner's warehouse form. */
export function FormButtons({ mode, isSaving, cancelHref }: FormButtonsProps) {
  const { t } = useLingui();
  const idleLabel = mode === 'create' ? t`Create Warehouse` : t`Update Warehouse`;
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link to={cancelHref} className={buttonClassName('secondary', 'lg')}>
        <Trans>Cancel</Trans>
      </Link>
      <Button type="submit" size="lg" disabled={isSaving}>
        {isSaving ? t`Saving...` : idleLabel}
      </Button>
    </div>
  );
}
