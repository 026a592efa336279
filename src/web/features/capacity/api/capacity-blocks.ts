import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockInput, CapacityBlock } from '@shared/contracts/capacity';
import { apiRequest } from '@web/lib/api-client';
import { warehouseCapacityKey } from './get-warehouse-capacity';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/warehouses/:id/blocks` (201 with the block; 400 beside a field; 409
// capacity_exceeded when more than is free) and `DELETE .../blocks/:blockId` (204).

function createBlock(warehouseId: string, body: BlockInput): Promise<CapacityBlock> {
  return apiRequest<CapacityBlock>('POST', `/api/warehouses/${encodeURIComponent(warehouseId)}/blocks`, { body });
}

function removeBlock(warehouseId: string, blockId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/warehouses/${encodeURIComponent(warehouseId)}/blocks/${encodeURIComponent(blockId)}`);
}

/** Settles once the timeline has reloaded, so the block shows (or is gone) when the form resets or the dialog closes. */
export function useCreateBlock(warehouseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockInput) => createBlock(warehouseId, body), meta: outcomeNotices({ success: () => t`Space blocked` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseCapacityKey(warehouseId) }),
  });
}

export function useRemoveBlock(warehouseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) => removeBlock(warehouseId, blockId), meta: outcomeNotices({ success: () => t`Block removed` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseCapacityKey(warehouseId) }),
  });
}
