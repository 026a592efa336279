import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import {
  MAX_LISTING_REQUEST_IMAGES,
  LISTING_REQUEST_IMAGE_TYPES,
} from '@shared/contracts/listing-requests';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { LISTING_REQUEST_MESSAGES } from '@shared/errors';
import { AddImagesInput } from '@web/components/image-uploads/add-images-input';
import { OrderedImageList } from '@web/components/image-uploads/ordered-image-list';
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

  return (
    <div>
      <AddImagesInput accept={LISTING_REQUEST_IMAGE_TYPES.join(',')} hint={LISTING_REQUEST_MESSAGES.imageHint} onFiles={images.addFiles} inputRef={inputRef} />
      <OrderedImageList
        uploads={images}
        inputRef={inputRef}
        altOf={(number) => (number === 1 ? t`Warehouse image ${number} (main image)` : t`Warehouse image ${number}`)}
      />
    </div>
  );
}
