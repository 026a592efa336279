import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { RetryAlert } from '@web/components/ui/alert';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { InquiryForm } from '../components/inquiry-form/inquiry-form';

export function NewInquiryPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New Inquiry`);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reference = useReferenceData();
  const { user } = useSession();
  // From a warehouse card or detail page, also after the detour through /login (paths.newInquiry).
  const warehouseId = searchParams.get('warehouseId');
  const spaceTypeId = searchParams.get('spaceTypeId') ?? undefined;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        <Trans>New Inquiry</Trans>
      </h1>
      <p className="mt-2 text-ink-muted">
        <Trans>Tell us how much space you need, where and when.</Trans>
      </p>
      <div className="mt-6">
        {reference.isError ? (
          <RetryAlert message={INQUIRY_MESSAGES.loadFormFailed} onRetry={reference.refetch} />
        ) : reference.data ? (
          <InquiryForm
            reference={reference.data}
            initialWarehouseIds={warehouseId ? [warehouseId] : []}
            initialSpaceTypeId={spaceTypeId}
            userId={user?.id ?? null}
            onSaved={() => void navigate(paths.inquiries.getHref())}
            onCancel={() => {
              if (location.key !== 'default') void navigate(-1);
              else void navigate(paths.inquiries.getHref());
            }}
          />
        ) : (
          <PageSpinner label={t`Loading form…`} />
        )}
      </div>
    </div>
  );
}
