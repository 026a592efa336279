import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OfferSummary } from '@shared/contracts/offers';
import { formatDate } from '@shared/dates';
import { OFFER_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { type InquiryStatus, isInquiryOfferable } from '@shared/statuses/inquiry';
import { canOffer } from '@shared/statuses/offer';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { buttonClassName } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { STACKED_TABLE } from '@web/components/ui/stacked-table';
import { useInquiryOffers } from '../api/get-inquiry-offers';
import { OfferStatusBadge } from './offer-status-badge';

type InquiryOffersSectionProps = {
  inquiryId: string;
  inquiryStatus: InquiryStatus;
  /** The booking action of an accepted offer (Create Booking or View Booking), from the page. */
  renderBookingAction: (offer: OfferSummary) => ReactNode;
};

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** The administrator's offers of one inquiry: status, total, validity, with Create Offer and Edit Offer. */
export function InquiryOffersSection({ inquiryId, inquiryStatus, renderBookingAction }: InquiryOffersSectionProps) {
  const { t } = useLingui();
  const offers = useInquiryOffers(inquiryId);
  const canCreate = isInquiryOfferable(inquiryStatus);

  return (
    <section aria-labelledby="inquiry-offers-heading" className="panel p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inquiry-offers-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <FileText aria-hidden="true" className="size-5 text-brand-700" />
          <Trans>Offers</Trans>
        </h2>
        {canCreate && (
          <Link to={paths.adminNewOffer.getHref(inquiryId)} className={buttonClassName('primary', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Create Offer</Trans>
          </Link>
        )}
      </div>

      {offers.isPending ? (
        <Spinner label={t`Loading offers…`} className="py-6" />
      ) : offers.isError ? (
        <ErrorAlert className="mt-4">{OFFER_MESSAGES.loadOffersFailed}</ErrorAlert>
      ) : offers.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted"><Trans>No offers yet.</Trans></p>
      ) : (
        <div className={`mt-4 ${STACKED_TABLE.wrapper}`}>
          <table className={STACKED_TABLE.table}>
            <caption className="sr-only"><Trans>Offers for this inquiry</Trans></caption>
            <thead className={`text-xs text-ink-muted uppercase ${STACKED_TABLE.head}`}>
              <tr>
                <th scope="col" className="py-2 pe-3"><Trans>Status</Trans></th>
                <th scope="col" className="py-2 pe-3 text-end"><Trans>Total</Trans></th>
                <th scope="col" className="py-2 pe-3"><Trans>Valid Until</Trans></th>
                <th scope="col" className="py-2 pe-3"><Trans>Created</Trans></th>
                <th scope="col" className="py-2"><Trans>Actions</Trans></th>
              </tr>
            </thead>
            <tbody className={STACKED_TABLE.body}>
              {offers.data.items.map((offer) => (
                <tr key={offer.id} className={`align-top ${STACKED_TABLE.row}`}>
                  <td className={`py-2 pe-3 ${STACKED_TABLE.nameCell}`}>
                    <OfferStatusBadge status={offer.status} isExpired={offer.isExpired} />
                  </td>
                  <td data-label={t`Total`} className={`py-2 pe-3 text-end font-semibold text-ink ${STACKED_TABLE.cell}`}>{formatCents(offer.totalWithFeeCents)}</td>
                  <td data-label={t`Valid Until`} className={`py-2 pe-3 text-ink ${STACKED_TABLE.cell}`}>{formatDate(offer.validUntil)}</td>
                  <td data-label={t`Created`} className={`py-2 pe-3 text-ink ${STACKED_TABLE.cell}`}>{formatDate(offer.createdAt)}</td>
                  <td className="py-2 max-sm:block">
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                      {canOffer('update', offer.status) && (
                        <Link to={paths.adminEditOffer.getHref(inquiryId, offer.id)} className={LINK}>
                          <Trans>Edit Offer</Trans>
                        </Link>
                      )}
                      {canOffer('book', offer.status) && renderBookingAction(offer)}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
