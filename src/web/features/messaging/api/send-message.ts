import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGING_LIVE_KEYS } from '@shared/contracts/events';
import type { ThreadMessage } from '@shared/contracts/messaging';
import { apiRequest } from '@web/lib/api-client';
import { threadPath, threadQueryKey, type ThreadSubjectRef } from './get-thread';

// `POST .../messages` { body } (participants; 403 while Messaging is switched off).

export function useSendMessage(subject: ThreadSubjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<ThreadMessage>('POST', threadPath(subject), { body: { body } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadQueryKey(subject) }),
        queryClient.invalidateQueries({ queryKey: [MESSAGING_LIVE_KEYS.threads] }),
      ]);
    },
  });
}
