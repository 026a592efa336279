import { capacitySteps, type Commitment, type DayRange, periodWithDefaults } from '@shared/capacity';
import {
  type CapacityBlock,
  type CapacityQuery,
  dayRangeProblem,
  type ParsedBlockInput,
  type WarehouseCapacity,
} from '@shared/contracts/capacity';
import { todayUtc } from '@shared/dates';
import { can } from '@shared/permissions';
import { CAPACITY_TIMELINE_MESSAGES as MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import type { Executor } from '../../db/client';
import { type Actor, recordActivity } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requirePermission, type Viewer } from '../../platform/viewer';
import {
  type CommitmentRow,
  deleteBlock,
  findBookingIdsByOffer,
  findCommitments,
  findHeldSpace,
  findSpaceTypeTotals,
  findWarehouseOwnership,
  insertCommitments,
  lockWarehouseCapacity,
} from './capacity.repository';
import { announceCapacityChanged, requireFreeCapacity } from './capacity.service';

/*
 * The owner's capacity timeline and blocks (issue #23), for the warehouse's owner and administrators
 * (warehouse:manage, answered like the other warehouse-management routes: 404 for a warehouse the
 * viewer may not see, 403 for one they see but may not manage). The figures are shared/capacity.ts.
 */


/**
 * The warehouse, if the viewer may manage it, answered as the warehouses module answers its own
 * management routes: one the viewer may not even see is "Warehouse not found" (404, so a hidden
 * warehouse's existence never leaks), one they see but may not manage 403. Read here rather than
 * asked of the warehouses module, which may ask capacity for free space (browse): no cycle between domains.
 */
async function requireManagedWarehouse(db: Executor, viewer: Viewer | null, warehouseId: string) {
  const signedIn = requirePermission(viewer, 'warehouse:manage');
  const warehouse = await findWarehouseOwnership(db, warehouseId);
  if (!warehouse || !can(signedIn, 'warehouse:view', warehouse)) throw new AppError('not_found', WAREHOUSE_MESSAGES.notFound);
  requirePermission(signedIn, 'warehouse:manage', warehouse);
  return { viewer: signedIn, warehouse };
}

const toBlock = (row: CommitmentRow): CapacityBlock => ({
  id: row.id,
  spaceTypeId: row.spaceTypeId,
  sizeM2: Number(row.sizeM2),
  from: row.from,
  to: row.to,
  note: row.note,
});

/** The period asked for, with the defaults filled in: today and the CAPACITY_WINDOW_DAYS after. */
export function capacityWindow(query: CapacityQuery, today: string): DayRange {
  const period = periodWithDefaults(query, today);
  const problem = dayRangeProblem(period);
  if (problem) throw new AppError('validation_error', problem, { to: [problem] });
  return period;
}

/** GET /api/warehouses/:id/capacity: per space type, the window's steps, blocks and bookings. */
export async function getWarehouseCapacity(
  deps: Pick<ServiceDeps, 'db'>,
  viewer: Viewer | null,
  warehouseId: string,
  query: CapacityQuery,
  today: string = todayUtc(),
): Promise<WarehouseCapacity> {
  await requireManagedWarehouse(deps.db, viewer, warehouseId);
  const range = capacityWindow(query, today);
  const [types, commitments, held] = await Promise.all([
    findSpaceTypeTotals(deps.db, warehouseId),
    findCommitments(deps.db, warehouseId, range),
    findHeldSpace(deps.db, warehouseId, range),
  ]);
  const bookingIds = await findBookingIdsByOffer(deps.db, [
    ...new Set(commitments.flatMap((row) => (row.kind === 'booking' && row.offerId ? [row.offerId] : []))),
  ]);
  return {
    warehouseId,
    from: range.from,
    to: range.to,
    spaceTypes: types.map((type) => {
      const ofType = <T extends Commitment>(rows: readonly T[]) => rows.filter((row) => row.spaceTypeId === type.id);
      const booked = ofType(commitments).filter((row) => row.kind === 'booking');
      const blocked = ofType(commitments).filter((row) => row.kind === 'block');
      return {
        id: type.id,
        name: type.name,
        totalM2: Number(type.totalM2),
        steps: capacitySteps(type.totalM2, { booked, blocked, held: ofType(held) }, range),
        blocks: blocked.map(toBlock),
        bookings: booked.map((row) => ({
          offerId: row.offerId ?? '',
          bookingId: (row.offerId && bookingIds.get(row.offerId)) || null,
          sizeM2: Number(row.sizeM2),
          from: row.from,
          to: row.to,
        })),
      };
    }),
  };
}

const fieldError = (field: string, message: string) => new AppError('validation_error', message, { [field]: [message] });

/**
 * POST /api/warehouses/:id/blocks. With the warehouse's capacity locked (as accepting an
 * offer), a block may take at most what is free on every one of its days; more is capacity_exceeded.
 */
export async function createBlock(
  deps: ServiceDeps,
  actor: Actor,
  warehouseId: string,
  input: ParsedBlockInput,
  today: string = todayUtc(),
): Promise<CapacityBlock> {
  const { viewer, warehouse } = await requireManagedWarehouse(deps.db, actor.viewer, warehouseId);
  if (input.from < today) throw fieldError('from', MESSAGES.fromPast);
  const range = { from: input.from, to: input.to };
  const block = await deps.db.transaction(async (tx) => {
    if (!(await lockWarehouseCapacity(tx, warehouseId))) throw new AppError('not_found', WAREHOUSE_MESSAGES.notFound);
    const types = await findSpaceTypeTotals(tx, warehouseId);
    if (!types.some((type) => type.id === input.spaceTypeId)) throw fieldError('spaceTypeId', MESSAGES.unknownSpaceType);
    await requireFreeCapacity(tx, warehouseId, range, [input], () => new AppError('capacity_exceeded', MESSAGES.blockExceedsFree));
    const [row] = await insertCommitments(tx, [
      {
        warehouseId,
        spaceTypeId: input.spaceTypeId,
        kind: 'block',
        offerId: null,
        sizeM2: input.sizeM2.toFixed(2),
        range,
        note: input.note,
        createdBy: viewer.id,
      },
    ]);
    if (!row) throw new Error('The block was not saved');
    await recordActivity(tx, {
      type: 'capacity.block_created',
      message: `Blocked ${input.sizeM2} m² of "${warehouse.name}" from ${input.from} to ${input.to}`,
      status: 'success',
      data: { input_params: { warehouseId, ...input }, output_data: { blockId: row.id } },
      viewer,
      requestId: actor.requestId,
    });
    return toBlock(row);
  });
  await announceCapacityChanged(deps, warehouse.id);
  return block;
}

/** DELETE /api/warehouses/:id/blocks/:blockId: only a block of this warehouse (a booking's row is not a block: 404). */
export async function removeBlock(deps: ServiceDeps, actor: Actor, warehouseId: string, blockId: string): Promise<void> {
  const { viewer, warehouse } = await requireManagedWarehouse(deps.db, actor.viewer, warehouseId);
  await deps.db.transaction(async (tx) => {
    await lockWarehouseCapacity(tx, warehouseId);
    if (!(await deleteBlock(tx, warehouseId, blockId))) throw new AppError('not_found', MESSAGES.blockNotFound);
    await recordActivity(tx, {
      type: 'capacity.block_removed',
      message: `Removed a block of "${warehouse.name}"`,
      status: 'success',
      data: { input_params: { warehouseId, blockId } },
      viewer,
      requestId: actor.requestId,
    });
  });
  await announceCapacityChanged(deps, warehouse.id);
}
