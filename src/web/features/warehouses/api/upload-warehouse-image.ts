import { useMutation } from '@tanstack/react-query';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/warehouse-images` (multipart, field "file"): 201 { id, url, thumbnailUrl } of a pending
// upload, which a warehouse takes over when its imageIds name it. 413 and 415 carry the texts the
// form shows (IMAGE_MESSAGES.tooLarge, IMAGE_MESSAGES.type). Nothing cached changes until the
// warehouse is saved, so nothing is invalidated here.

export type UploadWarehouseImageVariables = { file: File; signal?: AbortSignal };

function uploadWarehouseImage({ file, signal }: UploadWarehouseImageVariables): Promise<WarehouseImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<WarehouseImage>('POST', '/api/warehouse-images', { body, signal });
}

export function useUploadWarehouseImage() {
  return useMutation({ mutationFn: uploadWarehouseImage });
}
