import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { imageItemName, isReady, readyImageNumbers } from './image-list';
import { MoveImageButtons } from './move-image-buttons';
import { RemoveImageButton } from './remove-image-button';
import { UploadStatus } from './upload-status';
import type { ImageUploads } from './use-image-uploads';

type OrderedImageListProps = {
  uploads: ImageUploads;
  /** The form's add-images input, which takes the focus of a removed image's button. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** A ready image's alt text, by its number in display order (1, the main image) and how many are ready. */
  altOf: (number: number, readyCount: number) => string;
  /** Thumbnails load as they scroll into view. */
  isLazy?: boolean;
};

/**
 * A warehouse's images in a form, in display order: each ready one's thumbnail (the first marked as
 * the main image) or its upload's state, then its buttons to move it and to remove it.
 */
export function OrderedImageList({ uploads, inputRef, altOf, isLazy = false }: OrderedImageListProps) {
  const { t } = useLingui();
  const { items, move } = uploads;
  if (items.length === 0) return null;
  // Ready images are numbered in display order; uploads in flight are named by their file.
  const numbers = readyImageNumbers(items);
  const readyCount = items.filter(isReady).length;
  return (
    <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Images of the warehouse, in display order`}>
      {items.map((item, index) => {
        const number = numbers.get(item.key) ?? 0;
        const name = imageItemName(item, numbers);
        return (
          <li key={item.key} className="flex flex-col rounded-lg border border-line bg-surface-muted p-3">
            {isReady(item) ? (
              <div className="relative">
                <img
                  src={item.image.thumbnailUrl}
                  alt={altOf(number, readyCount)}
                  className="aspect-[4/3] w-full rounded-md bg-white object-cover"
                  loading={isLazy ? 'lazy' : undefined}
                />
                {number === 1 && (
                  <span className="absolute top-2 start-2 rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                    <Trans>Main</Trans>
                  </span>
                )}
              </div>
            ) : (
              <UploadStatus item={item} />
            )}
            <div className="mt-3 flex items-center gap-2">
              <MoveImageButtons name={name} index={index} count={items.length} onMove={(direction) => move(item.key, direction)} />
              <RemoveImageButton item={item} name={name} className="ms-auto" uploads={uploads} inputRef={inputRef} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
