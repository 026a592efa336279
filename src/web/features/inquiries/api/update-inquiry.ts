import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryDetail, UpdateInquiryBody } from '@shared/contracts/inquiries';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { INQUIRIES_QUERY_ROOT } from './get-inquiries';
import { getInquiryQueryOptions } from './get-inquiry';

// `PUT /api/inquiries/:id` (the trader who sent it, while editable): replaces the requirements.

type UpdateInquiryVariables = { id: string; body: UpdateInquiryBody };

function updateInquiry({ id, body }: UpdateInquiryVariables): Promise<InquiryDetail> {
  return apiRequest<InquiryDetail>('PUT', `/api/inquiries/${encodeURIComponent(id)}`, { body });
}

export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiry,
    meta: outcomeNotices<InquiryDetail, UpdateInquiryVariables>({ success: (_, { body }) => (body.submit ? t`Inquiry sent` : t`Changes saved`) }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(getInquiryQueryOptions(updated.id).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: [INQUIRIES_QUERY_ROOT, 'list'] });
    },
  });
}
