import type { UploadedReceiptPhoto } from '@shared/contracts/receipts';
import { useImageUploadMutation } from '@web/lib/use-api-mutation';

// `POST /api/bookings/:id/receipt-photos` (multipart field "file"; the warehouse's owner or an
// administrator): 201 { id, url, thumbnailUrl } of a pending photo, which the receipt takes when its
// photoIds name it. 413 and 415 carry the texts the form shows (IMAGE_MESSAGES). Nothing cached
// changes until the receipt is issued, so nothing is invalidated here.

export function useUploadReceiptPhoto(bookingId: string) {
  return useImageUploadMutation<UploadedReceiptPhoto>(`/api/bookings/${encodeURIComponent(bookingId)}/receipt-photos`);
}
