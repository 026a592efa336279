import type { WarehouseImage } from '@shared/contracts/warehouses';
import { useImageUploads, type ImageUploadOptions } from '@web/components/image-uploads/use-image-uploads';
import { useDeleteWarehouseImage } from '../../api/delete-warehouse-image';
import { useUploadWarehouseImage } from '../../api/upload-warehouse-image';

/**
 * A warehouse's images: uploads through POST /api/warehouse-images, and a pending upload removed
 * again is deleted there. `options` names narrower rules (the single-space form's, with its own upload).
 */
export function useWarehouseImageUploads(initialImages: readonly WarehouseImage[], options: Partial<ImageUploadOptions> = {}) {
  const { mutateAsync: upload } = useUploadWarehouseImage();
  const { mutateAsync: deletePending } = useDeleteWarehouseImage();
  return useImageUploads(initialImages, { upload, deletePending, ...options });
}
