import { z } from 'zod';
import { periodProblem } from '../capacity';
import { isIsoDate } from '../dates';
import { CAPACITY_TIMELINE_MESSAGES as MESSAGES } from '../errors';
import { whenValid } from './common';

/**
 * The owner's capacity timeline and blocks (issue #23): per space type of a warehouse, what is
 * booked, blocked, held by offers awaiting an answer and free, day by day (rules: shared/capacity.ts).
 */

/** The longest note an owner may put on a block. */
export const MAX_BLOCK_NOTE_LENGTH = 500;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const day = (requiredMessage: string) =>
  z.string({ message: requiredMessage }).min(1, requiredMessage).refine(isIsoDate, { message: MESSAGES.invalidDate });

/**
 * The one check of a period's order and length, for the timeline's query, the block form and the
 * server after it fills in defaults: the message for `to`, or null when the period is fine.
 */
export function dayRangeProblem(range: { from: string; to: string }): string | null {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return null;
  const problem = periodProblem(range);
  return problem === 'order' ? MESSAGES.dateOrder : problem === 'length' ? MESSAGES.rangeTooLong : null;
}

function checkRange(value: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx): void {
  if (value.from === undefined || value.to === undefined) return;
  const problem = dayRangeProblem({ from: value.from, to: value.to });
  if (problem) context.addIssue({ code: 'custom', path: ['to'], message: problem });
}

/** GET /api/warehouses/:id/capacity: from defaults to today, to to from + CAPACITY_WINDOW_DAYS − 1. */
export const capacityQuery = z
  .object({
    from: z.string().refine(isIsoDate, { message: MESSAGES.invalidDate }).optional(),
    to: z.string().refine(isIsoDate, { message: MESSAGES.invalidDate }).optional(),
  })
  .superRefine(checkRange, whenValid('from', 'to'));
export type CapacityQuery = z.infer<typeof capacityQuery>;

export const blockParams = z.object({ id: z.uuid(), blockId: z.uuid() });

/** POST /api/warehouses/:id/blocks: the "Block space" form. Whether `from` is past is the server's check (it knows today). */
export const blockInput = z
  .object({
    spaceTypeId: z.uuid({ error: (issue) => (isMissing(issue.input) ? MESSAGES.spaceTypeRequired : MESSAGES.unknownSpaceType) }),
    sizeM2: z
      .number({ error: (issue) => (isMissing(issue.input) || Number.isNaN(issue.input) ? MESSAGES.sizeRequired : MESSAGES.invalidSize) })
      .gt(0, MESSAGES.sizePositive)
      .max(10_000_000, MESSAGES.invalidSize)
      .multipleOf(0.01, MESSAGES.invalidSize),
    from: day(MESSAGES.fromRequired),
    to: day(MESSAGES.toRequired),
    note: z.string().trim().max(MAX_BLOCK_NOTE_LENGTH, MESSAGES.noteTooLong).default(''),
  })
  .superRefine(checkRange, whenValid('from', 'to'));
export type BlockInput = z.input<typeof blockInput>;
export type ParsedBlockInput = z.output<typeof blockInput>;

export const capacityStep = z.object({
  from: z.string(),
  to: z.string(),
  totalM2: z.number(),
  bookedM2: z.number(),
  blockedM2: z.number(),
  heldM2: z.number(),
  freeM2: z.number(),
});

/** An owner's block: m² of one space type taken out of what is free over some days. */
export const capacityBlock = z.object({
  id: z.string(),
  spaceTypeId: z.string(),
  sizeM2: z.number(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
});
export type CapacityBlock = z.infer<typeof capacityBlock>;

/** Space committed by an accepted offer; bookingId once the trader has made the booking. */
export const capacityBooking = z.object({
  offerId: z.string(),
  bookingId: z.string().nullable(),
  sizeM2: z.number(),
  from: z.string(),
  to: z.string(),
});

export const spaceTypeCapacity = z.object({
  id: z.string(),
  name: z.string(),
  totalM2: z.number(),
  /** The window in steps of equal figures, first day to last. */
  steps: z.array(capacityStep),
  /** Blocks and bookings sharing a day with the window, by first day. */
  blocks: z.array(capacityBlock),
  bookings: z.array(capacityBooking),
});
export type SpaceTypeCapacity = z.infer<typeof spaceTypeCapacity>;

export const warehouseCapacity = z.object({
  warehouseId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Each space type the warehouse has space of, by name. */
  spaceTypes: z.array(spaceTypeCapacity),
});
export type WarehouseCapacity = z.infer<typeof warehouseCapacity>;
