import { addDays, todayUtc } from '../../src/shared/dates';

/**
 * Successive future periods of `days` days (both ends included), each starting `step` days after the
 * one before (the first `start + step` days from today): every inquiry of a test file gets dates of its
 * own, so neither the duplicate check nor another test's capacity trips it by accident.
 */
export function futurePeriods({ start = 100, step, days = 10 }: { start?: number; step: number; days?: number }) {
  const today = todayUtc();
  let offset = start;
  return (): { startDate: string; endDate: string } => {
    offset += step;
    return { startDate: addDays(today, offset), endDate: addDays(today, offset + days - 1) };
  };
}
