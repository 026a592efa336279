import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { BackLink, RecordLoadState, type RecordLoadTexts } from '@web/components/ui/detail-screen';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useOfferForm } from '../api/get-offer-form';
import { OfferForm } from '../components/offer-form/offer-form';

export function CreateOfferPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create Offer`);
  const loadTexts: RecordLoadTexts = { loading: t`Loading offer form…`, heading: t`Error Loading Data`, notFound: INQUIRY_MESSAGES.notFound, failed: INQUIRY_MESSAGES.loadDataFailed };
  const { inquiryId = '' } = useParams();
  const navigate = useNavigate();
  const form = useOfferForm(inquiryId);
  const backToInquiry = () => void navigate(paths.adminInquiry.getHref(inquiryId));

  if (!form.isSuccess) return <RecordLoadState query={form} texts={loadTexts} backLabel={t`Return to Inquiry`} backTo={paths.adminInquiry.getHref(inquiryId)} />;
  const number = formatInquiryNumber(inquiryId);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={paths.adminInquiry.getHref(inquiryId)}><Trans>Back to Inquiry</Trans></BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">
        <Trans>Create Offer</Trans>
      </h1>
      <p className="mt-2 text-ink-muted">
        <Trans>For inquiry {number}. Price the spaces and services; totals are recalculated as you type.</Trans>
      </p>
      <div className="mt-6">
        {form.data.canCreateOffer ? (
          <OfferForm context={form.data} onSaved={backToInquiry} onCancel={backToInquiry} />
        ) : (
          <ErrorAlert>{OFFER_MESSAGES.inquiryNotOfferable}</ErrorAlert>
        )}
      </div>
    </div>
  );
}
