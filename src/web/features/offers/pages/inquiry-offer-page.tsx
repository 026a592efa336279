import { Trans, useLingui } from '@lingui/react/macro';
import { Check, MessageSquare, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate, formatDateRange } from '@shared/dates';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DetailHeading, RecordLoadState, type RecordLoadTexts } from '@web/components/ui/detail-screen';
import { isApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useFocusFirstProblem } from '@web/lib/use-focus-first-problem';
import { useAcceptOffer } from '../api/accept-offer';
import { useTraderOffer } from '../api/get-trader-offer';
import { useRejectOffer } from '../api/reject-offer';
import { useRequestOfferChanges } from '../api/request-offer-changes';
import { Fact } from '../components/fact';
import { OfferLines } from '../components/offer-lines';
import { OfferStatusBadge } from '../components/offer-status-badge';
import { RequestChangesDialog } from '../components/request-changes-dialog';

/** Refusals whose reason the trader must read: the offer can no longer be answered, or its space was taken meanwhile. */
const REASONED_CODES: readonly string[] = ['offer_expired', 'offer_not_open', 'capacity_exceeded'];

/**
 * The spec's failure text, followed by the server's reason when the offer can no longer be answered
 * ("This offer has expired") or its space is no longer free ("… Please ask us for a new offer.").
 */
function failure(error: unknown, text: string): string {
  if (isApiError(error) && REASONED_CODES.includes(error.code)) return `${text}. ${error.message}`;
  return text;
}

/** /inquiries/{inquiryId}/offer: the trader reads the offer and accepts, rejects or asks for changes. */
export function InquiryOfferPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Offer`);
  const { inquiryId = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useTraderOffer(inquiryId);
  const accept = useAcceptOffer();
  const reject = useRejectOffer();
  const requestChanges = useRequestOfferChanges();
  const [isRejecting, setIsRejecting] = useState(false);
  const [isAccepting, setIsAccepting] = useState(false);
  const [isRequesting, setIsRequesting] = useState(false);
  // A refused Accept moves focus to its message, above the buttons, as a refused form submit does.
  const { ref: actionsRef, reportProblem } = useFocusFirstProblem<HTMLDivElement>();
  const backToInquiry = () => void navigate(paths.inquiry.getHref(inquiryId));
  const isPending = accept.isPending || reject.isPending || requestChanges.isPending;

  if (!loaded.isSuccess) {
    const loadTexts: RecordLoadTexts = {
      loading: t`Loading offer…`,
      heading: t`Error Loading Offer`,
      notFoundHeading: INQUIRY_MESSAGES.noOffer,
      notFound: INQUIRY_MESSAGES.noOfferLong,
      failed: INQUIRY_MESSAGES.loadOfferFailed,
    };
    return <RecordLoadState query={loaded} texts={loadTexts} backLabel={t`Return to Inquiry`} backTo={paths.inquiry.getHref(inquiryId)} />;
  }
  const { offer, warehouse, inquiry, canRespond, canRequestChanges } = loaded.data;
  const number = formatInquiryNumber(inquiry.id);
  const warehouseName = warehouse.name;
  const period = formatDateRange(inquiry.startDate, inquiry.endDate);
  const validUntil = formatDate(offer.validUntil);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <DetailHeading
        backTo={paths.inquiry.getHref(inquiryId)}
        backLabel={<Trans>Back to Inquiry</Trans>}
        status={<OfferStatusBadge status={offer.status} isExpired={offer.isExpired} />}
      >
        <Trans>Offer for Inquiry {number}</Trans>
      </DetailHeading>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Fact term={<Trans>Warehouse</Trans>} valueClassName="font-semibold text-ink">
          {warehouse.name}
          <span className="block font-normal text-ink-muted">
            {warehouse.city}, {warehouse.country}
          </span>
        </Fact>
        <Fact term={<Trans>Period</Trans>}>{period}</Fact>
        <Fact term={<Trans>Valid Until</Trans>} testId="offer-valid-until">
          {validUntil}
        </Fact>
      </dl>

      {offer.isExpired && <ErrorAlert className="mt-6">{INQUIRY_MESSAGES.offerExpired}</ErrorAlert>}

      <div className="mt-6 panel p-5">
        <OfferLines offer={offer} />
      </div>

      <div ref={actionsRef} className="mt-6 space-y-3">
        <ErrorAlert>{accept.isError && !isAccepting ? failure(accept.error, INQUIRY_MESSAGES.acceptFailed) : null}</ErrorAlert>
        <ErrorAlert>{reject.isError && !isRejecting ? failure(reject.error, INQUIRY_MESSAGES.rejectFailed) : null}</ErrorAlert>
        {canRequestChanges && (
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={isPending} onClick={() => setIsRequesting(true)}>
              <MessageSquare aria-hidden="true" className="size-4" />
              <Trans>Request Changes</Trans>
            </Button>
            {canRespond && (
              <>
                <Button variant="danger" disabled={isPending} onClick={() => setIsRejecting(true)}>
                  <X aria-hidden="true" className="size-4" />
                  <Trans>Reject</Trans>
                </Button>
                <Button disabled={isPending} onClick={() => setIsAccepting(true)}>
                  <Check aria-hidden="true" className="size-4" />
                  <Trans>Accept</Trans>
                </Button>
              </>
            )}
          </div>
        )}
      </div>

      {/* Accepting commits the trader to the total: they see what they agree to before it is sent (issue #37). */}
      <ConfirmDialog
        isOpen={isAccepting}
        title={t`Accept Offer`}
        confirmLabel={t`Accept Offer`}
        pendingLabel={t`Accepting…`}
        confirmVariant="primary"
        size="lg"
        isPending={accept.isPending}
        // A refusal closes the summary: its reason shows above the buttons, focused, where Request Changes is.
        onConfirm={() =>
          accept.mutate(offer.id, {
            onSuccess: backToInquiry,
            onError: () => {
              setIsAccepting(false);
              reportProblem();
            },
          })
        }
        onCancel={() => {
          setIsAccepting(false);
          accept.reset();
        }}
      >
        <p className="text-ink">
          <Trans>
            You accept this offer for {warehouseName}, {period}, valid until {validUntil}. Our team then confirms your booking.
          </Trans>
        </p>
        <div className="mt-4">
          <OfferLines offer={offer} />
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={isRejecting}
        title={t`Reject Offer`}
        confirmLabel={t`Reject Offer`}
        pendingLabel={t`Rejecting…`}
        isPending={reject.isPending}
        error={reject.isError ? failure(reject.error, INQUIRY_MESSAGES.rejectFailed) : null}
        onConfirm={() => reject.mutate(offer.id, { onSuccess: backToInquiry })}
        onCancel={() => {
          setIsRejecting(false);
          reject.reset();
        }}
      >
        <Trans>Are you sure you want to reject this offer? You can still request changes instead.</Trans>
      </ConfirmDialog>

      <RequestChangesDialog
        isOpen={isRequesting}
        isPending={requestChanges.isPending}
        error={requestChanges.isError ? failure(requestChanges.error, INQUIRY_MESSAGES.requestChangesFailed) : null}
        onSubmit={(message) => requestChanges.mutate({ offerId: offer.id, message }, { onSuccess: backToInquiry })}
        onCancel={() => {
          setIsRequesting(false);
          requestChanges.reset();
        }}
      />
    </div>
  );
}
