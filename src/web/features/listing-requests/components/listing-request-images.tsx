import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import {
  MAX_LISTING_REQUEST_IMAGES,
  LISTING_REQUEST_IMAGE_TYPES,
} from '@shared/contracts/listing-requests';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { LISTING_REQUEST_MESSAGES } from '@shared/errors';
import { AddImagesInput } from '@web/components/image-uploads/add-images-input';
import { imageItemName, readyImageNumbers } from '@web/components/image-uploads/image-list';
import { MoveImageButtons } from '@web/components/image-uploads/move-image-buttons';
import { RemoveImageButton } from '@web/components/image-uploads/remove-image-button';
import { UploadStatus } from '@web/components/image-uploads/upload-status';
import { useImageUploads } from '@web/components/image-uploads/use-image-uploads';
import { useUploadListingRequestImage } from '../api/upload-listing-request-image';

/**
 * The images of the form: saved ones, uploads running and failed ones, in display order. Each file
 * uploads at once through the request's own endpoint, with its rules ("PNG, JPG, GIF up to 10MB";
 * the server checks the content again); its answer's secret goes with the save that attaches it.
 */
export function useListingRequestImages(initial: readonly WarehouseImage[]) {
  const { mutateAsync: upload } = useUploadListingRequestImage();
  return useImageUploads(initial, {
    upload,
    maxImages: MAX_LISTING_REQUEST_IMAGES,
    tooManyMessage: LISTING_REQUEST_MESSAGES.tooManyImages,
    acceptedTypes: LISTING_REQUEST_IMAGE_TYPES,
    typeMessage: LISTING_REQUEST_MESSAGES.imageType,
  });
}

export type ListingRequestImages = ReturnType<typeof useListingRequestImages>;

export function ListingRequestImagesField({ images }: { images: ListingRequestImages }) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  // Ready images are numbered in display order; uploads in flight are named by their file.
  const numbers = readyImageNumbers(images.items);

  return (
    <div>
      <AddImagesInput accept={LISTING_REQUEST_IMAGE_TYPES.join(',')} hint={LISTING_REQUEST_MESSAGES.imageHint} onFiles={images.addFiles} inputRef={inputRef} />
      {images.items.length > 0 && (
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Images of the warehouse, in display order`}>
          {images.items.map((item, index) => {
            const number = numbers.get(item.key) ?? null;
            const name = imageItemName(item, numbers);
            return (
              <li key={item.key} className="flex flex-col rounded-lg border border-line bg-surface-muted p-3">
                <UploadStatus item={item} />
                {item.status === 'ready' && (
                  <div className="relative">
                    <img
                      src={item.image.thumbnailUrl}
                      alt={number === 1 ? t`Warehouse image ${number} (main image)` : t`Warehouse image ${number}`}
                      className="aspect-[4/3] w-full rounded-md bg-white object-cover"
                    />
                    {number === 1 && (
                      <span className="absolute top-2 start-2 rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                        <Trans>Main</Trans>
                      </span>
                    )}
                  </div>
                )}
                <div className="mt-3 flex items-center gap-2">
                  <MoveImageButtons name={name} index={index} count={images.items.length} onMove={(direction) => images.move(item.key, direction)} />
                  <RemoveImageButton item={item} name={name} className="ms-auto" uploads={images} inputRef={inputRef} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
