import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { canOffer } from '@shared/statuses/offer';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { PageSpinner } from '@web/components/ui/spinner';
import { DetailHeading, LoadError } from '@web/components/ui/detail-screen';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminOffer } from '../api/get-admin-offer';
import { OfferForm } from '../components/offer-form/offer-form';
import { OfferStatusBadge } from '../components/offer-status-badge';

export function EditOfferPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit Offer`);
  const { inquiryId = '', offerId = '' } = useParams();
  const navigate = useNavigate();
  const loaded = useAdminOffer(offerId);
  const backToInquiry = () => void navigate(paths.adminInquiry.getHref(inquiryId));

  if (loaded.isPending) return <PageSpinner label={t`Loading offer…`} />;
  if (loaded.isError || loaded.data.offer.inquiryId !== inquiryId) {
    return (
      <LoadError
        heading={t`Error Loading Data`}
        message={INQUIRY_MESSAGES.loadDataFailed}
        actionLabel={t`Return to Inquiry`}
        onAction={backToInquiry}
      />
    );
  }
  const { offer, form } = loaded.data;
  const number = formatInquiryNumber(inquiryId);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <DetailHeading
        backTo={paths.adminInquiry.getHref(inquiryId)}
        backLabel={<Trans>Back to Inquiry</Trans>}
        status={<OfferStatusBadge status={offer.status} isExpired={offer.isExpired} />}
      >
        <Trans>Edit Offer</Trans>
      </DetailHeading>
      <p className="mt-2 text-ink-muted">
        <Trans>For inquiry {number}.</Trans>
      </p>
      <div className="mt-6">
        {canOffer('update', offer.status) ? (
          // Keyed by the offer's version, so a change saved elsewhere refills the form instead of mixing.
          <OfferForm key={offer.updatedAt} context={form} offer={offer} onSaved={backToInquiry} onCancel={backToInquiry} />
        ) : (
          <ErrorAlert>{OFFER_MESSAGES.notEditable}</ErrorAlert>
        )}
      </div>
    </div>
  );
}
