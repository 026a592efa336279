import { type MutationMeta, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type HttpMethod } from './api-client';

/**
 * A mutation that sends its variables as the JSON body of one request to a fixed path (a form's
 * submit: sign in, register, save the profile…). `onSuccess` brings the cache up to date from the
 * answer; what it returns (a promise of invalidation) is what the mutation waits for. `meta` carries
 * its outcome notices (outcomeNotices in ./mutation-notices).
 */
export function useBodyMutation<Body, Response>(
  method: Exclude<HttpMethod, 'GET' | 'HEAD'>,
  path: string,
  onSuccess?: (response: Response, queryClient: QueryClient) => unknown,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<Response>(method, path, { body }),
    onSuccess: onSuccess && ((response: Response) => onSuccess(response, queryClient)),
    meta,
  });
}

export type UploadImageVariables = { file: File; signal?: AbortSignal };

/** A mutation that uploads one image as the multipart field "file" (a pending upload a later save takes over). */
export function useImageUploadMutation<Response>(path: string) {
  return useMutation({
    mutationFn: ({ file, signal }: UploadImageVariables) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest<Response>('POST', path, { body, signal });
    },
  });
}
