import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { MAX_RECEIPT_PHOTOS } from '@shared/contracts/receipts';
import { AddImagesInput } from '@web/components/image-uploads/add-images-input';
import { countedImages, imageItemName, isReady, readyImageNumbers } from '@web/components/image-uploads/image-list';
import { RemoveImageButton } from '@web/components/image-uploads/remove-image-button';
import { UploadStatus } from '@web/components/image-uploads/upload-status';
import type { ImageUploads } from '@web/components/image-uploads/use-image-uploads';

type ReceiptPhotosFieldProps = {
  uploads: ImageUploads;
  /** A refusal of the photos as a whole: the server's answer on photoIds, or "wait for the uploads". */
  error: string | undefined;
};

/**
 * The goods-received form's photos: on a phone, the button opens the back camera; each photo uploads
 * as soon as it is taken (useImageUploads, as every form with images), with its own spinner or
 * message in its place, and the issued receipt takes the ones listed here, in this order.
 */
export function ReceiptPhotosField({ uploads, error }: ReceiptPhotosFieldProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const max = MAX_RECEIPT_PHOTOS;
  const { items, addFiles } = uploads;
  const count = countedImages(items);
  const numbers = readyImageNumbers(items);

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        <Trans>Photos</Trans>
      </legend>
      <div className="mt-2">
        <AddImagesInput
          label={t`Add photos`}
          accept="image/*"
          capture="environment"
          hint={t`Up to ${max} photos of the goods as they arrived (JPEG, PNG, GIF or WebP, up to 10 MB each). Only the people on this booking see them.`}
          onFiles={addFiles}
          inputRef={inputRef}
        />
        <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
          {count >= max ? t`${max} of ${max} photos: a receipt cannot have more.` : count > 0 ? t`${count} of ${max} photos` : null}
        </p>
        {error && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        )}
        {uploads.deleteError && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-danger">
            {uploads.deleteError}
          </p>
        )}
      </div>
      {items.length > 0 && (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t`Photos for the receipt, in order`}>
          {items.map((item) => {
            const name = imageItemName(item, numbers, t`photo`);
            const position = numbers.get(item.key);
            return (
              <li key={item.key} className="flex min-w-0 flex-col rounded-md border border-line bg-white p-2">
                {isReady(item) ? (
                  <img src={item.image.thumbnailUrl} alt={t`Photo ${position} of the goods`} className="aspect-[4/3] w-full rounded bg-surface-muted object-cover" />
                ) : (
                  <UploadStatus item={item} />
                )}
                <RemoveImageButton item={item} name={name} className="mt-1 self-start" uploads={uploads} inputRef={inputRef} />
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
