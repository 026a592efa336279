import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BookedService, BookingDetail } from '@shared/contracts/bookings';
import { formatDate, formatDateRange, periodDays } from '@shared/dates';
import { formatCents } from '@shared/money';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { formatSize } from '@shared/sizes';
import { FeeBreakdown } from '@web/components/ui/fee-breakdown';
import { LinesTable, type LinesOf } from '@web/components/ui/lines-table';
import { CustomerContact } from '@web/components/ui/list-columns';
import { PanelSection } from '@web/components/ui/panel-section';
import { CardFacts } from '@web/components/ui/responsive-table';
import { referenceText } from '@web/lib/reference-texts';

// The helpers below use the global `t`: BookingDetails, which calls them while it renders, calls
// useLingui(), so they run again when the language changes.

function unitPrice(service: BookedService): string {
  switch (service.pricingType) {
    case 'hourly_rate': {
      if (service.pricePerHourCents === null) return '—';
      const price = formatCents(service.pricePerHourCents);
      return t`${price} / hour`;
    }
    case 'per_unit': {
      if (service.pricePerUnitCents === null) return '—';
      const price = formatCents(service.pricePerUnitCents);
      const unit = service.unitType || t`unit`;
      return `${price} / ${unit}`;
    }
    case 'fixed':
      return service.fixedPriceCents === null ? '—' : formatCents(service.fixedPriceCents);
    case 'ask_quote':
      return t`On quote`;
  }
}

function spaceLines(): LinesOf<BookingDetail['spaces'][number]> {
  return {
    nameHeader: t`Space Type`,
    nameOf: (space) => referenceText(space.spaceTypeName),
    columns: [
      { header: t`Size`, isRight: true, cell: (space) => formatSize(space.sizeM2) },
      { header: t`Price per m² per day`, isRight: true, cell: (space) => formatCents(space.pricePerM2Cents) },
      { header: t`Total`, isRight: true, isBold: true, cell: (space) => formatCents(space.totalCents) },
    ],
  };
}

function serviceLines(): LinesOf<BookedService> {
  return {
    nameHeader: t`Service`,
    nameOf: (service) => service.name,
    columns: [
      { header: t`Pricing`, cell: (service) => PRICING_TYPE_LABELS[service.pricingType] },
      { header: t`Quantity`, isRight: true, cell: (service) => quantityText(service) },
      { header: t`Price`, isRight: true, cell: (service) => unitPrice(service) },
      { header: t`Total`, isRight: true, isBold: true, cell: (service) => formatCents(service.totalCents) },
    ],
  };
}

function quantityText(service: BookedService): string {
  if (service.pricingType === 'fixed' || service.pricingType === 'ask_quote' || service.quantity === null) return '—';
  return service.unitType ? `${service.quantity} ${service.unitType}` : String(service.quantity);
}


/**
 * The booked lines' sum, the platform fee and the total the customer pays, so the figures add up
 * (issue #37); a warehouse owner, while the platform settings hide the fee, gets only their amounts.
 */
function BookingCost({ booking }: { booking: BookingDetail }) {
  const { t } = useLingui();
  if (booking.totalCostCents === null || booking.platformFee === null) {
    return (
      <>
        <p className="text-2xl font-bold text-ink" data-testid="booking-lines-total">
          {formatCents(booking.linesTotalCents)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>Your space and service amounts: the booked spaces and services below. VAT not included.</Trans>
        </p>
      </>
    );
  }
  return (
    <FeeBreakdown
      subtotalLabel={t`Spaces and services`}
      subtotalCents={booking.linesTotalCents}
      feePercentage={booking.platformFee.percentage}
      feeCents={booking.platformFee.cents}
      totalLabel={t`Total`}
      totalCents={booking.totalCostCents}
      totalTestId="booking-total"
    />
  );
}

/** Everything booked: warehouse, period, cost, customer, spaces and services (read-only). */
export function BookingDetails({ booking }: { booking: BookingDetail }) {
  const { t } = useLingui();
  const days = periodDays(booking.startDate, booking.endDate);
  const cancelledOn = formatDate(booking.cancelledAt);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <PanelSection title={t`Warehouse`}>
        <p className="font-semibold text-ink">{booking.warehouse.name}</p>
        <CardFacts
          facts={[
            { label: t`Address:`, value: booking.warehouse.address },
            { label: t`City:`, value: booking.warehouse.city },
            { label: t`Country:`, value: booking.warehouse.country },
          ]}
        />
      </PanelSection>
      <PanelSection title={t`Period`}>
        <p className="text-ink">{formatDateRange(booking.startDate, booking.endDate)}</p>
        {days !== null && (
          <p className="mt-1 text-sm text-ink-muted">
            <Plural value={days} one="# day" other="# days" />
          </p>
        )}
      </PanelSection>
      <PanelSection title={t`Total Cost`}>
        <BookingCost booking={booking} />
      </PanelSection>
      <PanelSection title={t`Customer`}>
        <CustomerContact customer={booking.trader} />
      </PanelSection>
      {booking.status === 'cancelled' && booking.cancellationReason && (
        <PanelSection title={t`Cancellation`} className="lg:col-span-2">
          <p className="text-sm text-ink-muted">
            <Trans>Cancelled {cancelledOn}</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{booking.cancellationReason}</p>
        </PanelSection>
      )}
      <PanelSection title={t`Booked Spaces`} className="lg:col-span-2">
        <LinesTable lines={booking.spaces} emptyText={t`No spaces in this booking.`} {...spaceLines()} />
      </PanelSection>
      <PanelSection title={t`Booked Services`} className="lg:col-span-2">
        <LinesTable lines={booking.services} emptyText={t`No services in this booking.`} {...serviceLines()} />
      </PanelSection>
    </div>
  );
}
