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
  const idleLabel = mode === 'create' ? 'Create Warehouse' : 'Update Warehouse';
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link to={cancelHref} className={buttonClassName('secondary', 'lg')}>
        Cancel
      </Link>
      <Button type="submit" size="lg" disabled={isSaving}>
        {isSaving ? 'Saving...' : idleLabel}
      </Button>
    </div>
  );
}
