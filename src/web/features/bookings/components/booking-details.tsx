import { useId, type ReactNode } from 'react';
import type { BookedService, BookingDetail } from '@shared/contracts/bookings';
import { formatDate, formatDateRange, periodDays } from '@shared/dates';
import { formatCents } from '@shared/money';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { formatSize } from '@shared/sizes';
import { STACKED_TABLE } from '@web/components/ui/stacked-table';
import { CustomerContact } from '@web/components/ui/list-columns';

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

function quantityText(service: BookedService): string {
  if (service.pricingType === 'fixed' || service.pricingType === 'ask_quote' || service.quantity === null) return '—';
  return service.unitType ? `${service.quantity} ${service.unitType}` : String(service.quantity);
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
        <p className="text-2xl font-bold text-ink" data-testid="booking-total">
          {formatCents(booking.totalCostCents)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">Including the platform fee. VAT not included.</p>
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
        {booking.spaces.length === 0 ? (
          <p className="text-sm text-ink-muted">No spaces in this booking.</p>
        ) : (
          <div className={STACKED_TABLE.wrapper}>
            <table className={STACKED_TABLE.table}>
              <thead className={`text-xs text-ink-muted uppercase ${STACKED_TABLE.head}`}>
                <tr>
                  <th scope="col" className="py-1 pr-3">Space Type</th>
                  <th scope="col" className="py-1 pr-3 text-right">Size</th>
                  <th scope="col" className="py-1 pr-3 text-right">Price per m²</th>
                  <th scope="col" className="py-1 text-right">Total</th>
                </tr>
              </thead>
              <tbody className={STACKED_TABLE.body}>
                {booking.spaces.map((space, index) => (
                  <tr key={`${space.spaceTypeName}-${index}`} className={STACKED_TABLE.row}>
                    <td data-label="Space Type" className={`py-1.5 pr-3 text-ink ${STACKED_TABLE.nameCell}`}>{space.spaceTypeName}</td>
                    <td data-label="Size" className={`py-1.5 pr-3 text-right whitespace-nowrap text-ink ${STACKED_TABLE.cell}`}>{formatSize(space.sizeM2)}</td>
                    <td data-label="Price per m²" className={`py-1.5 pr-3 text-right whitespace-nowrap text-ink ${STACKED_TABLE.cell}`}>{formatCents(space.pricePerM2Cents)}</td>
                    <td data-label="Total" className={`py-1.5 text-right font-medium whitespace-nowrap text-ink ${STACKED_TABLE.cell}`}>{formatCents(space.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </BookingSection>
      <BookingSection title="Booked Services" className="lg:col-span-2">
        {booking.services.length === 0 ? (
          <p className="text-sm text-ink-muted">No services in this booking.</p>
        ) : (
          <div className={STACKED_TABLE.wrapper}>
            <table className={STACKED_TABLE.table}>
              <thead className={`text-xs text-ink-muted uppercase ${STACKED_TABLE.head}`}>
                <tr>
                  <th scope="col" className="py-1 pr-3">Service</th>
                  <th scope="col" className="py-1 pr-3">Pricing</th>
                  <th scope="col" className="py-1 pr-3 text-right">Quantity</th>
                  <th scope="col" className="py-1 pr-3 text-right">Price</th>
                  <th scope="col" className="py-1 text-right">Total</th>
                </tr>
              </thead>
              <tbody className={STACKED_TABLE.body}>
                {booking.services.map((service, index) => (
                  <tr key={`${service.name}-${index}`} className={STACKED_TABLE.row}>
                    <td data-label="Service" className={`py-1.5 pr-3 text-ink ${STACKED_TABLE.nameCell}`}>{service.name}</td>
                    <td data-label="Pricing" className={`py-1.5 pr-3 text-ink ${STACKED_TABLE.cell}`}>{PRICING_TYPE_LABELS[service.pricingType]}</td>
                    <td data-label="Quantity" className={`py-1.5 pr-3 text-right whitespace-nowrap text-ink ${STACKED_TABLE.cell}`}>{quantityText(service)}</td>
                    <td data-label="Price" className={`py-1.5 pr-3 text-right whitespace-nowrap text-ink ${STACKED_TABLE.cell}`}>{unitPrice(service)}</td>
                    <td data-label="Total" className={`py-1.5 text-right font-medium whitespace-nowrap text-ink ${STACKED_TABLE.cell}`}>{formatCents(service.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </BookingSection>
    </div>
  );
}
