import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListingRequestDetail } from '@shared/contracts/listing-requests';
import { formatDateTime } from '@shared/dates';
import { formatServicePrice, formatSpacePrice } from '@shared/pricing';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { ListingRequestStatusBadge } from './listing-request-status-badge';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      <div className="mt-2 text-sm text-ink">{children}</div>
    </section>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-words">{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything of a request for the administrators' details modal. */
export function ListingRequestDetails({ request }: { request: ListingRequestDetail }) {
  return (
    <div className="space-y-4">
      <Block title="Warehouse">
        <Rows
          rows={[
            ['Name', request.name],
            ['Description', request.description],
            ['Address', request.address],
            ['City', request.city],
            ['Postal code', request.postalCode],
            ['Country', request.country],
          ]}
        />
      </Block>
      <Block title="Owner">
        <Rows
          rows={[
            ['Name', `${request.firstName} ${request.lastName}`.trim()],
            ['Email', request.contactEmail],
            ['Phone', request.phoneNumber],
            ['Business', request.businessName],
            ['VAT number', request.vatNumber],
          ]}
        />
      </Block>
      <Block title="Spaces">
        {request.spaces.length === 0 ? (
          <p className="text-ink-muted">No spaces given.</p>
        ) : (
          <ul className="space-y-1">
            {request.spaces.map((space) => (
              <li key={space.id}>
                {space.spaceTypeName ?? 'No type'}: {space.sizeM2 === null ? 'no size' : formatSize(space.sizeM2)} at{' '}
                {space.pricePerM2Cents === null ? 'no price' : formatSpacePrice(space.pricePerM2Cents)}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="Features">
        {request.features.length === 0 ? (
          <p className="text-ink-muted">No features.</p>
        ) : (
          <ul className="list-inside list-disc">
            {request.features.map((feature) => (
              <li key={feature.featureId}>
                {feature.name}
                {feature.customValue ? `: ${feature.customValue}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="Services">
        {request.services.length === 0 ? (
          <p className="text-ink-muted">No services.</p>
        ) : (
          <ul className="space-y-1">
            {request.services.map((service) => (
              <li key={service.serviceId}>
                <span className="font-medium">{service.name}</span>: {formatServicePrice(service)}
                {service.notes ? ` (${service.notes})` : ''}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="Images">
        {request.images.length === 0 ? (
          <p className="text-ink-muted">No images.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {request.images.map((image, index) => (
              <li key={image.id}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.thumbnailUrl} alt={`Image ${index + 1} of ${request.name || 'the warehouse'}`} className="aspect-[4/3] w-full rounded-md object-cover" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="Request Status">
        <Rows
          rows={[
            ['Status', <ListingRequestStatusBadge key="status" status={request.status} />],
            ['Created', formatDateTime(request.createdAt)],
            ['Submitted', request.submittedAt ? formatDateTime(request.submittedAt) : 'Not submitted'],
            ['Reviewed', request.reviewedAt ? formatDateTime(request.reviewedAt) : 'Not reviewed'],
            ['Admin notes', request.adminNotes ?? ''],
            [
              'Warehouse ID',
              // The approved request's warehouse, one click away rather than an id to copy.
              request.warehouseId ? (
                <Link key="warehouse" to={paths.warehouse.getHref(request.warehouseId)} className="font-mono text-brand-700 underline underline-offset-2">
                  {request.warehouseId}
                </Link>
              ) : (
                ''
              ),
            ],
          ]}
        />
      </Block>
    </div>
  );
}
