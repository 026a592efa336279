import type { WarehouseImage } from '@shared/contracts/warehouses';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/owner-warehouse-images` (multipart, field "file"; JPEG or PNG): 201 { id, url,
// thumbnailUrl } of a pending upload, which the listing takes over when its imageIds name it.
// 413 and 415 carry the texts the form shows. Removal goes through DELETE /api/warehouse-images/:id.

export function uploadOwnerWarehouseImage({ file, signal }: { file: File; signal?: AbortSignal }): Promise<WarehouseImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<WarehouseImage>('POST', '/api/owner-warehouse-images', { body, signal });
}
