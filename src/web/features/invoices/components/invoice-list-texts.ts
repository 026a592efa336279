import { msg } from '@lingui/core/macro';
import { INVOICE_MESSAGES } from '@shared/errors';
import { useListTexts, type ListTexts } from '@web/components/ui/list-states';

/** What a trader's invoices and the administrator's receivables say of their lists, in the current language. */
export function useInvoiceListTexts(): ListTexts {
  return useListTexts(msg`Loading invoices…`, INVOICE_MESSAGES.loadFailed, msg`Pages of invoices`);
}
