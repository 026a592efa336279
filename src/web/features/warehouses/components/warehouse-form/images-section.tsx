import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { MAX_WAREHOUSE_IMAGES } from '@shared/contracts/warehouses';
import { FormSection } from '@web/components/ui/form-section';
import { AddImagesInput } from '@web/components/image-uploads/add-images-input';
import { IMAGE_ACCEPT } from '@web/components/image-uploads/image-list';
import { OrderedImageList } from '@web/components/image-uploads/ordered-image-list';
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
  const maxImages = MAX_WAREHOUSE_IMAGES;

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
          onFiles={uploads.addFiles}
          inputRef={inputRef}
        />
        {uploads.deleteError && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {uploads.deleteError}
          </p>
        )}
      </div>

      <OrderedImageList uploads={uploads} inputRef={inputRef} altOf={(position, total) => warehouseImageAlt(position, total, warehouseName.trim())} isLazy />
    </FormSection>
  );
}

/** "Image 2 of 3 of Harbour Hub"; "Image 1 of 3 of the warehouse (main image)" while the name is blank. */
function warehouseImageAlt(position: number, total: number, name: string): string {
  const isMain = position === 1;
  return name
    ? isMain
      ? t`Image ${position} of ${total} of ${name} (main image)`
      : t`Image ${position} of ${total} of ${name}`
    : isMain
      ? t`Image ${position} of ${total} of the warehouse (main image)`
      : t`Image ${position} of ${total} of the warehouse`;
}
