import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

// `DELETE /api/receipt-photos/:id`: 204; removes a pending photo (its uploader or an administrator).
// A photo on an issued receipt stays with it (409).

function deleteReceiptPhoto(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/receipt-photos/${encodeURIComponent(id)}`);
}

export function useDeleteReceiptPhoto() {
  return useMutation({ mutationFn: deleteReceiptPhoto });
}
