import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoodsRelease, RequestReleaseBody } from '@shared/contracts/releases';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { refetchAfterReleaseChange } from './get-booking-releases';

// `POST /api/bookings/:id/releases` (the booking's trader or an administrator): asks for all or part
// of a receipt's goods to leave; answers the release, held while invoices are unpaid, else approved.

type RequestReleaseInput = { bookingId: string; body: RequestReleaseBody };

function requestRelease({ bookingId, body }: RequestReleaseInput): Promise<GoodsRelease> {
  return apiRequest<GoodsRelease>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/releases`, { body });
}

export function useRequestRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRelease,
    meta: outcomeNotices({
      success: (release: GoodsRelease) =>
        release.status === 'held' ? t`Release requested: it is held until the unpaid invoices are paid` : t`Release requested and approved`,
    }),
    ...refetchAfterReleaseChange(queryClient),
  });
}
