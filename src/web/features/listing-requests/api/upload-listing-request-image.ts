import type { UploadedListingRequestImage } from '@shared/contracts/listing-requests';
import { useImageUploadMutation } from '@web/lib/use-api-mutation';

// `POST /api/listing-request-images` (public, multipart field "file"): a pending upload and its
// secret, which the next save presents to attach it. 413 and 415 carry the texts the form shows.

export function useUploadListingRequestImage() {
  return useImageUploadMutation<UploadedListingRequestImage>('/api/listing-request-images');
}
