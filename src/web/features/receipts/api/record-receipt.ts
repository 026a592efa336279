import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_LIVE_KEYS } from '@shared/contracts/live-keys';
import type { RecordReceiptBody, WarehouseReceipt } from '@shared/contracts/receipts';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { RECEIPTS_QUERY_ROOT } from './get-booking-receipts';

// `POST /api/bookings/:id/receipts` records goods received; `POST /api/receipts/:id/correction` issues a
// receipt that supersedes `correcting` (the warehouse's owner or an administrator).

type RecordReceiptInput = { bookingId: string; correcting?: string | undefined; body: RecordReceiptBody };

function recordReceipt({ bookingId, correcting, body }: RecordReceiptInput): Promise<WarehouseReceipt> {
  const url = correcting ? `/api/receipts/${encodeURIComponent(correcting)}/correction` : `/api/bookings/${encodeURIComponent(bookingId)}/receipts`;
  return apiRequest<WarehouseReceipt>('POST', url, { body });
}

export function useRecordReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReceipt,
    meta: outcomeNotices({
      success: ({ number }: WarehouseReceipt) => t`Warehouse receipt ${number} issued`,
    }),
    // The booking's first receipt issues its invoice (decision 214).
    onSuccess: (_receipt, { bookingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [RECEIPTS_QUERY_ROOT, 'booking', bookingId] }),
        queryClient.invalidateQueries({ queryKey: [INVOICE_LIVE_KEYS.invoices] }),
      ]),
  });
}
