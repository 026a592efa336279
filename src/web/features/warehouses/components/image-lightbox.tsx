import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { Button } from '@web/components/ui/button';
import { useModalDialog } from '@web/components/ui/use-modal-dialog';

type ImageLightboxProps = {
  images: readonly WarehouseImage[];
  /** The image shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The warehouse's name, for the alternative texts. */
  name: string;
};

/**
 * A picture at full size on the native <dialog> (focus stays inside, Escape closes, focus returns
 * to the thumbnail). Arrow keys and the buttons move between pictures.
 */
export function ImageLightbox({ images, index, onIndexChange, name }: ImageLightboxProps) {
  const { t } = useLingui();
  const isOpen = index !== null;
  const close = () => onIndexChange(null);
  const { titleId, dialogProps } = useModalDialog({ isOpen, onDismiss: close, onClose: close });

  const image = index === null ? undefined : images[index];
  const count = images.length;
  const position = index === null ? 0 : index + 1;
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };

  return (
    <dialog
      {...dialogProps}
      onClick={(event) => {
        if (event.target === event.currentTarget) onIndexChange(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-5xl rounded-lg border-0 bg-brand-950 p-0 text-white shadow-xl backdrop:bg-brand-950/80"
    >
      {image && index !== null && (
        <div className="flex flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <h2 id={titleId} className="text-sm font-semibold">
              <Trans>
                {name} — image {position} of {count}
              </Trans>
            </h2>
            <Button variant="outlineInverse" size="sm" onClick={() => onIndexChange(null)} aria-label={t`Close image`}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <img src={image.url} alt={t`${name}, image ${position} of ${count}`} className="max-h-[75vh] w-full object-contain" />
          {count > 1 && (
            <div className="flex justify-between gap-3 px-4 py-3">
              <Button variant="outlineInverse" size="sm" onClick={() => go(-1)}>
                <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
                <Trans>Previous image</Trans>
              </Button>
              <Button variant="outlineInverse" size="sm" onClick={() => go(1)}>
                <Trans>Next image</Trans>
                <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
              </Button>
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
