import { useMutation } from '@tanstack/react-query';
import type { UploadedListingRequestImage } from '@shared/contracts/listing-requests';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/warehouse-request-images` (public, multipart field "file"): a pending upload and its
// secret, which the next save presents to attach it. 413 and 415 carry the texts the form shows.

type UploadListingRequestImageVariables = { file: File; signal?: AbortSignal };

function uploadListingRequestImage({ file, signal }: UploadListingRequestImageVariables): Promise<UploadedListingRequestImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<UploadedListingRequestImage>('POST', '/api/warehouse-request-images', { body, signal });
}

export function useUploadListingRequestImage() {
  return useMutation({ mutationFn: uploadListingRequestImage });
}
