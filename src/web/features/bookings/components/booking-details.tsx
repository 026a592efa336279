import { useId, type ReactNode } from 'react';
import type { BookedService, BookingDetail } from '@shared/contracts/bookings';
import { formatDate, formatDateRange, periodDays } from '@shared/dates';
import { formatCents } from '@shared/money';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { formatSize } from '@shared/sizes';
import { FeeBreakdown } from '@web/components/ui/fee-breakdown';
import { LinesTable, type LinesOf } from '@web/components/ui/lines-table';
import { CustomerContact } from '@web/components/ui/list-columns';
import { OWNER_AMOUNT_LABEL } from './booking-amount';

const CARD = 'rounded-xl border border-line bg-white p-5 shadow-sm';

function BookingSection({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${CARD} ${className}`}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function unitPrice(service: BookedService): string {
  switch (service.pricingType) {
    case 'hourly_rate':
      return service.pricePerHourCents === null ? '—' : `${formatCents(service.pricePerHourCents)} / hour`;
    case 'per_unit':
      return service.pricePerUnitCents === null ? '—' : `${formatCents(service.pricePerUnitCents)} / ${service.unitType || 'unit'}`;
    case 'fixed':
      return service.fixedPriceCents === null ? '—' : formatCents(service.fixedPriceCents);
    case 'ask_quote':
      return 'On quote';
  }
}

const SPACE_LINES: LinesOf<BookingDetail['spaces'][number]> = {
  nameHeader: 'Space Type',
  nameOf: (space) => space.spaceTypeName,
  columns: [
    { header: 'Size', isRight: true, cell: (space) => formatSize(space.sizeM2) },
    { header: 'Price per m² per day', isRight: true, cell: (space) => formatCents(space.pricePerM2Cents) },
    { header: 'Total', isRight: true, isBold: true, cell: (space) => formatCents(space.totalCents) },
  ],
};

const SERVICE_LINES: LinesOf<BookedService> = {
  nameHeader: 'Service',
  nameOf: (service) => service.name,
  columns: [
    { header: 'Pricing', cell: (service) => PRICING_TYPE_LABELS[service.pricingType] },
    { header: 'Quantity', isRight: true, cell: (service) => quantityText(service) },
    { header: 'Price', isRight: true, cell: (service) => unitPrice(service) },
    { header: 'Total', isRight: true, isBold: true, cell: (service) => formatCents(service.totalCents) },
  ],
};

function quantityText(service: BookedService): string {
  if (service.pricingType === 'fixed' || service.pricingType === 'ask_quote' || service.quantity === null) return '—';
  return service.unitType ? `${service.quantity} ${service.unitType}` : String(service.quantity);
}


/**
 * The booked lines' sum, the platform fee and the total the customer pays, so the figures add up
 * (issue #37); a warehouse owner, while the platform settings hide the fee, gets only their amounts.
 */
function BookingCost({ booking }: { booking: BookingDetail }) {
  if (booking.totalCostCents === null || booking.platformFee === null) {
    return (
      <>
        <p className="text-2xl font-bold text-ink" data-testid="booking-lines-total">
          {formatCents(booking.linesTotalCents)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{OWNER_AMOUNT_LABEL}: the booked spaces and services below. VAT not included.</p>
      </>
    );
  }
  return (
    <FeeBreakdown
      subtotalLabel="Spaces and services"
      subtotalCents={booking.linesTotalCents}
      feePercentage={booking.platformFee.percentage}
      feeCents={booking.platformFee.cents}
      totalLabel="Total"
      totalCents={booking.totalCostCents}
      totalTestId="booking-total"
    />
  );
}

/** Everything booked: warehouse, period, cost, customer, spaces and services (read-only). */
export function BookingDetails({ booking }: { booking: BookingDetail }) {
  const days = periodDays(booking.startDate, booking.endDate);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <BookingSection title="Warehouse">
        <p className="font-semibold text-ink">{booking.warehouse.name}</p>
        <dl className="mt-2 space-y-1 text-sm">
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-ink-muted">Address:</dt>
            <dd className="text-ink">{booking.warehouse.address}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-ink-muted">City:</dt>
            <dd className="text-ink">{booking.warehouse.city}</dd>
          </div>
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-ink-muted">Country:</dt>
            <dd className="text-ink">{booking.warehouse.country}</dd>
          </div>
        </dl>
      </BookingSection>
      <BookingSection title="Period">
        <p className="text-ink">{formatDateRange(booking.startDate, booking.endDate)}</p>
        {days !== null && <p className="mt-1 text-sm text-ink-muted">{days === 1 ? '1 day' : `${days} days`}</p>}
      </BookingSection>
      <BookingSection title="Total Cost">
        <BookingCost booking={booking} />
      </BookingSection>
      <BookingSection title="Customer">
        <CustomerContact customer={booking.trader} />
      </BookingSection>
      {booking.status === 'cancelled' && booking.cancellationReason && (
        <BookingSection title="Cancellation" className="lg:col-span-2">
          <p className="text-sm text-ink-muted">Cancelled {formatDate(booking.cancelledAt)}</p>
          <p className="mt-1 whitespace-pre-line text-ink">{booking.cancellationReason}</p>
        </BookingSection>
      )}
      <BookingSection title="Booked Spaces" className="lg:col-span-2">
        <LinesTable lines={booking.spaces} emptyText="No spaces in this booking." {...SPACE_LINES} />
      </BookingSection>
      <BookingSection title="Booked Services" className="lg:col-span-2">
        <LinesTable lines={booking.services} emptyText="No services in this booking." {...SERVICE_LINES} />
      </BookingSection>
    </div>
  );
}
