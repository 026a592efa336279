import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { useReferenceData } from '@web/features/warehouses/api/get-reference-data';
import type { InquiryPrefillState } from '@web/features/warehouses/components/send-inquiry-link';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { InquiryForm } from '../components/inquiry-form';

/** The router state of a Send Inquiry link first; the ?warehouseId= query (reload, new tab, after sign-in) else. */
function readPrefill(state: unknown, warehouseId: string | null): { warehouseIds: string[]; spaceTypeId?: string } {
  const prefill = state as Partial<InquiryPrefillState> | null;
  if (prefill && Array.isArray(prefill.warehouseIds) && prefill.warehouseIds.every((id) => typeof id === 'string')) {
    return { warehouseIds: prefill.warehouseIds, ...(typeof prefill.spaceTypeId === 'string' ? { spaceTypeId: prefill.spaceTypeId } : {}) };
  }
  return { warehouseIds: warehouseId ? [warehouseId] : [] };
}

export function NewInquiryPage() {
  useDocumentTitle('New Inquiry');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reference = useReferenceData();
  const prefill = readPrefill(location.state, searchParams.get('warehouseId'));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">New Inquiry</h1>
      <p className="mt-2 text-ink-muted">Tell us how much space you need, where and when.</p>
      <div className="mt-6">
        {reference.isError ? (
          <ErrorAlert>
            <p>{INQUIRY_MESSAGES.loadFormFailed}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void reference.refetch()}>
              Retry
            </Button>
          </ErrorAlert>
        ) : reference.data ? (
          <InquiryForm
            reference={reference.data}
            initialWarehouseIds={prefill.warehouseIds}
            initialSpaceTypeId={prefill.spaceTypeId}
            onSaved={() => void navigate(paths.inquiries.getHref())}
            onCancel={() => {
              if (location.key !== 'default') void navigate(-1);
              else void navigate(paths.inquiries.getHref());
            }}
          />
        ) : (
          <PageSpinner label="Loading form…" />
        )}
      </div>
    </div>
  );
}
