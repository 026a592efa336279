import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CAPACITY_WINDOW_DAYS, type DayRange, formatDayRange, periodWithDefaults } from '@shared/capacity';
import type { CapacityBlock, SpaceTypeCapacity, WarehouseCapacity } from '@shared/contracts/capacity';
import { addDays, todayIsoDate } from '@shared/dates';
import { CAPACITY_TIMELINE_MESSAGES } from '@shared/errors';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { useRemoveBlock } from '../api/capacity-blocks';
import { useWarehouseCapacity } from '../api/get-warehouse-capacity';
import { BlockForm } from './block-form';
import { CapacityChart, ChartLegend } from './capacity-chart';
import { CapacityTable } from './capacity-table';

/** The period that starts on `from`: CAPACITY_WINDOW_DAYS days. */
const periodFrom = (from: string): DayRange => periodWithDefaults({ from }, from);

/**
 * The owner's Capacity section of a warehouse page (issue #23): per space type a chart (or its
 * table) of booked, blocked, held and free m² over 90 days, moved by Previous and Next; the blocks
 * of the period with Remove; and the Block space form. Loaded apart from the page (React.lazy), so
 * visitors and traders never download it.
 */
export function CapacitySection({ warehouseId }: { warehouseId: string }) {
  const { t } = useLingui();
  const [period, setPeriod] = useState(() => periodFrom(todayIsoDate()));
  const capacity = useWarehouseCapacity(warehouseId, period);
  const move = (direction: 1 | -1) => setPeriod((current) => periodFrom(addDays(current.from, direction * CAPACITY_WINDOW_DAYS)));

  return (
    <div className="space-y-6" aria-busy={capacity.isFetching || undefined}>
      <nav aria-label={t`Capacity period`} className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => move(-1)}>
          <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
          <Trans>Previous</Trans>
        </Button>
        <p className="min-w-0 font-semibold text-ink" aria-live="polite">
          {formatDayRange(period)}
        </p>
        <Button variant="secondary" size="sm" onClick={() => move(1)}>
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        </Button>
      </nav>

      {capacity.isPending && <Spinner label={t`Loading capacity…`} showLabel className="py-10" />}
      {capacity.isError && (
        <RetryAlert message={errorMessage(capacity.error, CAPACITY_TIMELINE_MESSAGES.loadFailed)} onRetry={capacity.refetch} />
      )}
      {capacity.data && <CapacityView warehouseId={warehouseId} capacity={capacity.data} />}
    </div>
  );
}

function isQuiet(type: SpaceTypeCapacity): boolean {
  return type.steps.every((step) => step.bookedM2 === 0 && step.blockedM2 === 0 && step.heldM2 === 0);
}

