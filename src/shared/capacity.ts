/**
 * Capacity over time: the one place that says how much of a warehouse's space is free on which
 * days (see docs/decisions/178-what-capacity-counts.md). Server and web both use it; the database
 * repeats only the overlap test, in the `space_free_m2` function browse filters with.
 *
 * - Capacity is counted per warehouse and space type: a type's total is the summed size of the
 *   warehouse's spaces of that type (what inquiries ask for and offers allocate).
 * - A commitment holds m² of one type over an inclusive range of calendar days. Bookings (from the
 *   moment their offer is accepted: acceptance is the sale) and the owner's blocks commit space.
 * - Offers sent and not yet answered only hold space: the timeline shows them apart, and they do not
 *   reduce what is free (an administrator may offer the same space to several traders; the first
 *   to accept gets it).
 * - What is free for a range is the total minus the highest commitment on any day of it, so a trader
 *   who asks for those dates can have that much on every day.
 * - Sizes are counted in integer hundredths of m², like every other size (shared/sizes).
 */
import { addDays, daysBetween, formatDate, formatDayMonth, isIsoDate } from './dates';
import { toHundredths } from './money';
import { numberFormat } from './display-locale';

/** An inclusive range of calendar days, "YYYY-MM-DD" (from <= to). */
export type DayRange = { from: string; to: string };

export type CommitmentKind = 'booking' | 'block';

/** m² of one space type committed over a range of days. */
export type Commitment = DayRange & { spaceTypeId: string; sizeM2: number | string };

/** How far ahead the owner's timeline and the administrators' utilisation look by default. */
export const CAPACITY_WINDOW_DAYS = 90;
/** The longest range the timeline or utilisation may be asked for (about two years). */
export const CAPACITY_MAX_DAYS = 731;

export function isDayRange(range: { from?: string | undefined; to?: string | undefined }): range is DayRange {
  return typeof range.from === 'string' && typeof range.to === 'string' && isIsoDate(range.from) && isIsoDate(range.to) && range.from <= range.to;
}

/**
 * What is wrong with a period of two real days for capacity (browse dates, the timeline, blocks,
 * utilisation): 'order' when it ends before it starts, 'length' when it is longer than
 * CAPACITY_MAX_DAYS; null when it is fine.
 */
export function periodProblem(range: DayRange): 'order' | 'length' | null {
  if (range.to < range.from) return 'order';
  return dayCount(range) > CAPACITY_MAX_DAYS ? 'length' : null;
}

/**
 * The period asked for with an end left out: `from` alone runs CAPACITY_WINDOW_DAYS forward, `to`
 * alone as far back, neither starts `today` (the owners' timeline and the utilisation figures).
 */
export function periodWithDefaults(query: { from?: string | undefined; to?: string | undefined }, today: string): DayRange {
  const from = query.from ?? (query.to ? addDays(query.to, -(CAPACITY_WINDOW_DAYS - 1)) : today);
  return { from, to: query.to ?? addDays(from, CAPACITY_WINDOW_DAYS - 1) };
}

/** Two inclusive ranges share a day: one that ends on the 10th and one that begins on the 10th overlap. */
export function rangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** The part of `range` inside `window`, or null when they share no day. */
export function clipRange(range: DayRange, window: DayRange): DayRange | null {
  if (!rangesOverlap(range, window)) return null;
  return { from: range.from > window.from ? range.from : window.from, to: range.to < window.to ? range.to : window.to };
}

function hundredthsOf(value: number | string): number {
  const hundredths = toHundredths(value);
  if (hundredths === null) throw new RangeError(`Not a size: ${String(value)}`);
  return hundredths;
}

/**
 * The highest total, in hundredths, that the commitments hold on any one day of `range`. The peak
 * of a set of intervals is reached on a day one of them starts (or on the range's first day), so
 * only those days are tested.
 */
function peakHundredths(commitments: readonly Commitment[], range: DayRange): number {
  const clipped = commitments.flatMap((commitment) => {
    const days = clipRange(commitment, range);
    return days ? [{ ...days, hundredths: hundredthsOf(commitment.sizeM2) }] : [];
  });
  let peak = 0;
  for (const { from: day } of clipped) {
    let total = 0;
    for (const other of clipped) if (other.from <= day && day <= other.to) total += other.hundredths;
    if (total > peak) peak = total;
  }
  return peak;
}

