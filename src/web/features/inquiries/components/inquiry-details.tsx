import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatCents } from '@shared/money';
import { formatSize } from '@shared/sizes';
import { OFFER_STATUS_LABELS } from '@shared/statuses/offer';
import { paths } from '@web/app/paths';
import { ApproximateAmount } from '@web/components/display-currency/approximate-amount';
import { PanelSection } from '@web/components/ui/panel-section';
import { referenceText } from '@web/lib/reference-texts';
import { EstimateBreakdown } from './estimate-breakdown';

function NameList({ items, empty }: { items: { id: string; name: string }[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-full bg-surface-muted px-3 py-1 text-sm text-ink ring-1 ring-line">
          {referenceText(item.name)}
        </li>
      ))}
    </ul>
  );
}

/*
 * The sections the trader's detail screen and the administrators' one both show; each screen keeps
 * its own titles and wording (spec 02), these keep one layout.
 */

/** Sizes per space type, a row each. */
export function SpaceSizesSection({ title, sizes }: { title: string; sizes: { id: string; name: string; sizeM2: number }[] }) {
  return (
    <PanelSection title={title}>
      <ul className="space-y-1 text-ink">
        {sizes.map((item) => (
          <li key={item.id} className="flex justify-between gap-4">
            <span>{referenceText(item.name)}</span>
            <span className="font-medium">{formatSize(item.sizeM2)}</span>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}

export function DateRangeSection({ inquiry }: { inquiry: Pick<InquiryDetail, 'startDate' | 'endDate'> }) {
  const { t } = useLingui();
  return (
    <PanelSection title={t`Date Range`}>
      <p className="text-ink">{formatDateRange(inquiry.startDate, inquiry.endDate)}</p>
    </PanelSection>
  );
}

/** The estimate as the inquiry was priced (none when a price was missing), with what it leaves out. */
export function EstimatedCostSection({ cents, note }: { cents: number | null; note: string }) {
  const { t } = useLingui();
  return (
    <PanelSection title={t`Estimated Cost`}>
      <p className="text-2xl font-bold text-ink">{cents === null ? '—' : formatCents(cents)}</p>
      <p className="mt-1 text-sm text-ink-muted">{note}</p>
    </PanelSection>
  );
}

/**
 * What the trader's inquiry costs: once an offer has been received, that offer's total (named as
 * such, with its status), not the old estimate; before, the estimate with the platform fee the offer
 * will add (issue #37).
 */
export function InquiryCostSection({ inquiry }: { inquiry: Pick<InquiryDetail, 'id' | 'estimatedCostCents' | 'latestOffer'> }) {
  const { t } = useLingui();
  const offer = inquiry.latestOffer;
  if (offer) {
    // The status's label is the shared one (src/shared/statuses), in English until those are translated.
    const status = OFFER_STATUS_LABELS[offer.status].toLowerCase();
    return (
      <PanelSection title={t`Offer Total`}>
        <p className="text-2xl font-bold text-ink" data-testid="inquiry-offer-total">
          {formatCents(offer.totalWithFeeCents)}
        </p>
        <ApproximateAmount cents={offer.totalWithFeeCents} />
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>
            The total of the {status} offer, platform fee included. VAT not included.{' '}
            <Link to={paths.inquiryOffer.getHref(inquiry.id)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              See its lines
            </Link>
          </Trans>
        </p>
      </PanelSection>
    );
  }
  return (
    <PanelSection title={t`Estimated Cost`}>
      <EstimateBreakdown subtotalCents={inquiry.estimatedCostCents} />
      <p className="mt-1 text-sm text-ink-muted">
        <Trans>An estimate from list prices; the offer sets the final price.</Trans>
      </p>
    </PanelSection>
  );
}

/** The warehouse's name, linked to its page, over where it is; `after` follows the place (a status). */
export function WarehouseNameAndPlace({ warehouse, after }: { warehouse: InquiryDetail['warehouse']; after?: ReactNode }) {
  return (
    <>
      <p className="font-semibold text-ink">
        <Link to={paths.warehouse.getHref(warehouse.id)} className="text-brand-700 underline-offset-2 hover:underline">
          {warehouse.name}
        </Link>
      </p>
      <p className="text-sm text-ink-muted">
        {warehouse.city}, {warehouse.country}
        {after}
      </p>
    </>
  );
}

/** Named things (features, services) as chips, or what to say when there are none. */
export function NameListSection({ title, items, empty }: { title: string; items: { id: string; name: string }[]; empty: string }) {
  return (
    <PanelSection title={title}>
      <NameList items={items} empty={empty} />
    </PanelSection>
  );
}

export function NotesSection({ notes }: { notes: string | null }) {
  const { t } = useLingui();
  return (
    <PanelSection title={t`Notes`} className="lg:col-span-2">
      <p className="whitespace-pre-line text-ink">
        {notes || (
          <span className="text-ink-muted">
            <Trans>No notes.</Trans>
          </span>
        )}
      </p>
    </PanelSection>
  );
}

/** The trader's requirements as read-only sections (the detail screen). */
export function InquiryRequirements({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useLingui();
  const sizes = inquiry.spaceRequests.map((request) => ({ id: request.id, name: request.spaceTypeName, sizeM2: request.sizeM2 }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SpaceSizesSection title={t`Space Requirements`} sizes={sizes} />
      <DateRangeSection inquiry={inquiry} />
      <InquiryCostSection inquiry={inquiry} />
      <PanelSection title={t`Warehouse`}>
        <WarehouseNameAndPlace warehouse={inquiry.warehouse} />
      </PanelSection>
      <NameListSection title={t`Required Features`} items={inquiry.features} empty={t`No features required.`} />
      <NameListSection title={t`Required Services`} items={inquiry.services} empty={t`No services required.`} />
      <NotesSection notes={inquiry.notes} />
    </div>
  );
}
