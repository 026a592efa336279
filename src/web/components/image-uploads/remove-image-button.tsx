import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { ImageItem } from './image-list';

type RemoveImageButtonProps = {
  item: ImageItem;
  /** How the image is named to a screen reader (imageItemName). */
  name: string;
  onRemove: () => void;
  className?: string;
};

/** An image's remove button in a form's list: "Dismiss" for a failed upload, "Remove" for any other. */
export function RemoveImageButton({ item, name, onRemove, className = '' }: RemoveImageButtonProps) {
  const { t } = useLingui();
  const isFailed = item.status === 'failed';
  return (
    <Button variant="ghost" size="sm" className={`text-danger ${className}`} aria-label={isFailed ? t`Dismiss ${name}` : t`Remove ${name}`} onClick={onRemove}>
      {isFailed ? <X aria-hidden="true" className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
      {isFailed ? <Trans>Dismiss</Trans> : <Trans>Remove</Trans>}
    </Button>
  );
}
