import { useQuery } from '@tanstack/react-query';
import type { ReceiptVerification } from '@shared/contracts/receipts';
import { apiQueryOptions } from '@web/lib/api-client';
import { RECEIPTS_QUERY_ROOT } from './get-booking-receipts';

// `GET /api/receipts/verify/:token` (anyone with the link).

export function useReceiptVerification(token: string) {
  return useQuery(apiQueryOptions<ReceiptVerification>([RECEIPTS_QUERY_ROOT, 'verify', token], `/api/receipts/verify/${encodeURIComponent(token)}`));
}
