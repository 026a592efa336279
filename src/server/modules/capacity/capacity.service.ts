import { type DayRange, firstShortfall, freeByType, requestedByType } from '@shared/capacity';
import { CAPACITY_LIVE_KEY, WAREHOUSES_EVENT_KEY } from '@shared/contracts/live-keys';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import type { AppError } from '../../platform/errors';
import {
  findCommitments,
  findSpaceTypeTotals,
  findWarehouseOwnership,
  hasOfferCommitments,
  insertCommitments,
  lockWarehouseCapacity,
  releaseOfferCommitments,
} from './capacity.repository';
import { findMostUsedWarehouses, findPlatformUtilisation, type WarehouseUtilisationRow } from './utilisation.repository';

/*
 * What other domains ask about capacity (inquiries, offers, bookings, browse, owners' and
 * administrators' pages). The rules are shared/capacity.ts; this reads what they need.
 */

type SpaceRequest = { spaceTypeId: string; sizeM2: number | string };

/** Free m² per space type of the warehouse for every day of `range` (types it has no space of are absent). */
export async function findFreeByType(db: Executor, warehouseId: string, range: DayRange): Promise<Map<string, number>> {
  const [types, commitments] = await Promise.all([findSpaceTypeTotals(db, warehouseId), findCommitments(db, warehouseId, range)]);
  const totals = new Map(types.map((type) => [type.id, Number(type.totalM2)]));
  return freeByType(totals, commitments, range);
}

/**
 * Refuses (with the caller's error, told which space type is short) when the requests do not fit
 * what is free for `range`. Inside a transaction that must hold the answer until it commits, call
 * lockWarehouseCapacity first.
 */
export async function requireFreeCapacity(
  db: Executor,
  warehouseId: string,
  range: DayRange,
  requests: readonly SpaceRequest[],
  refuse: (spaceTypeId: string) => AppError,
): Promise<void> {
  const requested = requestedByType(requests.filter((request) => Number(request.sizeM2) > 0));
  if (requested.size === 0) return;
  const short = firstShortfall(requested, await findFreeByType(db, warehouseId, range));
  if (short) throw refuse(short);
}

/**
 * Commits an accepted offer's space (acceptance is the sale): with the warehouse locked, refuses when
 * any line no longer fits what is free for the inquiry's dates, else writes one booking commitment
 * per space type. Runs again at booking creation; an offer already committed is left as it is, so
 * the two steps (and two clicks) commit once.
 */
export async function commitOfferCapacity(
  tx: Executor,
  offer: { offerId: string; warehouseId: string; range: DayRange; lines: readonly SpaceRequest[]; createdBy: string | null },
  refuse: (spaceTypeId: string) => AppError,
): Promise<void> {
  await lockWarehouseCapacity(tx, offer.warehouseId);
  if (await hasOfferCommitments(tx, offer.offerId)) return;
  await requireFreeCapacity(tx, offer.warehouseId, offer.range, offer.lines, refuse);
  const requested = requestedByType(offer.lines.filter((line) => Number(line.sizeM2) > 0));
  await insertCommitments(
    tx,
    [...requested].map(([spaceTypeId, sizeM2]) => ({
      warehouseId: offer.warehouseId,
      spaceTypeId,
      kind: 'booking' as const,
      offerId: offer.offerId,
      sizeM2: sizeM2.toFixed(2),
      range: offer.range,
      createdBy: offer.createdBy,
    })),
  );
}

/** An owner's block as written by insertBlocks: m² of one space type of a warehouse taken for a period. */
type NewBlock = { warehouseId: string; spaceTypeId: string; sizeM2: string; range: DayRange; note: string; createdBy: string };

/**
 * Writes owners' blocks as given, inside the caller's transaction: no free-space check, no activity
 * line, no live event (createBlock makes those for an owner's request). For the demo seed, whose
 * fixed blocks are known to fit.
 */
export async function insertBlocks(tx: Executor, blocks: readonly NewBlock[]): Promise<void> {
  await insertCommitments(tx, blocks.map((block) => ({ ...block, kind: 'block' as const, offerId: null })));
}

/** A cancelled or completed booking frees its space from today (shared/capacity.ts releasedRange). */
export async function releaseOfferCapacity(tx: Executor, offerId: string, today: string): Promise<void> {
  await releaseOfferCommitments(tx, offerId, today);
}

/**
 * After space was committed or freed (a block, an accepted offer, a booking's end), once committed:
 * the owner's and the administrators' open timelines refetch, and so do open browse pages, whose
 * cards say what is free for their dates.
 */
export async function announceCapacityChanged(deps: Pick<ServiceDeps, 'db' | 'events'>, warehouseId: string): Promise<void> {
  const warehouse = await findWarehouseOwnership(deps.db, warehouseId);
  if (!warehouse) return;
  const timeline = { type: 'invalidate' as const, keys: [CAPACITY_LIVE_KEY] };
  await deps.events.publish({ audience: { userIds: [warehouse.ownerId] }, event: timeline });
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: timeline });
  await deps.events.publish({ audience: 'everyone', event: { type: 'invalidate', keys: [WAREHOUSES_EVENT_KEY] } });
}

/**
 * The administrators' utilisation over `window` (utilisation.repository.ts sums it in SQL for every
 * warehouse at once): the `limit` most used warehouses, and over every warehouse with space how many
 * there are and their booked and available m²-days. Sums are exact numerics (text), for
 * utilisationOfM2Days to divide.
 */
export async function findUtilisation(
  db: Executor,
  window: DayRange,
  limit: number,
): Promise<{
  mostUsed: WarehouseUtilisationRow[];
  platform: { warehouseCount: number; bookedM2Days: string; availableM2Days: string };
}> {
  const [mostUsed, platform] = await Promise.all([findMostUsedWarehouses(db, window, limit), findPlatformUtilisation(db, window)]);
  return { mostUsed, platform };
}
