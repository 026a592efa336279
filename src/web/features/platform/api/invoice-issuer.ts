import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { InvoiceIssuer, UpdateInvoiceIssuerBody } from '@shared/contracts/platform';
import { apiQueryOptions } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { useBodyMutation } from '@web/lib/use-api-mutation';

// `GET` and `PUT /api/admin/settings/invoice-issuer` (administrator): the issuer invoices name, saved whole.

const issuerQuery = () => apiQueryOptions<InvoiceIssuer>([LIVE_EVENT_KEYS.invoiceIssuer], '/api/admin/settings/invoice-issuer');

export function useInvoiceIssuer() {
  return useQuery(issuerQuery());
}

export function useUpdateInvoiceIssuer() {
  return useBodyMutation<UpdateInvoiceIssuerBody, InvoiceIssuer>(
    'PUT',
    '/api/admin/settings/invoice-issuer',
    (issuer, queryClient) => queryClient.setQueryData(issuerQuery().queryKey, issuer),
    outcomeNotices({ success: () => t`Invoice details saved` }),
  );
}
