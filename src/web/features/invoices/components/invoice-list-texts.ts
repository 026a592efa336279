import { useLingui } from '@lingui/react/macro';
import { INVOICE_MESSAGES } from '@shared/errors';
import type { ListTexts } from '@web/components/ui/list-states';

/** What a trader's invoices and the administrator's receivables say of their lists, in the current language. */
export function useInvoiceListTexts(): ListTexts {
  const { t } = useLingui();
  return {
    loadingLabel: t`Loading invoices…`,
    errorMessage: INVOICE_MESSAGES.loadFailed,
    pagesLabel: t`Pages of invoices`,
  };
}
