import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Warehouse as WarehouseIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { BrowseResponse, WarehouseSummary } from '@shared/contracts/warehouses';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { apiQueryOptions } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_ROOT } from '../api/get-warehouses';
import { FEATURED_CARD_CLASS_NAME, FEATURED_COUNT, FEATURED_LIST_CLASS_NAME, FEATURED_PICTURE_CLASS_NAME, FeaturedSkeleton } from './featured-skeleton';
import { fromPriceText } from '@web/lib/price-texts';

function FeaturedCard({ warehouse }: { warehouse: WarehouseSummary }) {
  const fromPrice = warehouse.minPricePerM2Cents === null ? null : fromPriceText(warehouse.minPricePerM2Cents);
  return (
    <li className={`${FEATURED_CARD_CLASS_NAME} relative hover:shadow-md`}>
      <div className={FEATURED_PICTURE_CLASS_NAME}>
        {warehouse.thumbnailUrl ? (
          <img src={warehouse.thumbnailUrl} alt="" width={480} height={360} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-ink-muted">
            <WarehouseIcon aria-hidden="true" className="size-10" />
          </div>
        )}
      </div>
      {/* A fixed height, the skeleton's: the names are cut to one line, so the box never grows. */}
      <div className="flex h-26 min-w-0 flex-1 flex-col gap-1 p-4">
        <h3 lang={warehouse.nameLocale} className="truncate font-semibold text-ink">
          {/* The stretched link: the whole card opens the warehouse, one link for a screen reader. */}
          <Link to={paths.warehouse.getHref(warehouse.id)} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:underline">
            {warehouse.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 truncate text-sm text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">
            {warehouse.city}, {warehouse.country}
            {/* Left out on a phone, where a cut number would be misread. */}
            {warehouse.totalSizeM2 !== null && <span className="hidden sm:inline"> · {formatSize(warehouse.totalSizeM2)}</span>}
          </span>
        </p>
        {/* Never cut: a price read without its unit or period is misread (decision 199). */}
        <p className="text-sm font-semibold whitespace-nowrap text-brand-800">{fromPrice ?? <Trans>Price on request</Trans>}</p>
      </div>
    </li>
  );
}

/**
 * The newest active warehouses with their pictures, from the browse list's first page (GET
 * /api/warehouses, newest first, FEATURED_COUNT of them): no endpoint of its own. Its own chunk
 * (the home page loads it lazily), so the home page's first load does not carry it. Under its "warehouses" key,
 * so the catalogue's live event refreshes it too.
 */
export function FeaturedWarehouses() {
  const { t } = useLingui();
  const featured = useQuery(
    apiQueryOptions<BrowseResponse>([WAREHOUSES_QUERY_ROOT, 'featured'], '/api/warehouses', { page: 1, pageSize: FEATURED_COUNT }),
  );
  if (featured.isPending) return <FeaturedSkeleton />;
  if (featured.isError || featured.data.items.length === 0) {
    // Nothing to show is said plainly; browsing and asking the team stay one tap away below.
    return (
      <p className="rounded-xl border border-dashed border-line px-6 py-10 text-center text-ink-muted">
        {featured.isError ? <Trans>Warehouses could not be loaded just now.</Trans> : <Trans>New warehouses appear here as they are listed.</Trans>}
      </p>
    );
  }
  return (
    <ul aria-label={t`Newest warehouses`} className={FEATURED_LIST_CLASS_NAME}>
      {featured.data.items.map((warehouse) => (
        <FeaturedCard key={warehouse.id} warehouse={warehouse} />
      ))}
    </ul>
  );
}
