import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { MAX_WAREHOUSE_IMAGES } from '@shared/contracts/warehouses';
import { FormSection } from '@web/components/ui/form-section';
import { AddImagesInput } from '@web/components/image-uploads/add-images-input';
import { MoveImageButtons } from '@web/components/image-uploads/move-image-buttons';
import { UploadStatus } from '@web/components/image-uploads/upload-status';
import { IMAGE_ACCEPT, imageItemName, isReady, readyImageNumbers, type ImageItem } from '@web/components/image-uploads/image-list';
import { RemoveImageButton } from '@web/components/image-uploads/remove-image-button';
import type { ImageUploads } from '@web/components/image-uploads/use-image-uploads';

type ImagesSectionProps = {
  uploads: ImageUploads;
  warehouseName: string;
  /** The single-space form's narrower rules; left out, the multi-space form's. */
  accept?: string;
  hint?: string;
};

export function ImagesSection({ uploads, warehouseName, accept = IMAGE_ACCEPT, hint }: ImagesSectionProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const { items, addFiles, move } = uploads;
  const readyCount = items.filter(isReady).length;
  const maxImages = MAX_WAREHOUSE_IMAGES;

  // Ready images are numbered in display order; the first one is the main image.
  const numbers = readyImageNumbers(items);

  return (
    <FormSection
      id="warehouse-images"
      title={t`Images`}
      description={t`Each image uploads as soon as you choose it. The first image is the main one on cards and the detail page.`}
    >
      <div>
        <AddImagesInput
          accept={accept}
          hint={hint ?? t`JPEG, PNG, GIF or WebP, up to 10 MB each, at most ${maxImages} images.`}
          onFiles={addFiles}
          inputRef={inputRef}
        />
        {uploads.deleteError && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {uploads.deleteError}
          </p>
        )}
      </div>

      {items.length > 0 && (
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Images of the warehouse, in display order`}>
          {items.map((item, index) => {
            const number = numbers.get(item.key) ?? null;
            return (
              <li key={item.key} className="flex flex-col rounded-lg border border-line bg-surface-muted p-3">
                <ImagePreview item={item} number={number} total={readyCount} warehouseName={warehouseName.trim()} />
                <div className="mt-3 flex items-center gap-2">
                  <MoveImageButtons name={imageItemName(item, numbers)} index={index} count={items.length} onMove={(direction) => move(item.key, direction)} />
                  <RemoveImageButton item={item} name={imageItemName(item, numbers)} className="ms-auto" uploads={uploads} inputRef={inputRef} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </FormSection>
  );
}

/** "Image 2 of 3 of Harbour Hub"; "Image 1 of 3 of the warehouse (main image)" while the name is blank. */
function ImagePreview({ item, number, total, warehouseName }: { item: ImageItem; number: number | null; total: number; warehouseName: string }) {
  const { t } = useLingui();
  if (item.status !== 'ready') return <UploadStatus item={item} />;
  const isMain = number === 1;
  const position = number ?? '';
  const name = warehouseName;
  const alt = name
    ? isMain
      ? t`Image ${position} of ${total} of ${name} (main image)`
      : t`Image ${position} of ${total} of ${name}`
    : isMain
      ? t`Image ${position} of ${total} of the warehouse (main image)`
      : t`Image ${position} of ${total} of the warehouse`;
  return (
    <div className="relative">
      <img
        src={item.image.thumbnailUrl}
        alt={alt}
        className="aspect-[4/3] w-full rounded-md bg-white object-cover"
        loading="lazy"
      />
      {isMain && (
        <span className="absolute top-2 start-2 rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
          <Trans>Main</Trans>
        </span>
      )}
    </div>
  );
}
