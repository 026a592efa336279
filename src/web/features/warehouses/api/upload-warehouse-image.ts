import type { WarehouseImage } from '@shared/contracts/warehouses';
import { useImageUploadMutation } from '@web/lib/use-api-mutation';

// `POST /api/warehouse-images` (multipart, field "file"): 201 { id, url, thumbnailUrl } of a pending
// upload, which a warehouse takes over when its imageIds name it. 413 and 415 carry the texts the
// form shows (IMAGE_MESSAGES.tooLarge, IMAGE_MESSAGES.type). Nothing cached changes until the
// warehouse is saved, so nothing is invalidated here.

export function useUploadWarehouseImage() {
  return useImageUploadMutation<WarehouseImage>('/api/warehouse-images');
}
