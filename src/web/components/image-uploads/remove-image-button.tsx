import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { RefObject } from 'react';
import type { ImageItem } from './image-list';
import type { ImageUploads } from './use-image-uploads';

type RemoveImageButtonProps = {
  item: ImageItem;
  /** How the image is named to a screen reader (imageItemName). */
  name: string;
  /** The form's uploads, which the image leaves. */
  uploads: Pick<ImageUploads, 'remove'>;
  /** The form's add-images input, which takes the focus the removed button had. */
  inputRef: RefObject<HTMLInputElement | null>;
  className?: string;
};

/**
 * An image's remove button in a form's list: "Dismiss" for a failed upload, "Remove" for any other.
 * The button leaves with its image, so focus goes back to the add-images input.
 */
export function RemoveImageButton({ item, name, uploads, inputRef, className = '' }: RemoveImageButtonProps) {
  const { t } = useLingui();
  const isFailed = item.status === 'failed';
  const remove = () => {
    uploads.remove(item.key);
    inputRef.current?.focus();
  };
  return (
    <Button variant="ghost" size="sm" className={`text-danger ${className}`} aria-label={isFailed ? t`Dismiss ${name}` : t`Remove ${name}`} onClick={remove}>
      {isFailed ? <X aria-hidden="true" className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
      {isFailed ? <Trans>Dismiss</Trans> : <Trans>Remove</Trans>}
    </Button>
  );
}
