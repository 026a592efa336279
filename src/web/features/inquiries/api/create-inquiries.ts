import { plural, t } from '@lingui/core/macro';
import type { CreateInquiriesBody, CreateInquiriesResponse } from '@shared/contracts/inquiries';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { INQUIRIES_QUERY_ROOT } from './get-inquiries';

// `POST /api/inquiries` (customer): one inquiry per warehouse, each submitted at once. 201 when at
// least one was created (`failed` lists the others); an error when none was.

export function useCreateInquiries() {
  return useBodyMutation<CreateInquiriesBody, CreateInquiriesResponse>(
    'POST',
    '/api/inquiries',
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: [INQUIRIES_QUERY_ROOT] }),
    // When some warehouses refused, the form's alert says which were sent and which not.
    outcomeNotices<CreateInquiriesResponse>({
      success: ({ created, failed }) => {
        if (failed.length > 0) return null;
        const count = created.length;
        return t`${plural(count, { one: 'Inquiry sent', other: '# inquiries sent' })}`;
      },
    }),
  );
}
