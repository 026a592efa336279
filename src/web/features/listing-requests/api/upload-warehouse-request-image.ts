import { useMutation } from '@tanstack/react-query';
import type { UploadedWarehouseRequestImage } from '@shared/contracts/warehouse-requests';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/warehouse-request-images` (public, multipart field "file"): a pending upload and its
// secret, which the next save presents to attach it. 413 and 415 carry the texts the form shows.

export type UploadWarehouseRequestImageVariables = { file: File; signal?: AbortSignal };

export function uploadWarehouseRequestImage({ file, signal }: UploadWarehouseRequestImageVariables): Promise<UploadedWarehouseRequestImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<UploadedWarehouseRequestImage>('POST', '/api/warehouse-request-images', { body, signal });
}

export function useUploadWarehouseRequestImage() {
  return useMutation({ mutationFn: uploadWarehouseRequestImage });
}
