import { type MutationMeta, type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type HttpMethod } from './api-client';

type MutationMethod = Exclude<HttpMethod, 'GET' | 'HEAD'>;

/** What a mutation does once done: brings the cache up to date from the answer (the mutation waits for what it returns). */
type MutationSuccess<Response, Variables> = (response: Response, queryClient: QueryClient, variables: Variables) => unknown;

/**
 * A mutation that sends one request, its path (and its JSON body, when there is one) read from its
 * variables: a record's id in the path (`{ invoiceId, body }` → `/api/invoices/:id/payments`).
 * `onSuccess` brings the cache up to date from the answer; what it returns (a promise of
 * invalidation) is what the mutation waits for. `meta` carries its outcome notices (outcomeNotices
 * in ./mutation-notices).
 */
export function useRequestMutation<Variables, Response>(
  method: MutationMethod,
  requestOf: (variables: Variables) => { path: string; body?: unknown },
  onSuccess?: MutationSuccess<Response, Variables>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => {
      const { path, body } = requestOf(variables);
      return apiRequest<Response>(method, path, { body });
    },
    onSuccess: onSuccess && ((response: Response, variables: Variables) => onSuccess(response, queryClient, variables)),
    meta,
  });
}

/**
 * A mutation that sends its variables as the JSON body of one request to a fixed path (a form's
 * submit: sign in, register, save the profile…); see useRequestMutation.
 */
export function useBodyMutation<Body, Response>(
  method: MutationMethod,
  path: string,
  onSuccess?: MutationSuccess<Response, Body>,
  meta?: MutationMeta,
) {
  return useRequestMutation<Body, Response>(method, (body) => ({ path, body }), onSuccess, meta);
}

/** An `onSuccess` that refetches every query under `queryKey` (a list the new or changed record belongs in). */
export function refetchQueries(queryKey: QueryKey) {
  return (_response: unknown, queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey });
}

/**
 * An `onSuccess` after a save that answers the record's detail: that detail stands in its query at
 * once, and its lists are refetched without the mutation waiting for them.
 */
export function storeDetailRefetchList<Detail extends { id: string }>(detailKeyOf: (id: string) => QueryKey, listKey: QueryKey) {
  return (detail: Detail, queryClient: QueryClient) => {
    queryClient.setQueryData(detailKeyOf(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
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
