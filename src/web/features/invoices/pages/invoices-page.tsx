import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { INVOICE_MESSAGES } from '@shared/errors';
import { can } from '@shared/permissions';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { useSession } from '@web/features/auth/api/get-session';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/get-invoices';
import { useInvoiceListTexts } from '../components/invoice-list-texts';
import { InvoicesTable } from '../components/invoices-table';

/**
 * /invoices (issue #38): a trader's invoices and credit notes, newest first, each with its booking,
 * standing and PDF; an administrator's list holds everyone's, with the buyer of each.
 */
export function InvoicesPage() {
  const { t } = useLingui();
  const listTexts = useInvoiceListTexts();
  const { user } = useSession();
  const isAdministrator = can(user, 'invoices:manage');
  const { page, setPage } = useListSearchParams();
  const invoices = useInvoices({ page });

  return (
    <Page
      title={t`Invoices`}
      lead={
        isAdministrator ? (
          <Trans>Every invoice and credit note issued.</Trans>
        ) : (
          <Trans>Invoices and credit notes for your bookings. Each invoice is issued when your goods are received into the warehouse.</Trans>
        )
      }
    >
      <PagedListStates
        query={invoices}
        texts={listTexts}
        paging={{ page, pageSize: INVOICES_PAGE_SIZE, onPageChange: setPage }}
        empty={<EmptyState icon={FileText} title={INVOICE_MESSAGES.emptyTitle} description={INVOICE_MESSAGES.emptyHint} />}
      >
        {(items) => <InvoicesTable invoices={items} caption={isAdministrator ? t`All invoices and credit notes` : t`Your invoices and credit notes`} layout={isAdministrator ? 'all' : 'own'} />}
      </PagedListStates>
    </Page>
  );
}
