import { ArrowDown, ArrowUp, ImagePlus, LoaderCircle, Trash2, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  MAX_LISTING_REQUEST_IMAGES,
  LISTING_REQUEST_IMAGE_TYPES,
} from '@shared/contracts/listing-requests';
import { MAX_IMAGE_BYTES, type WarehouseImage } from '@shared/contracts/warehouses';
import { GENERIC_MESSAGES, LISTING_REQUEST_MESSAGES } from '@shared/errors';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { useUploadListingRequestImage } from '../api/upload-listing-request-image';
import type { RequestImageRef } from './request-form-values';

type ImageItem =
  | { key: string; status: 'uploading'; fileName: string }
  | { key: string; status: 'failed'; fileName: string; error: string }
  | { key: string; status: 'ready'; fileName: string; image: WarehouseImage; uploadSecret?: string };

let nextKey = 0;
const newKey = () => `request-upload-${(nextKey += 1)}`;

/** The client's own checks ("PNG, JPG, GIF up to 10MB"); the server checks the content again (413, 415). */
function checkRequestImage(file: { type: string; size: number }): string | null {
  if (file.type !== '' && !(LISTING_REQUEST_IMAGE_TYPES as readonly string[]).includes(file.type)) return LISTING_REQUEST_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return LISTING_REQUEST_MESSAGES.imageTooLarge;
  return null;
}

/** The images of the form: saved ones, uploads running and failed ones, in display order. Each file uploads at once. */
export function useRequestImages(initial: readonly WarehouseImage[]) {
  const [items, setItems] = useState<ImageItem[]>(() =>
    initial.map((image) => ({ key: `saved-${image.id}`, status: 'ready', fileName: '', image })),
  );
  const controllers = useRef(new Map<string, AbortController>());
  const { mutateAsync: upload } = useUploadListingRequestImage();

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      let room = MAX_LISTING_REQUEST_IMAGES - items.filter((item) => item.status !== 'failed').length;
      const added: ImageItem[] = [];
      const toUpload: { key: string; file: File }[] = [];
      for (const file of files) {
        const key = newKey();
        const problem = checkRequestImage(file) ?? (room <= 0 ? LISTING_REQUEST_MESSAGES.tooManyImages : null);
        if (problem) added.push({ key, status: 'failed', fileName: file.name, error: problem });
        else {
          room -= 1;
          added.push({ key, status: 'uploading', fileName: file.name });
          toUpload.push({ key, file });
        }
      }
      setItems((current) => [...current, ...added]);
      for (const { key, file } of toUpload) {
        const controller = new AbortController();
        controllers.current.set(key, controller);
        upload({ file, signal: controller.signal })
          .then(({ uploadSecret, ...image }) => {
            if (controller.signal.aborted) return;
            setItems((current) => current.map((item) => (item.key === key ? { key, status: 'ready', fileName: file.name, image, uploadSecret } : item)));
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            const message = isApiError(error) ? error.message : GENERIC_MESSAGES.fileUpload;
            setItems((current) => current.map((item) => (item.key === key ? { key, status: 'failed', fileName: file.name, error: message } : item)));
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [items, upload],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const move = useCallback((key: string, direction: -1 | 1) => {
    setItems((current) => {
      const index = current.findIndex((item) => item.key === key);
      const target = index + direction;
      if (index < 0 || target < 0 || target >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(target, 0, moved);
      return next;
    });
  }, []);

  /** Once a save has attached them, the images belong to the request: later saves name them by id only. */
  const markSaved = useCallback((saved: readonly WarehouseImage[]) => {
    setItems(saved.map((image) => ({ key: `saved-${image.id}`, status: 'ready', fileName: '', image })));
  }, []);

  const refs: RequestImageRef[] = useMemo(
    () => items.flatMap((item) => (item.status === 'ready' ? [{ id: item.image.id, ...(item.uploadSecret ? { uploadSecret: item.uploadSecret } : {}) }] : [])),
    [items],
  );
  const isUploading = items.some((item) => item.status === 'uploading');
  return { items, refs, isUploading, addFiles, remove, move, markSaved };
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
