import { ArrowDown, ArrowUp, ImagePlus, LoaderCircle, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useRef } from 'react';
import {
  MAX_LISTING_REQUEST_IMAGES,
  LISTING_REQUEST_IMAGE_TYPES,
} from '@shared/contracts/listing-requests';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { LISTING_REQUEST_MESSAGES } from '@shared/errors';
import { useImageUploads } from '@web/components/image-uploads/use-image-uploads';
import { Button } from '@web/components/ui/button';
import { useUploadListingRequestImage } from '../api/upload-listing-request-image';

/**
 * The images of the form: saved ones, uploads running and failed ones, in display order. Each file
 * uploads at once through the request's own endpoint, with its rules ("PNG, JPG, GIF up to 10MB";
 * the server checks the content again); its answer's secret goes with the save that attaches it.
 */
export function useRequestImages(initial: readonly WarehouseImage[]) {
  const { mutateAsync: upload } = useUploadListingRequestImage();
  return useImageUploads(initial, {
    upload,
    maxImages: MAX_LISTING_REQUEST_IMAGES,
    tooManyMessage: LISTING_REQUEST_MESSAGES.tooManyImages,
    acceptedTypes: LISTING_REQUEST_IMAGE_TYPES,
    typeMessage: LISTING_REQUEST_MESSAGES.imageType,
  });
}

export type RequestImages = ReturnType<typeof useRequestImages>;

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md border border-line bg-white text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

export function RequestImagesField({ images }: { images: RequestImages }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Ready images are numbered in display order; uploads in flight are named by their file.
  const readyNumbers = numberReadyItems(images.items);

  return (
    <div>
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        Add images
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={LISTING_REQUEST_IMAGE_TYPES.join(',')}
          multiple
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) images.addFiles(files);
          }}
        />
      </label>
      <p id={hintId} className="mt-2 text-sm text-ink-muted">
        {LISTING_REQUEST_MESSAGES.imageHint}
      </p>
      {images.items.length > 0 && (
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Images of the warehouse, in display order">
          {images.items.map((item, index) => {
            const number = readyNumbers[index] ?? null;
            const name = number === null ? item.fileName || 'image' : `image ${number}`;
            return (
              <li key={item.key} className="flex flex-col rounded-lg border border-line bg-surface-muted p-3">
                {item.status === 'uploading' && (
                  <div role="status" className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-md bg-white p-3 text-center text-sm text-ink-muted">
                    <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700 motion-reduce:animate-none" />
                    <span className="break-all">Uploading {item.fileName}…</span>
                  </div>
                )}
                {item.status === 'failed' && (
                  <div role="alert" className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-center text-sm text-danger">
                    <TriangleAlert aria-hidden="true" className="size-6" />
                    <span className="font-semibold break-all">{item.fileName}</span>
                    <span>{item.error}</span>
                  </div>
                )}
                {item.status === 'ready' && (
                  <div className="relative">
                    <img src={item.image.thumbnailUrl} alt={`Warehouse image ${number}${number === 1 ? ' (main image)' : ''}`} className="aspect-[4/3] w-full rounded-md bg-white object-cover" />
                    {number === 1 && <span className="absolute top-2 left-2 rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">Main</span>}
                  </div>
                )}
                <div className="mt-3 flex items-center gap-2">
                  <button type="button" className={ICON_BUTTON} aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => images.move(item.key, -1)}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={`Move ${name} down`}
                    disabled={index === images.items.length - 1}
                    onClick={() => images.move(item.key, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto text-danger"
                    aria-label={`Remove ${name}`}
                    onClick={() => {
                      images.remove(item.key);
                      inputRef.current?.focus();
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function numberReadyItems(items: readonly { status: string }[]): (number | null)[] {
  let count = 0;
  return items.map((item) => (item.status === 'ready' ? ++count : null));
}
