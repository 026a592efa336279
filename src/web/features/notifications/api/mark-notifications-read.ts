import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_LIVE_KEY } from '@shared/contracts/events';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/notifications/:id/read` and `POST /api/notifications/read-all` (signed in, own only).

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_LIVE_KEY] }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('POST', '/api/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_LIVE_KEY] }),
  });
}
