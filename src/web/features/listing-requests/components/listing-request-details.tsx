import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListingRequestDetail } from '@shared/contracts/listing-requests';
import { formatDateTime } from '@shared/dates';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { servicePriceText, spacePriceText } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';
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

/** A block listing what the request gives of one kind (spaces, features…), or saying it gives none. */
type ListBlockProps<Item> = {
  title: string;
  items: readonly Item[];
  /** Said instead of the list when there is nothing. */
  empty: string;
  listClassName: string;
  /** One item's list item, with its key. */
  children: (item: Item, index: number) => ReactNode;
};

function ListBlock<Item>({ title, items, empty, listClassName, children }: ListBlockProps<Item>) {
  return (
    <Block title={title}>
      {items.length === 0 ? <p className="text-ink-muted">{empty}</p> : <ul className={listClassName}>{items.map(children)}</ul>}
    </Block>
  );
}

/** Everything of a request for the administrators' details modal. */
export function ListingRequestDetails({ request }: { request: ListingRequestDetail }) {
  const { t } = useLingui();
  const warehouseName = request.name;
  return (
    <div className="space-y-4">
      <Block title={t`Warehouse`}>
        <Rows
          rows={[
            [t`Name`, request.name],
            [t`Description`, request.description],
            [t`Address`, request.address],
            [t`City`, request.city],
            [t`Postal code`, request.postalCode],
            [t`Country`, request.country],
          ]}
        />
      </Block>
      <Block title={t`Owner`}>
        <Rows
          rows={[
            [t({ message: 'Name', context: 'person' }), `${request.firstName} ${request.lastName}`.trim()],
            [t`Email`, request.contactEmail],
            [t`Phone`, request.phoneNumber],
            [t`Business`, request.businessName],
            [t`VAT number`, request.vatNumber],
          ]}
        />
      </Block>
      <ListBlock title={t`Spaces`} items={request.spaces} empty={t`No spaces given.`} listClassName="space-y-1">
        {(space) => {
          const type = space.spaceTypeName ? referenceText(space.spaceTypeName) : t`No type`;
          const size = space.sizeM2 === null ? t`no size` : formatSize(space.sizeM2);
          const price = space.pricePerM2Cents === null ? t`no price` : spacePriceText(space.pricePerM2Cents);
          return (
            <li key={space.id}>
              <Trans>
                {type}: {size} at {price}
              </Trans>
            </li>
          );
        }}
      </ListBlock>
      <ListBlock title={t`Features`} items={request.features} empty={t`No features.`} listClassName="list-inside list-disc">
        {(feature) => (
          <li key={feature.featureId}>
            {referenceText(feature.name)}
            {feature.customValue ? `: ${feature.customValue}` : ''}
          </li>
        )}
      </ListBlock>
      <ListBlock title={t`Services`} items={request.services} empty={t`No services.`} listClassName="space-y-1">
        {(service) => (
          <li key={service.serviceId}>
            <span className="font-medium">{referenceText(service.name)}</span>: {servicePriceText(service)}
            {service.notes ? ` (${service.notes})` : ''}
          </li>
        )}
      </ListBlock>
      <ListBlock title={t`Images`} items={request.images} empty={t`No images.`} listClassName="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {(image, index) => {
          const number = index + 1;
          return (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  src={image.thumbnailUrl}
                  alt={warehouseName ? t`Image ${number} of ${warehouseName}` : t`Image ${number} of the warehouse`}
                  className="aspect-[4/3] w-full rounded-md object-cover"
                />
              </a>
            </li>
          );
        }}
      </ListBlock>
      <Block title={t`Request Status`}>
        <Rows
          rows={[
            [t`Status`, <ListingRequestStatusBadge key="status" status={request.status} />],
            [t`Created`, formatDateTime(request.createdAt)],
            [t`Submitted`, request.submittedAt ? formatDateTime(request.submittedAt) : t`Not submitted`],
            [t`Reviewed`, request.reviewedAt ? formatDateTime(request.reviewedAt) : t`Not reviewed`],
            [t`Admin notes`, request.adminNotes ?? ''],
            [
              t`Warehouse ID`,
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
