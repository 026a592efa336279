/**
 * The finance overview's pure rules (issue #39, decision 223): how an open invoice is aged, and the
 * months the revenue chart covers. Free of zod: the page and the server both use them.
 */
import { daysBetween } from './dates';
import { dateFormat, isSpecStyle, numberFormat } from './display-locale';

/** The aging buckets of the receivables, by days past the invoice's due date. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current (not yet due)',
  days_1_30: '1–30 days overdue',
  days_31_60: '31–60 days overdue',
  days_61_90: '61–90 days overdue',
  over_90: 'Over 90 days overdue',
};

/** Whole days from the due date to `today`: 0 on the due date, negative before it. */
export function daysPastDue(dueDate: string, today: string): number {
  return daysBetween(dueDate, today);
}

/** The bucket of an invoice so many days past its due date: not past it (0 or less) is current. */
export function agingBucketOf(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'over_90';
}

/** Every bucket's count and open amount (every bucket present, empty ones at 0), in bucket order. */
export function ageReceivables(
  items: readonly { dueDate: string; openCents: number }[],
  today: string,
): { bucket: AgingBucket; count: number; openCents: number }[] {
  const sums = new Map(AGING_BUCKETS.map((bucket) => [bucket, { bucket, count: 0, openCents: 0 }]));
  for (const item of items) {
    const sum = sums.get(agingBucketOf(daysPastDue(item.dueDate, today)))!;
    sum.count += 1;
    sum.openCents += item.openCents;
  }
  return [...sums.values()];
}

/** The `count` months ending with today's, oldest first, "YYYY-MM" (UTC calendar months). */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" -> "Nov 2026" (in another reader's language, its own: "nov. 2026"). */
export function formatFinanceMonth(month: string): string {
  const [year, number] = month.split('-');
  if (!isSpecStyle()) return dateFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return `${MONTH_NAMES[Number(number) - 1] ?? number} ${year}`;
}

/** A VAT rate in basis points as a percentage: 2400 -> "24%", 550 -> "5.5%". */
export function formatVatRate(basisPoints: number): string {
  if (!isSpecStyle()) return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}
