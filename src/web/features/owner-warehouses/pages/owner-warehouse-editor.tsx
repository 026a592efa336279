import type { ReactNode } from 'react';
import {
  MAX_OWNER_WAREHOUSE_IMAGES,
  OWNER_WAREHOUSE_IMAGE_TYPES,
  type OwnerWarehouseInput,
} from '@shared/contracts/owner-catalogue';
import type { ReferenceData } from '@shared/contracts/reference';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { OWNER_CATALOGUE_MESSAGES } from '@shared/errors';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { FeaturesSection } from '@web/features/warehouses/components/warehouse-form/features-section';
import { ImagesSection } from '@web/features/warehouses/components/warehouse-form/images-section';
import { ServicesSection } from '@web/features/warehouses/components/warehouse-form/services-section';
import { useImageUploads } from '@web/features/warehouses/components/warehouse-form/use-image-uploads';
import { useReferenceData } from '@web/features/warehouses/api/get-reference-data';
import { uploadOwnerWarehouseImage } from '../api/upload-owner-warehouse-image';
import type { OwnerWarehouseFormValues } from '../components/owner-warehouse-form/form-values';
import { OwnerWarehouseForm } from '../components/owner-warehouse-form/owner-warehouse-form';

const IMAGE_OPTIONS = {
  maxImages: MAX_OWNER_WAREHOUSE_IMAGES,
  tooManyMessage: OWNER_CATALOGUE_MESSAGES.tooManyImages,
  acceptedTypes: OWNER_WAREHOUSE_IMAGE_TYPES,
  typeMessage: OWNER_CATALOGUE_MESSAGES.imageType,
  upload: uploadOwnerWarehouseImage,
  uploadFailedMessage: OWNER_CATALOGUE_MESSAGES.uploadFailed,
  deleteFailedMessage: OWNER_CATALOGUE_MESSAGES.deleteFailed,
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
 * The owner-catalogue form composed with the multi-space form's Features, Services and Images
 * sections (the same values, the same upload pipeline), with this catalogue's image rules: at most
 * 5, JPG and PNG, through /api/owner-catalogue/images.
 */
export function OwnerWarehouseEditor({ mode, reference, initialValues, initialImages, onSubmit, cancelHref }: EditorProps) {
  const uploads = useImageUploads(initialImages, IMAGE_OPTIONS);
  return (
    <OwnerWarehouseForm
      mode={mode}
      warehouseTypes={reference.warehouseTypes}
      initialValues={initialValues(reference)}
      featuresSection={<FeaturesSection features={reference.features} />}
      servicesSection={<ServicesSection services={reference.services} />}
      imagesSection={
        <ImagesSection
          uploads={uploads}
          warehouseName=""
          accept={OWNER_WAREHOUSE_IMAGE_TYPES.join(',')}
          hint={`JPG or PNG, up to 10MB each, at most ${MAX_OWNER_WAREHOUSE_IMAGES} images.`}
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

/** The frame of the create and edit screens: heading, loading and error states, then the form. */
export function OwnerWarehouseEditorFrame({ title, intro, blocked, isLoading = false, children }: EditorFrameProps) {
  const reference = useReferenceData();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <div className="mt-8">
        {blocked ? (
          <ErrorAlert>{blocked}</ErrorAlert>
        ) : !reference.data && reference.isError ? (
          <ErrorAlert>
            <p>The lists of warehouse types, features and services could not be loaded.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void reference.refetch()}>
              Try again
            </Button>
          </ErrorAlert>
        ) : isLoading || !reference.data ? (
          <Spinner label="Loading the form…" showLabel className="py-16" />
        ) : (
          children(reference.data)
        )}
      </div>
    </div>
  );
}
