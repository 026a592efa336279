/**
 * Dates as the specs show them: en-GB, day numeric, short month, year ("22 Nov 2026"), or the reader's
 * language's way (display-locale.ts), with the
 * catalogue's fallbacks "No date" and "Invalid date".
 *
 * Two kinds of value travel through the app:
 * - calendar dates, "YYYY-MM-DD" (inquiry and booking start/end, offer validity). They name a day,
 *   not an instant, so they are formatted and counted in UTC and never shift with the viewer's
 *   time zone ("2026-11-22" is 22 Nov everywhere);
 * - instants: ISO 8601 timestamps (created_at, message times) and Date objects, shown in the
 *   viewer's local time zone.
 */
import { dateFormat, isSpecStyle } from './display-locale';
import { DATE_FALLBACKS } from './errors';

export type DateInput = string | Date | null | undefined;

/*
 * Each format is built once per display locale, on first use (display-locale.ts), so pages that show
 * no date at all (browse) never pay for one. The local ones use the time zone in force at their first
 * use. Note that current CLDR data abbreviates September in en-GB as "Sept".
 */
function calendarDates(): Intl.DateTimeFormat {
  return dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

function localDates(): Intl.DateTimeFormat {
  return dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
}

function localDateTimes(): Intl.DateTimeFormat {
  return dateFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23', // "00:05" after midnight, never "24:05"
  });
}

/**
 * Builds the three date formats ahead, for a page that is about to show dates (a signed-in one) and is
 * waiting for its data: the first Intl format of a page loads the locale's data, 50–100 ms on a phone,
 * which would otherwise lengthen the task that draws the data. The spec's own style needs none.
 */
