import { type CapacityStep, type DayRange, dayCount } from '@shared/capacity';
import { addDays, daysBetween } from '@shared/dates';
import { dateFormat } from '@shared/display-locale';

/*
 * The capacity chart's geometry, apart from React so it can be tested: where each step's layers
 * sit, and which days get a tick. Days run left to right (a step covers its days' full width), m²
 * bottom to top.
 */

export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number };

export type LayerRect = { x: number; y: number; width: number; height: number };

/** One step's layers, bottom to top: booked, blocked, free up to the total; held drawn over free from the committed line. */
export type StepShapes = { step: CapacityStep; booked: LayerRect; blocked: LayerRect; free: LayerRect; held: LayerRect | null };

/** The highest m² the chart must show: the total, or more when bookings, blocks and held space pass it. */
export function chartMaxM2(totalM2: number, steps: readonly CapacityStep[]): number {
  const highest = steps.reduce((max, step) => Math.max(max, step.bookedM2 + step.blockedM2 + step.heldM2), 0);
  return Math.max(totalM2, highest, 1);
}

export function makeScales(box: ChartBox, window: DayRange, maxM2: number) {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const days = dayCount(window);
  return {
    /** The left edge of `day` (the day after the window is the right edge). */
    x: (day: string) => box.left + (daysBetween(window.from, day) / days) * plotWidth,
    y: (m2: number) => box.top + plotHeight * (1 - m2 / maxM2),
    plotWidth,
    plotHeight,
  };
}

function rect(x0: number, x1: number, yLow: number, yHigh: number): LayerRect {
  return { x: x0, y: yHigh, width: Math.max(0, x1 - x0), height: Math.max(0, yLow - yHigh) };
}

export function stepShapes(box: ChartBox, window: DayRange, totalM2: number, steps: readonly CapacityStep[]): StepShapes[] {
  const scales = makeScales(box, window, chartMaxM2(totalM2, steps));
  return steps.map((step) => {
    const x0 = scales.x(step.from);
    const x1 = scales.x(addDays(step.to, 1));
    const committed = step.bookedM2 + step.blockedM2;
    return {
      step,
      booked: rect(x0, x1, scales.y(0), scales.y(step.bookedM2)),
      blocked: rect(x0, x1, scales.y(step.bookedM2), scales.y(committed)),
      free: rect(x0, x1, scales.y(committed), scales.y(Math.max(committed, totalM2))),
      held: step.heldM2 > 0 ? rect(x0, x1, scales.y(committed), scales.y(committed + step.heldM2)) : null,
    };
  });
}

export type DateTick = { day: string; x: number; label: string | null };

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', timeZone: 'UTC' };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Ticks of the date axis: every first of a month, labelled ("Mar"; with the year in January and on
 * the first label), as many labels as fit (about one per `labelWidth` px); and, in windows of up to
 * about four months, a small unlabelled tick every Monday.
 */
export function dateTicks(box: ChartBox, window: DayRange, labelWidth = 44): { months: DateTick[]; weeks: DateTick[] } {
  const scales = makeScales(box, window, 1);
  const firsts: string[] = [];
  let day = window.from.slice(0, 8) + '01';
  if (day < window.from) day = nextMonth(day);
  for (; day <= window.to; day = nextMonth(day)) firsts.push(day);
  const every = Math.max(1, Math.ceil((firsts.length * labelWidth) / Math.max(scales.plotWidth, 1)));
  let labelled = 0;
  const months = firsts.map((first, index) => {
    const isLabelled = index % every === 0;
    const label = isLabelled ? dateFormat(labelled === 0 || first.slice(5, 7) === '01' ? MONTH_YEAR : MONTH).format(dateOf(first)) : null;
    if (isLabelled) labelled += 1;
    return { day: first, x: scales.x(first), label };
  });
  const weeks: DateTick[] = [];
  if (dayCount(window) <= 124) {
    const weekday = dateOf(window.from).getUTCDay();
    for (let monday = addDays(window.from, (8 - weekday) % 7); monday <= window.to; monday = addDays(monday, 7)) {
      weeks.push({ day: monday, x: scales.x(monday), label: null });
    }
  }
  return { months, weeks };
}

function nextMonth(first: string): string {
  const date = dateOf(first);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}
