import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, MapPin, Maximize2, Warehouse as WarehouseIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type DayRange, formatFreeForDates } from '@shared/capacity';
import type { WarehouseSummary } from '@shared/contracts/warehouses';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { ApproximateAmount } from '@web/components/display-currency/approximate-amount';
import { Button } from '@web/components/ui/button';
import { splitVisible } from '../lib/browse-params';
import { SendInquiryLink } from './send-inquiry-link';
import { SpaceTypeBadges } from './space-type-badges';
import { fromPriceText, spacePriceUnit } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';

/** Spec 01 section 9: cards show up to 3 features and 2 services, then "+N more". */
const CARD_VISIBLE_FEATURES = 3;
const CARD_VISIBLE_SERVICES = 2;

type WarehouseCardProps = {
  warehouse: WarehouseSummary;
  /** Hidden when the map view is switched off. */
  onShowOnMap?: (warehouseId: string) => void;
  /** Hidden for signed-in users who cannot send inquiries, and when inquiries are switched off. */
  canSendInquiry: boolean;
  /** The list's largest paint (its first picture, on a phone the only one in view): see CardPicture. */
  isLargestPaint?: boolean;
  /** With browse dates: the free m² for them (BrowseResponse.free); the link to the detail page keeps the dates. */
  free?: { m2: number; dates: DayRange };
};

/** The detail page's address, with the browse dates when there are some, so it says what is free for them. */
export function warehouseDetailHref(warehouseId: string, dates: DayRange | undefined): string {
  const href = paths.warehouse.getHref(warehouseId);
  return dates ? `${href}?${new URLSearchParams({ from: dates.from, to: dates.to })}` : href;
}

/** "+2 more", and for a screen reader "+2 more features". */
function moreFeatures(count: number) {
  return (
    <Trans>
      +{count} more<span className="sr-only"> features</span>
    </Trans>
  );
}

function moreServices(count: number) {
  return (
    <Trans>
      +{count} more<span className="sr-only"> services</span>
    </Trans>
  );
}

/** `label` names the list; `more` says how many of its kind are not shown ("+2 more features"). */
function NameList({ label, more, names, visible }: { label: string; more: (hiddenCount: number) => ReactNode; names: readonly string[]; visible: number }) {
  const { shown, hiddenCount } = splitVisible(names, visible);
  if (names.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((name) => (
        <li key={name} className="rounded bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
          {referenceText(name)}
        </li>
      ))}
      {hiddenCount > 0 && (
        <li className="rounded px-1 py-0.5 text-xs font-semibold text-ink-muted">
          {more(hiddenCount)}
        </li>
      )}
    </ul>
  );
}

/**
 * False until the browser has painted once since the component appeared: a frame's callback runs just
 * before its paint, and a task queued from it after.
 */
function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setHasPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}

/**
 * A card's picture in its fixed 4:3 box. The first card's, the list's largest paint, comes at once and
 * first (the HTML of a first visit preloads it). The others wait for the first paint and then load
 * lazily: on a phone they are below the fold, and started with the first paint (a lazy picture starts
 * right after layout) they shared the link with the largest paint
 * (docs/decisions/159-card-pictures-after-the-first-paint.md). Each card waits on its own, so only its picture renders again.
 */
function CardPicture({ warehouse, isLargestPaint }: { warehouse: WarehouseSummary; isLargestPaint: boolean }) {
  const hasPainted = useHasPainted();
  if (!warehouse.thumbnailUrl) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 text-ink-muted">
        <WarehouseIcon aria-hidden="true" className="size-10" />
        <span className="text-sm">
          <Trans>No image available</Trans>
        </span>
      </div>
    );
  }
  if (!isLargestPaint && !hasPainted) return null;
  return (
    <img
      src={warehouse.thumbnailUrl}
      alt={warehouse.name}
      width={480}
      height={360}
      loading={isLargestPaint ? 'eager' : 'lazy'}
      fetchPriority={isLargestPaint ? 'high' : 'auto'}
      decoding="async"
      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
    />
  );
}

/**
 * A warehouse in the browse grid. The whole card opens the detail page: the title is the one real
 * link and its ::after covers the card (the "stretched link" pattern), so keyboard and screen-reader
 * users meet one link per card, and the buttons above it stay separate targets.
 */
export function WarehouseCard({
  warehouse,
  onShowOnMap,
  canSendInquiry,
  isLargestPaint = false,
  free,
}: WarehouseCardProps) {
  const { t } = useLingui();
  const minPrice = warehouse.minPricePerM2Cents;
  const hasActions = canSendInquiry || onShowOnMap;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-surface-muted">
        <CardPicture warehouse={warehouse} isLargestPaint={isLargestPaint} />
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          {/* The name may be the owner's original in another language than the page's: marked, for screen readers. */}
          <h3 lang={warehouse.nameLocale} className="text-lg leading-snug font-semibold text-ink">
            <Link
              to={warehouseDetailHref(warehouse.id, free?.dates)}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:underline"
            >
              {warehouse.name}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {warehouse.city}, {warehouse.country}
          </p>
        </div>

        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          {minPrice !== null && (
            <div>
              <p className="text-base font-bold text-brand-800">{fromPriceText(minPrice)}</p>
              <ApproximateAmount cents={minPrice} unit={spacePriceUnit()} />
            </div>
          )}
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            <Maximize2 aria-hidden="true" className="size-3.5" />
            <span className="sr-only">
              <Trans>Total size:</Trans>{' '}
            </span>
            {formatSize(warehouse.totalSizeM2)}
          </p>
        </div>

        {free && (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-accent-800">
            <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
            {formatFreeForDates(free.m2, free.dates)}
          </p>
        )}

        <SpaceTypeBadges names={warehouse.spaceTypes} />
        <NameList label={t`Features`} more={moreFeatures} names={warehouse.features} visible={CARD_VISIBLE_FEATURES} />
        <NameList label={t`Services`} more={moreServices} names={warehouse.services} visible={CARD_VISIBLE_SERVICES} />

        {hasActions && (
          // Above the stretched link, so these stay their own targets.
          <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
            {canSendInquiry && <SendInquiryLink warehouseId={warehouse.id} size="sm" className="flex-1" />}
            {onShowOnMap && (
              <Button variant="secondary" size="sm" className="flex-1" onClick={() => onShowOnMap(warehouse.id)}>
                <MapPin aria-hidden="true" className="size-4" />
                <Trans>Show on Map</Trans>
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function WarehouseCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white">
      <div className="aspect-[4/3] animate-pulse bg-surface-muted motion-reduce:animate-none" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
        <div className="h-5 w-2/5 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
        <div className="flex gap-2">
          <div className="h-5 w-16 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
          <div className="h-5 w-20 animate-pulse rounded-full bg-surface-muted motion-reduce:animate-none" />
        </div>
        <div className="mt-2 h-9 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      </div>
    </div>
  );
}
