import { t } from '@lingui/core/macro';
import type { InquiryDetail, UpdateInquiryBody } from '@shared/contracts/inquiries';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { useRequestMutation } from '@web/lib/use-api-mutation';
import { INQUIRIES_QUERY_ROOT } from './get-inquiries';
import { getInquiryQueryOptions } from './get-inquiry';

// `PUT /api/inquiries/:id` (the trader who sent it, while editable): replaces the requirements.

type UpdateInquiryVariables = { id: string; body: UpdateInquiryBody };

export function useUpdateInquiry() {
  return useRequestMutation<UpdateInquiryVariables, InquiryDetail>(
    'PUT',
    ({ id, body }) => ({ path: `/api/inquiries/${encodeURIComponent(id)}`, body }),
    async (updated, queryClient) => {
      queryClient.setQueryData(getInquiryQueryOptions(updated.id).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: [INQUIRIES_QUERY_ROOT, 'list'] });
    },
    outcomeNotices<InquiryDetail, UpdateInquiryVariables>({ success: (_, { body }) => (body.submit ? t`Inquiry sent` : t`Changes saved`) }),
  );
}
