import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { RetryAlert } from '@web/components/ui/alert';
import { Page } from '@web/components/ui/page';
import { PageSpinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import { InquiryForm } from '../components/inquiry-form/inquiry-form';

export function NewInquiryPage() {
  const { t } = useLingui();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reference = useReferenceData();
  const { user } = useSession();
  // From a warehouse card or detail page, also after the detour through /login (paths.newInquiry).
  const warehouseId = searchParams.get('warehouseId');
  const spaceTypeId = searchParams.get('spaceTypeId') ?? undefined;

  return (
    <Page title={t`New Inquiry`} lead={<Trans>Tell us how much space you need, where and when.</Trans>} width="5xl">
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
    </Page>
  );
}