/** The most m² the commitments hold on any one day of `range` (0 when none overlap it). */
export function peakCommittedM2(commitments: readonly Commitment[], range: DayRange): number {
  return peakHundredths(commitments, range) / 100;
}

/**
 * What is free of one space type for every day of `range`: its total less the peak commitment,
 * never below 0 (an owner who shrank a space below what is booked has none free, not less).
 * Pass only the commitments of that type.
 */
export function freeM2(totalM2: number | string, commitments: readonly Commitment[], range: DayRange): number {
  return Math.max(0, hundredthsOf(totalM2) - peakHundredths(commitments, range)) / 100;
}

/** Free m² per space type for `range`, from each type's total and all the warehouse's commitments. */
export function freeByType(totals: ReadonlyMap<string, number>, commitments: readonly Commitment[], range: DayRange): Map<string, number> {
  const free = new Map<string, number>();
  for (const [spaceTypeId, total] of totals) {
    free.set(spaceTypeId, freeM2(total, commitments.filter((commitment) => commitment.spaceTypeId === spaceTypeId), range));
  }
  return free;
}

/** m² requested per space type, summed exactly (500 + 300 m² of Indoor is 800). */
export function requestedByType(requests: readonly { spaceTypeId: string; sizeM2: number | string }[]): Map<string, number> {
  const hundredths = new Map<string, number>();
  for (const request of requests) {
    hundredths.set(request.spaceTypeId, (hundredths.get(request.spaceTypeId) ?? 0) + hundredthsOf(request.sizeM2));
  }
  return new Map([...hundredths].map(([spaceTypeId, value]) => [spaceTypeId, value / 100]));
}

/** The first space type whose request is larger than what is free, or null when everything fits. */
export function firstShortfall(requested: ReadonlyMap<string, number>, free: ReadonlyMap<string, number>): string | null {
  for (const [spaceTypeId, size] of requested) {
    if (hundredthsOf(size) > hundredthsOf(free.get(spaceTypeId) ?? 0)) return spaceTypeId;
  }
  return null;
}

/**
 * The lines whose space type is asked for more, summed over all the lines, than is free: an offer's
 * allocations of one type share that type's free m², so each of them is told (their indexes, in
 * order). Lines of 0 m² ask for nothing and are never named.
 */
export function linesBeyondFree(
  lines: readonly { spaceTypeId: string; sizeM2: number | string }[],
  free: ReadonlyMap<string, number>,
): number[] {
  const asking = lines.filter((line) => hundredthsOf(line.sizeM2) > 0);
  const short = new Set<string>();
  for (const [spaceTypeId, size] of requestedByType(asking)) {
    if (hundredthsOf(size) > hundredthsOf(free.get(spaceTypeId) ?? 0)) short.add(spaceTypeId);
  }
  return lines.flatMap((line, index) => (short.has(line.spaceTypeId) && hundredthsOf(line.sizeM2) > 0 ? [index] : []));
}

/**
 * A booking cancelled or completed on `today` frees its space from that day on: it keeps the days
 * before today, or nothing when it had not begun (null).
 */
export function releasedRange(range: DayRange, today: string): DayRange | null {
  if (today <= range.from) return null;
  if (today > range.to) return range;
  return { from: range.from, to: addDays(today, -1) };
}

/** One step of the timeline: the same figures on every day from `from` to `to`. */
export type CapacityStep = DayRange & { totalM2: number; bookedM2: number; blockedM2: number; heldM2: number; freeM2: number };

/**
 * The timeline of one space type over `window`, day by day, merged into steps of equal figures:
 * booked and blocked m² commit space, held m² (offers awaiting an answer) are shown apart and do not
 * reduce what is free.
 */
