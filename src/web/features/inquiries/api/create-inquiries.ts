import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInquiriesBody, CreateInquiriesResponse } from '@shared/contracts/inquiries';
import { apiRequest } from '@web/lib/api-client';
import { INQUIRIES_QUERY_ROOT } from './get-inquiries';

// `POST /api/inquiries` (customer): one inquiry per warehouse, each submitted at once. 201 when at
// least one was created (`failed` lists the others); an error when none was.

function createInquiries(body: CreateInquiriesBody): Promise<CreateInquiriesResponse> {
  return apiRequest<CreateInquiriesResponse>('POST', '/api/inquiries', { body });
}

export function useCreateInquiries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INQUIRIES_QUERY_ROOT] }),
  });
}
