import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, MessageSquare, Pencil } from 'lucide-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { can } from '@shared/permissions';
import { INQUIRY_TRANSITIONS } from '@shared/statuses/inquiry';
import { paths } from '@web/app/paths';
import { ErrorAlert, RetryAlert } from '@web/components/ui/alert';
import { buttonClassName } from '@web/components/ui/button';
import { lazyForm } from '@web/components/ui/lazy-form';
import { PageSpinner } from '@web/components/ui/spinner';
import { signedInRecordRead } from '@web/app/page-first-read';
import { useSession } from '@web/features/auth/api/get-session';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { getInquiryQueryOptions, useInquiry } from '../api/get-inquiry';
import { BackLink, RecordLoadState, type RecordLoadTexts } from '@web/components/ui/detail-screen';
import { InquiryRequirements } from '../components/inquiry-details';
import { InquiryProgress } from '../components/inquiry-progress';
import { LazyMessageThread } from '@web/features/messaging/components/lazy-message-thread';

// Only the inquiry's trader edits it, and rarely: the form and its reference data load when they do.
const InquiryForm = lazyForm(() => import('../components/inquiry-form/inquiry-form').then((module) => module.InquiryForm));

/** A first visit's inquiry (the HTML preloaded it, src/server/platform/delivery.ts), read before the page first renders. */
export const readInquiryFirst = signedInRecordRead(getInquiryQueryOptions);

export function InquiryDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const inquiry = useInquiry(id);
  const { user } = useSession();
  const isEditRequested = searchParams.get('edit') === '1';
  const isEditing = isEditRequested && inquiry.data?.canEdit === true;
  useDocumentTitle(isEditing ? t`Edit Inquiry` : t`Inquiry Details`);

  function leaveEditMode() {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }

  if (!inquiry.isSuccess) {
    const loadTexts: RecordLoadTexts = { loading: t`Loading inquiry…`, heading: t`Error Loading Inquiry`, notFound: INQUIRY_MESSAGES.notFoundLong, failed: INQUIRY_MESSAGES.loadOneFailed };
    return <RecordLoadState query={inquiry} texts={loadTexts} backLabel={t`Return to Inquiries`} backTo={paths.inquiries.getHref()} />;
  }

  const data = inquiry.data;
  // The spec's notification links lead here (/inquiries/{id}); this page is the trader's, so an
  // administrator looking at someone else's inquiry is taken to its administrator page.
  if (user && data.trader.id !== user.id && can(user, 'inquiries:manage')) {
    return <Navigate to={paths.adminInquiry.getHref(data.id)} replace />;
  }
  const number = formatInquiryNumber(data.id);
  const warehouseName = data.warehouse.name;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={paths.inquiries.getHref()}>
        <Trans>Back to Inquiries</Trans>
      </BackLink>
      {isEditing ? (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">
            <Trans>Edit Inquiry</Trans>
          </h1>
          <p className="mt-2 text-ink-muted">
            <Trans>
              Inquiry {number} for {warehouseName}
            </Trans>
          </p>
          <div className="mt-6">
            <EditInquiryForm inquiry={data} userId={user?.id ?? null} onDone={leaveEditMode} />
          </div>
        </>
      ) : (
        <>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-ink">
                <Trans>Inquiry {number}</Trans>
              </h1>
              <p className="mt-2 text-ink-muted">{data.warehouse.name}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              {data.canEdit && (
                <Link to={paths.inquiry.getHref(data.id, { edit: true })} className={buttonClassName('secondary', 'md')}>
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Edit</Trans>
                </Link>
              )}
              {/* Stays after the answer (issue #37): the accepted offer's lines, total and terms can be read again. */}
              {data.latestOffer && data.status !== INQUIRY_TRANSITIONS.reject_offer.to && (
                <Link to={paths.inquiryOffer.getHref(data.id)} className={buttonClassName('primary', 'md')}>
                  <FileText aria-hidden="true" className="size-4" />
                  <Trans>View Offer</Trans>
                </Link>
              )}
              {/* Spec 02 §4: "The offer was rejected. You can request changes …": the way to do it (only the trader's rejection makes an inquiry rejected). */}
              {data.status === INQUIRY_TRANSITIONS.reject_offer.to && (
                <Link to={paths.inquiryOffer.getHref(data.id)} className={buttonClassName('primary', 'md')}>
                  <MessageSquare aria-hidden="true" className="size-4" />
                  <Trans>Request Changes</Trans>
                </Link>
              )}
            </div>
          </div>
          {isEditRequested && !data.canEdit && (
            <ErrorAlert className="mt-6">
              {data.status === 'offer_sent' ? INQUIRY_MESSAGES.notEditableOfferSent : INQUIRY_MESSAGES.notEditable}
            </ErrorAlert>
          )}
          <div className="mt-6 space-y-6">
            <InquiryProgress status={data.status} />
            <InquiryRequirements inquiry={data} />
            <LazyMessageThread subject={{ inquiryId: id }} />
          </div>
        </>
      )}
    </div>
  );
}

/** The edit form, once the reference data it chooses from has loaded. */
function EditInquiryForm({ inquiry, userId, onDone }: { inquiry: InquiryDetail; userId: string | null; onDone: () => void }) {
  const { t } = useLingui();
  const reference = useReferenceData();
  if (reference.isError) return <RetryAlert message={INQUIRY_MESSAGES.loadFormFailed} onRetry={reference.refetch} />;
  if (!reference.data) return <PageSpinner label={t`Loading form…`} />;
  return <InquiryForm reference={reference.data} inquiry={inquiry} userId={userId} onSaved={onDone} onCancel={onDone} />;
}
