import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGING_LIVE_KEYS } from '@shared/contracts/events';
import { apiRequest } from '@web/lib/api-client';
import { threadPath, threadQueryKey, type ThreadSubjectRef } from './get-thread';

// `POST .../messages/read` (participants): every message from others in the thread is read by the viewer.

export function useMarkThreadRead(subject: ThreadSubjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('POST', `${threadPath(subject)}/read`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [MESSAGING_LIVE_KEYS.unreadCount] }),
        queryClient.invalidateQueries({ queryKey: [MESSAGING_LIVE_KEYS.threads] }),
        queryClient.invalidateQueries({ queryKey: threadQueryKey(subject) }),
      ]);
    },
  });
}