export function prepareDateFormats(): void {
  if (isSpecStyle()) return;
  calendarDates();
  localDates();
  localDateTimes();
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A timestamp must start with a calendar date followed by a time: "2026-11-22T14:05..." or "2026-11-22 14:05...". */
const ISO_DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/;

type CalendarDate = { year: number; month: number; day: number };

/** Reads "YYYY-MM-DD", rejecting days that do not exist ("2026-02-30", "2026-13-01"). */
function parseCalendarDate(text: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = calendarDateToUtc({ year, month, day });
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Midnight UTC of a calendar date. setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 19xx. */
function calendarDateToUtc({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function requireCalendarDate(text: string, name: string): CalendarDate {
  const date = parseCalendarDate(text);
  if (!date) throw new RangeError(`${name} is not a YYYY-MM-DD calendar date: "${text}"`);
  return date;
}

function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Reads an ISO 8601 timestamp, also in PostgreSQL's text form ("2026-11-22 14:05:00+00"), which is
 * normalised first because not every browser parses it. Other formats are refused rather than left
 * to the engine's lenient guessing (V8 reads "1" as 1 Jan 2001).
 */
function parseTimestamp(text: string): Date | null {
  const match = ISO_DATE_TIME_PATTERN.exec(text);
  if (!match || !parseCalendarDate(match[1] ?? '')) return null;
  const normalised = `${text.slice(0, 10)}T${text.slice(11)}`.replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True for a real "YYYY-MM-DD" calendar date; use it to validate before `addDays` or `daysBetween`. */
export function isIsoDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

type Classified =
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'calendar'; date: CalendarDate }
  | { kind: 'instant'; date: Date };

function classify(value: DateInput): Classified {
  if (value === null || value === undefined) return { kind: 'missing' };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { kind: 'invalid' } : { kind: 'instant', date: value };
  const text = value.trim();
  if (text === '') return { kind: 'missing' };
  const calendar = parseCalendarDate(text);
  if (calendar) return { kind: 'calendar', date: calendar };
  const instant = parseTimestamp(text);
  return instant ? { kind: 'instant', date: instant } : { kind: 'invalid' };
}

/** A date value as text: the fallbacks for a missing or an invalid one, else a calendar day's or an instant's format. */
function formatClassified(value: DateInput, format: { calendar: (date: CalendarDate) => string; instant: (date: Date) => string }): string {
  const parsed = classify(value);
  if (parsed.kind === 'missing') return DATE_FALLBACKS.missing;
  if (parsed.kind === 'invalid') return DATE_FALLBACKS.invalid;
  return parsed.kind === 'calendar' ? format.calendar(parsed.date) : format.instant(parsed.date);
}

/**
 * en-GB's short month names as CLDR writes them ("Sept"): in the spec's own style, dates are written
 * out as Intl would write them, without building an Intl format (as money.ts writes numbers), since
 * the first one of a page loads ICU's date data: 50–100 ms on a phone, inside the task that draws the
 * page. A unit test holds the two to the same text.
 */
const SPEC_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** "22 Nov 2026" in the spec's style, or null where Intl writes it (another language, a year before 1). */
function specStyleDay(year: number, monthIndex: number, day: number): string | null {
  return isSpecStyle() && year >= 1 ? `${day} ${SPEC_MONTHS[monthIndex]} ${year}` : null;
}

/** "22 Nov 2026, 14:05" in the spec's style for a local time, or null where Intl writes it. */
function specStyleDateTime(date: Date): string | null {
  const day = specStyleDay(date.getFullYear(), date.getMonth(), date.getDate());
  return day && `${day}, ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * "22 Nov 2026". A "YYYY-MM-DD" string is that calendar day in every time zone; a timestamp or a
 * Date is shown as the viewer's local day. DATE_FALLBACKS.missing ("No date") for null, undefined
 * and blank strings; DATE_FALLBACKS.invalid ("Invalid date") for anything unparsable, including
 * impossible days ("2026-02-30") and non-ISO text.
 */
export function formatDate(value: DateInput): string {
  return formatClassified(value, {
    calendar: (date) => specStyleDay(date.year, date.month - 1, date.day) ?? calendarDates().format(calendarDateToUtc(date)),
    instant: (date) => specStyleDay(date.getFullYear(), date.getMonth(), date.getDate()) ?? localDates().format(date),
  });
}

/**
 * "22 Nov 2026, 14:05" in the viewer's local time, 24-hour clock. A bare "YYYY-MM-DD" has no time,
 * so it is shown as local midnight of that day ("22 Nov 2026, 00:00"). Same fallbacks as formatDate.
 */
export function formatDateTime(value: DateInput): string {
  return formatClassified(value, {
    calendar: ({ year, month, day }) => {
      const localMidnight = new Date(0);
      localMidnight.setFullYear(year, month - 1, day);
      localMidnight.setHours(0, 0, 0, 0);
      return specStyleDateTime(localMidnight) ?? localDateTimes().format(localMidnight);
    },
    instant: (date) => specStyleDateTime(date) ?? localDateTimes().format(date),
  });
}

/**
 * "22 Nov": a calendar day without its year, for a range within one year (capacity.ts's
 * formatDayRange). The same fallbacks as formatDate.
 */
export function formatDayMonth(value: string): string {
  const date = parseCalendarDate(value.trim());
  if (!date) return value.trim() === '' ? DATE_FALLBACKS.missing : DATE_FALLBACKS.invalid;
  if (isSpecStyle()) return `${date.day} ${SPEC_MONTHS[date.month - 1]}`;
  return dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(calendarDateToUtc(date));
}

/** "22 Nov 2026 – 29 Nov 2026" (en dash); each end falls back on its own like formatDate. */
export function formatDateRange(start: DateInput, end: DateInput): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

/**
 * The local calendar day of a Date as "YYYY-MM-DD" (what a date input shows the viewer).
 * @throws RangeError for an invalid Date.
 */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Cannot convert an invalid Date to a calendar date');
  return formatCalendarDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Today's local calendar date, "YYYY-MM-DD"; pass `now` to fix the clock in tests. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}

/**
 * Today's calendar date in UTC, "YYYY-MM-DD": the server's clock for the dates every process must
 * agree on (offer validity and expiry, what capacity a cancellation frees); pass `now` in tests.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Moves a calendar date by whole days (negative goes back): addDays('2026-11-22', 7) ->
 * '2026-11-29'. Computed in UTC, so daylight-saving changes can never skip or repeat a day.
 * @throws RangeError when isoDate is not a real "YYYY-MM-DD" date or days is not an integer.
 */
export function addDays(isoDate: string, days: number): string {
  const start = requireCalendarDate(isoDate, 'isoDate');
  if (!Number.isInteger(days)) throw new RangeError(`days must be a whole number: ${days}`);
  const date = calendarDateToUtc(start);
  date.setUTCDate(date.getUTCDate() + days);
  return formatCalendarDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/**
 * Whole calendar days from start to end (end minus start): ('2026-11-22', '2026-11-29') -> 7,
 * the same day -> 0, end before start -> negative. Callers add 1 where the spec counts both ends.
 * @throws RangeError when either argument is not a real "YYYY-MM-DD" date.
 */
export function daysBetween(startIso: string, endIso: string): number {
  const start = calendarDateToUtc(requireCalendarDate(startIso, 'startIso'));
  const end = calendarDateToUtc(requireCalendarDate(endIso, 'endIso'));
  return Math.round((end.getTime() - start.getTime()) / MS_PER_DAY);
}

/**
 * Days a period covers, counting both ends: 22 Nov to 22 Nov is 1 day, 1 to 10 November is 10.
 * The one rule for every day count the user sees or pays: the inquiry's estimate, each offer
 * allocation's charge and the booking's period (see docs/decisions/076-one-day-count-both-ends.md). Null when a
 * date is not a real "YYYY-MM-DD" date or the end is before the start.
 */
export function periodDays(startIso: string, endIso: string): number | null {
  if (!isIsoDate(startIso) || !isIsoDate(endIso)) return null;
  const difference = daysBetween(startIso, endIso);
  return difference < 0 ? null : difference + 1;
}