function CapacityView({ warehouseId, capacity }: { warehouseId: string; capacity: WarehouseCapacity }) {
  const { t } = useLingui();
  const period = { from: capacity.from, to: capacity.to };
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const names = new Map(capacity.spaceTypes.map((type) => [type.id, type.name]));
  const blocks = capacity.spaceTypes.flatMap((type) => type.blocks);
  const bookings = capacity.spaceTypes.flatMap((type) => type.bookings.map((booking) => ({ ...booking, typeName: type.name })));

  return (
    <>
      {capacity.spaceTypes.every(isQuiet) && <p className="rounded-md bg-surface-muted px-4 py-3 text-ink">{CAPACITY_TIMELINE_MESSAGES.empty}</p>}

      {capacity.spaceTypes.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ChartLegend />
          <div role="group" aria-label={t`Show capacity as`} className="inline-flex rounded-md border border-line p-0.5">
            {(['chart', 'table'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={`min-h-11 rounded px-4 text-sm font-semibold ${view === option ? 'bg-brand-700 text-white' : 'text-ink'}`}
              >
                {option === 'chart' ? <Trans>Chart</Trans> : <Trans>Table</Trans>}
              </button>
            ))}
          </div>
        </div>
      )}

      {capacity.spaceTypes.map((type) => {
        const name = type.name;
        const total = formatSize(type.totalM2);
        return (
          <section key={type.id} aria-labelledby={`capacity-${type.id}`} className="space-y-3">
            <h3 id={`capacity-${type.id}`} className="text-lg font-semibold text-ink">
              <Trans>
                {name} <span className="font-normal text-ink-muted">· {total} in total</span>
              </Trans>
            </h3>
            {view === 'chart' ? <CapacityChart type={type} period={period} /> : <CapacityTable type={type} />}
          </section>
        );
      })}

      <BlocksList warehouseId={warehouseId} blocks={blocks} names={names} />

      {bookings.length > 0 && (
        <section aria-labelledby="capacity-bookings" className="space-y-2">
          <h3 id="capacity-bookings" className="text-lg font-semibold text-ink">
            <Trans>Bookings in this period</Trans>
          </h3>
          <ul className="divide-y divide-line rounded-md border border-line">
            {bookings.map((booking) => {
              const size = formatSize(booking.sizeM2);
              const typeName = booking.typeName;
              const dates = formatDayRange(booking);
              return (
                <li key={`${booking.offerId}-${booking.typeName}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <span>
                    {size} {typeName}, {dates}
                  </span>
                  {booking.bookingId ? (
                    <Link
                      to={paths.booking.getHref(booking.bookingId)}
                      aria-label={t`View booking of ${size} ${typeName}, ${dates}`}
                      className="font-semibold text-brand-700 underline">
                      <Trans>View booking</Trans>
                    </Link>
                  ) : (
                    <span className="text-ink-muted">
                      <Trans>Offer accepted, booking not yet made</Trans>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {capacity.spaceTypes.length > 0 && (
        <section aria-labelledby="capacity-block" className="space-y-3 rounded-lg border border-line p-4">
          <h3 id="capacity-block" className="text-lg font-semibold text-ink">
            <Trans>Block space</Trans>
          </h3>
          <BlockForm warehouseId={warehouseId} spaceTypes={capacity.spaceTypes} />
        </section>
      )}
    </>
  );
}

function BlocksList({ warehouseId, blocks, names }: { warehouseId: string; blocks: readonly CapacityBlock[]; names: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const removeBlock = useRemoveBlock(warehouseId);
  const [confirming, setConfirming] = useState<CapacityBlock | null>(null);
  const describe = (block: CapacityBlock) => `${formatSize(block.sizeM2)} ${names.get(block.spaceTypeId) ?? ''}, ${formatDayRange(block)}`;
  const confirmingDescription = confirming ? describe(confirming) : '';

  return (
    <section aria-labelledby="capacity-blocks" className="space-y-2">
      <h3 id="capacity-blocks" className="text-lg font-semibold text-ink">
        <Trans>Blocks in this period</Trans>
      </h3>
      {blocks.length === 0 ? (
        <p className="text-ink-muted">
          <Trans>No space is blocked in this period.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-md border border-line">
          {blocks.map((block) => {
            const description = describe(block);
            return (
              <li key={block.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-ink">{description}</p>
                  {block.note && <p className="break-words text-ink-muted">{block.note}</p>}
                </div>
                {/* The visible word starts the spoken name (label in name); the rest tells the blocks apart. */}
                <Button variant="secondary" size="sm" aria-label={t`Remove block of ${description}`} onClick={() => setConfirming(block)}>
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t`Remove this block?`}
        confirmLabel={t`Remove Block`}
        pendingLabel={t`Removing…`}
        isPending={removeBlock.isPending}
        error={removeBlock.isError ? errorMessage(removeBlock.error, CAPACITY_TIMELINE_MESSAGES.removeFailed) : undefined}
        onConfirm={() => {
          if (confirming) removeBlock.mutate(confirming.id, { onSuccess: () => setConfirming(null) });
        }}
        onCancel={() => {
          setConfirming(null);
          removeBlock.reset();
        }}
      >
        {confirming && (
          <p>
            <Trans>The {confirmingDescription} will be free again for bookings.</Trans>
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
