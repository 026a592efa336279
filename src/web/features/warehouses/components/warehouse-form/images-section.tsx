import { ArrowDown, ArrowUp, ImagePlus, LoaderCircle, Trash2, TriangleAlert, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { MAX_WAREHOUSE_IMAGES } from '@shared/contracts/warehouses';
import { Button } from '@web/components/ui/button';
import { FormSection } from '@web/components/ui/form-section';
import { IMAGE_ACCEPT, isReady, type ImageItem } from '@web/components/image-uploads/image-list';
import type { ImageUploads } from '@web/components/image-uploads/use-image-uploads';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md border border-line bg-white text-ink hover:bg-surface-muted ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

type ImagesSectionProps = {
  uploads: ImageUploads;
  warehouseName: string;
  /** The owner catalogue's narrower rules; left out, the multi-space form's. */
  accept?: string;
  hint?: string;
};

export function ImagesSection({ uploads, warehouseName, accept = IMAGE_ACCEPT, hint }: ImagesSectionProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const { items, addFiles, remove, move } = uploads;
  const readyCount = items.filter(isReady).length;
  const subject = warehouseName.trim() || 'the warehouse';

  // Ready images are numbered in display order; the first one is the main image.
  const numbers = numberReadyImages(items);

  return (
    <FormSection
      id="warehouse-images"
      title="Images"
      description="Each image uploads as soon as you choose it. The first image is the main one on cards and the detail page."
    >
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
            accept={accept}
            multiple
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // Cleared so that choosing the same file again (after removing it) uploads it again.
              event.target.value = '';
              if (files.length > 0) addFiles(files);
            }}
          />
        </label>
        <p id={hintId} className="mt-2 text-sm text-ink-muted">
          {hint ?? `JPEG, PNG, GIF or WebP, up to 10 MB each, at most ${MAX_WAREHOUSE_IMAGES} images.`}
        </p>
        {uploads.deleteError && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {uploads.deleteError}
          </p>
        )}
      </div>

      {items.length > 0 && (
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Images of the warehouse, in display order">
          {items.map((item, index) => {
            const number = numbers.get(item.key) ?? null;
            return (
              <li key={item.key} className="flex flex-col rounded-lg border border-line bg-surface-muted p-3">
                <ImagePreview item={item} number={number} total={readyCount} subject={subject} />
                <div className="mt-3 flex items-center gap-2">
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={`Move ${describe(item, number)} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => move(item.key, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={`Move ${describe(item, number)} down`}
                    title="Move down"
                    disabled={index === items.length - 1}
                    onClick={() => move(item.key, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto text-danger"
                    aria-label={`${item.status === 'failed' ? 'Dismiss' : 'Remove'} ${describe(item, number)}`}
                    onClick={() => {
                      remove(item.key);
                      inputRef.current?.focus();
                    }}
                  >
                    {item.status === 'failed' ? <X aria-hidden="true" className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
                    {item.status === 'failed' ? 'Dismiss' : 'Remove'}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </FormSection>
  );
}

function numberReadyImages(items: readonly ImageItem[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const item of items) if (isReady(item)) numbers.set(item.key, numbers.size + 1);
  return numbers;
}

function describe(item: ImageItem, number: number | null): string {
  return number === null ? item.fileName || 'image' : `image ${number}`;
}

function ImagePreview({ item, number, total, subject }: { item: ImageItem; number: number | null; total: number; subject: string }) {
  if (item.status === 'uploading') {
    return (
      <div role="status" className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-md bg-white p-3 text-center text-sm text-ink-muted">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700 motion-reduce:animate-none" />
        <span className="break-all">Uploading {item.fileName}…</span>
      </div>
    );
  }
  if (item.status === 'failed') {
    return (
      <div role="alert" className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-center text-sm text-danger">
        <TriangleAlert aria-hidden="true" className="size-6" />
        <span className="font-semibold break-all">{item.fileName}</span>
        <span>{item.error}</span>
      </div>
    );
  }
  const isMain = number === 1;
  return (
    <div className="relative">
      <img
        src={item.image.thumbnailUrl}
        alt={`Image ${number ?? ''} of ${total} of ${subject}${isMain ? ' (main image)' : ''}`}
        className="aspect-[4/3] w-full rounded-md bg-white object-cover"
        loading="lazy"
      />
      {isMain && (
        <span className="absolute top-2 left-2 rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">Main</span>
      )}
    </div>
  );
}