export function capacitySteps(
  totalM2: number | string,
  parts: { booked: readonly Commitment[]; blocked: readonly Commitment[]; held: readonly Commitment[] },
  window: DayRange,
): CapacityStep[] {
  const total = hundredthsOf(totalM2);
  // Figures change only where some range starts or ends, so only those days are computed.
  const edges = new Set<string>([window.from]);
  for (const commitment of [...parts.booked, ...parts.blocked, ...parts.held]) {
    const days = clipRange(commitment, window);
    if (!days) continue;
    edges.add(days.from);
    if (days.to < window.to) edges.add(addDays(days.to, 1));
  }
  const starts = [...edges].sort();
  const onDay = (commitments: readonly Commitment[], day: string) =>
    commitments.reduce((sum, commitment) => (commitment.from <= day && day <= commitment.to ? sum + hundredthsOf(commitment.sizeM2) : sum), 0);
  const steps: CapacityStep[] = [];
  starts.forEach((from, index) => {
    const next = starts[index + 1];
    const to = next ? addDays(next, -1) : window.to;
    const booked = onDay(parts.booked, from);
    const blocked = onDay(parts.blocked, from);
    const step = {
      from,
      to,
      totalM2: total / 100,
      bookedM2: booked / 100,
      blockedM2: blocked / 100,
      heldM2: onDay(parts.held, from) / 100,
      freeM2: Math.max(0, total - booked - blocked) / 100,
    };
    const previous = steps.at(-1);
    const same =
      previous &&
      previous.bookedM2 === step.bookedM2 &&
      previous.blockedM2 === step.blockedM2 &&
      previous.heldM2 === step.heldM2 &&
      previous.freeM2 === step.freeM2;
    if (same) previous.to = to;
    else steps.push(step);
  });
  return steps;
}

/** Days in an inclusive range. */
export function dayCount(range: DayRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/**
 * Utilisation of a warehouse over `window`: booked m²-days over available m²-days (total m² times
 * days), 0 to 1; null when it has no space. Blocks are not bookings and do not count as used.
 */
export function utilisation(totalM2: number | string, booked: readonly Commitment[], window: DayRange): number | null {
  const available = hundredthsOf(totalM2) * dayCount(window);
  let used = 0;
  for (const commitment of booked) {
    const days = clipRange(commitment, window);
    if (days) used += hundredthsOf(commitment.sizeM2) * dayCount(days);
  }
  return ratioOf(used, available);
}

/** Booked over available hundredths of m²-days, at most 1; null when nothing is available. */
function ratioOf(bookedHundredths: number, availableHundredths: number): number | null {
  return availableHundredths === 0 ? null : Math.min(1, bookedHundredths / availableHundredths);
}

/**
 * The same ratio from m²-days already summed (the administrators' list sums them in SQL for every
 * warehouse at once): booked over available, at most 1; null when nothing is available. Counted in
 * hundredths like utilisation(), so both give the very same number.
 */
export function utilisationOfM2Days(bookedM2Days: number | string, availableM2Days: number | string): number | null {
  return ratioOf(hundredthsOf(bookedM2Days), hundredthsOf(availableM2Days));
}

// Built on first use per display locale, not at load: browse loads this module but formats it only with dates set.
function wholeArea(m2: number): string {
  return numberFormat({ maximumFractionDigits: 2 }).format(m2);
}

/** "1–31 Mar", "28 Feb–3 Mar", "28 Dec 2026–3 Jan 2027" (the year only when the range crosses one). */
export function formatDayRange(range: DayRange): string {
  if (range.from === range.to) return formatDayMonth(range.from);
  if (range.from.slice(0, 4) !== range.to.slice(0, 4)) return `${formatDate(range.from)}–${formatDate(range.to)}`;
  if (range.from.slice(0, 7) === range.to.slice(0, 7)) return `${Number(range.from.slice(8, 10))}–${formatDayMonth(range.to)}`;
  return `${formatDayMonth(range.from)}–${formatDayMonth(range.to)}`;
}

/** "1,200 m² free 1–31 Mar": whole m² without decimals, as a card says it. */
export function formatFreeForDates(m2: number, range: DayRange): string {
  return `${wholeArea(m2)} m² free ${formatDayRange(range)}`;
}
