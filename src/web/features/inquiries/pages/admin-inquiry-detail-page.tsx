import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { formatDate } from '@shared/dates';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents } from '@shared/money';
import { formatSize, sumSizes } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { referenceText } from '@web/lib/reference-texts';
import { useAdminInquiry } from '../api/get-admin-inquiry';
import { CustomerContact } from '@web/components/ui/list-columns';
import { PanelSection } from '@web/components/ui/panel-section';
import {
  DateRangeSection,
  EstimatedCostSection,
  NameListSection,
  NotesSection,
  SpaceSizesSection,
  WarehouseNameAndPlace,
} from '../components/inquiry-details';
import { DetailHeading, RecordLoadState, type RecordLoadTexts } from '@web/components/ui/detail-screen';
import { InquiryStatusBadge } from '../components/inquiry-status-badge';
import { LazyMessageThread } from '@web/features/messaging/components/lazy-message-thread';
import { CreateBookingButton } from '@web/features/bookings/components/create-booking-button';
import { InquiryOffersSection } from '@web/features/offers/components/inquiry-offers-section';

/** Requested m² per space type, summed, in the order first requested. */
function sizesByType(requests: { spaceTypeId: string; spaceTypeName: string; sizeM2: number }[]) {
  const groups = new Map<string, { name: string; sizes: number[] }>();
  for (const request of requests) {
    const group = groups.get(request.spaceTypeId) ?? { name: referenceText(request.spaceTypeName), sizes: [] };
    group.sizes.push(request.sizeM2);
    groups.set(request.spaceTypeId, group);
  }
  return [...groups.entries()].map(([id, group]) => ({ id, name: group.name, sizeM2: sumSizes(group.sizes) }));
}

export function AdminInquiryDetailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Inquiry Details`);
  const { id = '' } = useParams();
  const inquiry = useAdminInquiry(id);

  if (!inquiry.isSuccess) {
    const loadTexts: RecordLoadTexts = { loading: t`Loading inquiry…`, heading: t`Error Loading Inquiry`, notFound: INQUIRY_MESSAGES.notFound, failed: INQUIRY_MESSAGES.loadOneFailed };
    return <RecordLoadState query={inquiry} texts={loadTexts} backLabel={t`Return to Inquiries`} backTo={paths.adminInquiries.getHref()} />;
  }
  const data = inquiry.data;
  const number = formatInquiryNumber(data.id);
  const submitted = formatDate(data.submittedAt ?? data.createdAt);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <DetailHeading backTo={paths.adminInquiries.getHref()} backLabel={<Trans>Back to Inquiries</Trans>} status={<InquiryStatusBadge status={data.status} />}>
        <Trans>Inquiry {number}</Trans>
      </DetailHeading>
      <p className="mt-2 text-ink-muted">
        <Trans>Submitted {submitted}</Trans>
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PanelSection title={t`Customer`}>
          <CustomerContact customer={data.trader} />
        </PanelSection>
        <DateRangeSection inquiry={data} />
        <SpaceSizesSection title={t`Space Required`} sizes={sizesByType(data.spaceRequests)} />
        <EstimatedCostSection cents={data.estimatedCostCents} note={t`From list prices. VAT not included.`} />
        <PanelSection title={t`Selected Warehouse`} className="lg:col-span-2">
          <WarehouseNameAndPlace warehouse={data.warehouse} after={!data.warehouse.isActive && ` · ${t`inactive`}`} />
          <h3 className="mt-4 text-sm font-semibold text-ink">
            <Trans>Available spaces</Trans>
          </h3>
          {data.warehouse.spaces.length === 0 ? (
            <p className="mt-1 text-sm text-ink-muted">
              <Trans>No spaces listed.</Trans>
            </p>
          ) : (
            <table className="mt-2 w-full text-start text-sm">
              <thead className="text-xs text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="py-1 pe-3">
                    <Trans>Type</Trans>
                  </th>
                  <th scope="col" className="py-1 pe-3 text-end">
                    <Trans>Size</Trans>
                  </th>
                  <th scope="col" className="py-1 text-end">
                    <Trans>Price per m² per day</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.warehouse.spaces.map((space, index) => (
                  <tr key={`${space.spaceTypeId}-${index}`}>
                    <td className="py-1.5 pe-3 text-ink">{referenceText(space.spaceTypeName)}</td>
                    <td className="py-1.5 pe-3 text-end text-ink">{formatSize(space.sizeM2)}</td>
                    <td className="py-1.5 text-end text-ink">{formatCents(space.pricePerM2Cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </PanelSection>
        <NameListSection title={t`Requested Services`} items={data.services} empty={t`No services requested.`} />
        <NameListSection title={t`Required Features`} items={data.features} empty={t`No features required.`} />
        <NotesSection notes={data.notes} />
      </div>
      <div className="mt-6 space-y-6">
        <InquiryOffersSection
          inquiryId={id}
          inquiryStatus={data.status}
          renderBookingAction={(offer) => <CreateBookingButton offerId={offer.id} inquiryId={id} bookingId={offer.bookingId} />}
        />
        <LazyMessageThread subject={{ inquiryId: id }} />
      </div>
    </div>
  );
}
