import { Link } from 'react-router';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import { formatDateRange } from '@shared/dates';
import { formatCents } from '@shared/money';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';

const CARD = 'rounded-xl border border-line bg-white p-5 shadow-sm';

function NameList({ items, empty }: { items: { id: string; name: string }[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.id} className="rounded-full bg-surface-muted px-3 py-1 text-sm text-ink ring-1 ring-line">
          {item.name}
        </li>
      ))}
    </ul>
  );
}

export function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `inquiry-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The trader's requirements as read-only sections (the detail screen). */
export function InquiryRequirements({ inquiry }: { inquiry: InquiryDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DetailSection title="Space Requirements">
        <ul className="space-y-1 text-ink">
          {inquiry.spaceRequests.map((request) => (
            <li key={request.id} className="flex justify-between gap-4">
              <span>{request.spaceTypeName}</span>
              <span className="font-medium">{formatSize(request.sizeM2)}</span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection title="Date Range">
        <p className="text-ink">
          {formatDateRange(inquiry.startDate, inquiry.endDate)}
        </p>
      </DetailSection>
      <DetailSection title="Estimated Cost">
        <p className="text-2xl font-bold text-ink">{inquiry.estimatedCostCents === null ? '—' : formatCents(inquiry.estimatedCostCents)}</p>
        <p className="mt-1 text-sm text-ink-muted">An estimate from list prices. VAT not included.</p>
      </DetailSection>
      <DetailSection title="Warehouse">
        <p className="font-semibold text-ink">
          <Link to={paths.warehouse.getHref(inquiry.warehouse.id)} className="text-brand-700 underline-offset-2 hover:underline">
            {inquiry.warehouse.name}
          </Link>
        </p>
        <p className="text-sm text-ink-muted">
          {inquiry.warehouse.city}, {inquiry.warehouse.country}
        </p>
      </DetailSection>
      <DetailSection title="Required Features">
        <NameList items={inquiry.features} empty="No features required." />
      </DetailSection>
      <DetailSection title="Required Services">
        <NameList items={inquiry.services} empty="No services required." />
      </DetailSection>
      <div className="lg:col-span-2">
        <DetailSection title="Notes">
          <p className="text-ink whitespace-pre-line">{inquiry.notes || <span className="text-ink-muted">No notes.</span>}</p>
        </DetailSection>
      </div>
    </div>
  );
}

export { NameList };
