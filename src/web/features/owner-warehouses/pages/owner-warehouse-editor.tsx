import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  MAX_OWNER_WAREHOUSE_IMAGES,
  OWNER_WAREHOUSE_IMAGE_TYPES,
  type OwnerWarehouseInput,
} from '@shared/contracts/owner-warehouses';
import type { ReferenceData } from '@shared/contracts/reference';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { OWNER_WAREHOUSE_MESSAGES } from '@shared/errors';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import { ImagesSection } from '@web/features/warehouses/components/warehouse-form/images-section';
import { useWarehouseImageUploads } from '@web/features/warehouses/components/warehouse-form/use-warehouse-image-uploads';
import { WarehouseFormPage } from '@web/features/warehouses/components/warehouse-form/warehouse-form-page';
import { uploadOwnerWarehouseImage } from '../api/upload-owner-warehouse-image';
import type { OwnerWarehouseFormValues } from '../components/owner-warehouse-form/form-values';
import { OwnerWarehouseForm } from '../components/owner-warehouse-form/owner-warehouse-form';

const IMAGE_OPTIONS = {
  maxImages: MAX_OWNER_WAREHOUSE_IMAGES,
  tooManyMessage: OWNER_WAREHOUSE_MESSAGES.tooManyImages,
  acceptedTypes: OWNER_WAREHOUSE_IMAGE_TYPES,
  typeMessage: OWNER_WAREHOUSE_MESSAGES.imageType,
  upload: uploadOwnerWarehouseImage,
  uploadFailedMessage: OWNER_WAREHOUSE_MESSAGES.uploadFailed,
  deleteFailedMessage: OWNER_WAREHOUSE_MESSAGES.deleteFailed,
};

type EditorProps = {
  mode: 'create' | 'edit';
  reference: ReferenceData;
  initialValues: (reference: ReferenceData) => OwnerWarehouseFormValues;
  initialImages: readonly WarehouseImage[];
  onSubmit: (body: OwnerWarehouseInput) => Promise<unknown>;
  cancelHref: string;
};

/**
 * The single-space warehouse form composed with the multi-space form's Images section (the same upload
 * pipeline), with this catalogue's image rules: at most 5, JPG and PNG, through
 * /api/owner-warehouse-images.
 */
export function OwnerWarehouseEditor({ mode, reference, initialValues, initialImages, onSubmit, cancelHref }: EditorProps) {
  const { t } = useLingui();
  const uploads = useWarehouseImageUploads(initialImages, IMAGE_OPTIONS);
  const max = MAX_OWNER_WAREHOUSE_IMAGES;
  return (
    <OwnerWarehouseForm
      mode={mode}
      reference={reference}
      initialValues={initialValues(reference)}
      imagesSection={
        <ImagesSection
          uploads={uploads}
          warehouseName=""
          accept={OWNER_WAREHOUSE_IMAGE_TYPES.join(',')}
          hint={t`JPG or PNG, up to 10MB each, ${plural(max, { one: 'at most # image', other: 'at most # images' })}.`}
        />
      }
      imageIds={uploads.imageIds}
      isUploading={uploads.isUploading}
      onSubmit={onSubmit}
      cancelHref={cancelHref}
    />
  );
}

type EditorFrameProps = {
  title: string;
  intro: string;
  /** Shown instead of the form (a permission notice, a load failure), in a red box. */
  blocked?: ReactNode;
  isLoading?: boolean;
  children: (reference: ReferenceData) => ReactNode;
};

/** The frame of the create and edit screens (the multi-space one): heading, loading and error states, then the form. */
export function OwnerWarehouseEditorFrame({ title, intro, blocked, isLoading = false, children }: EditorFrameProps) {
  const { t } = useLingui();
  const reference = useReferenceData();
  return (
    <WarehouseFormPage
      title={title}
      intro={intro}
      reference={reference}
      referenceFailedText={t`The lists of warehouse types, features and services could not be loaded.`}
      loadError={blocked}
      isLoading={isLoading}
    >
      {children}
    </WarehouseFormPage>
  );
}
