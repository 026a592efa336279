import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveReleaseBody, ConfirmReleaseBody, GoodsRelease } from '@shared/contracts/releases';
import { formatQuantity } from '@shared/sizes';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { refetchAfterReleaseChange } from './get-booking-releases';

// What happens to a release after it is requested, each answering the release:
// - `POST /api/releases/:id/approval` {reason} (administrators): a held release is approved, saying why;
// - `POST /api/releases/:id/confirmation` {releasedOn, quantity} (the warehouse's owner or an
//   administrator): an approved release's goods left, on that day and that much;
// - `POST /api/releases/:id/cancellation` (the trader or an administrator): a held or approved one is withdrawn.

type ChangeReleaseInput = { bookingId: string; releaseId: string } & (
  | { action: 'approve'; body: ApproveReleaseBody }
  | { action: 'confirm'; body: ConfirmReleaseBody }
  | { action: 'cancel' }
);

const PATHS = { approve: 'approval', confirm: 'confirmation', cancel: 'cancellation' } as const satisfies Record<ChangeReleaseInput['action'], string>;

function changeRelease(input: ChangeReleaseInput): Promise<GoodsRelease> {
  const url = `/api/releases/${encodeURIComponent(input.releaseId)}/${PATHS[input.action]}`;
  return apiRequest<GoodsRelease>('POST', url, input.action === 'cancel' ? undefined : { body: input.body });
}

function successText(release: GoodsRelease, { action }: ChangeReleaseInput): string {
  if (action === 'approve') return t`Release approved`;
  if (action === 'cancel') return t`Release cancelled`;
  const quantity = formatQuantity(release.released?.quantity ?? release.quantity);
  const unit = release.receipt.quantityUnit;
  const commodity = release.receipt.commodity;
  return t`Goods out confirmed: ${quantity} ${unit} of ${commodity}`;
}

export function useChangeRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRelease,
    meta: outcomeNotices({ success: successText }),
    ...refetchAfterReleaseChange(queryClient),
  });
}
