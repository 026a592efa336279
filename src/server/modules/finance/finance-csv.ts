/**
 * The finance overview's sections as CSV (issue #39, decision 223): the same figures as the JSON,
 * amounts in euros with a dot and two decimals, each file ending with its total row.
 */
import type { FinanceOverview, FinanceSection } from '@shared/contracts/finance';
import { AGING_BUCKET_LABELS } from '@shared/finance';
import { centsToEuroInput } from '@shared/money';
import { csvRows } from '../../platform/csv';

const money = centsToEuroInput;
const rate = (basisPoints: number) => (basisPoints / 100).toFixed(2);

export function financeCsv(overview: FinanceOverview, section: FinanceSection): string {
  switch (section) {
    case 'receivables':
      return csvRows([
        ['Invoice', 'Buyer', 'Due date', 'Days past due', 'Aging', 'Open'],
        ...overview.receivables.items.map((item) => [item.number, item.buyerName, item.dueDate, String(item.daysPastDue), AGING_BUCKET_LABELS[item.bucket], money(item.openCents)]),
        ...overview.receivables.buckets.map((bucket) => [`Total ${AGING_BUCKET_LABELS[bucket.bucket]}`, `${bucket.count} invoices`, '', '', '', money(bucket.openCents)]),
        ['Total', `${overview.receivables.count} invoices`, overview.asOf, '', '', money(overview.receivables.openCents)],
      ]);
    case 'vat':
      return csvRows([
        ['Month', 'VAT rate (%)', 'Net', 'VAT charged', 'VAT credited', 'VAT'],
        ...overview.vat.rows.map((row) => [row.month, rate(row.vatBasisPoints), money(row.netCents), money(row.vatChargedCents), money(row.vatCreditedCents), money(row.vatCents)]),
        ['Total', '', '', '', '', money(overview.vat.vatCents)],
      ]);
    case 'payables':
      return csvRows([
        ['Owner', 'Owner id', 'Payable', 'Awaiting trader payment'],
        ...overview.payables.owners.map((owner) => [owner.ownerName, owner.ownerId, money(owner.payableCents), money(owner.earnedCents)]),
        ['Total', '', money(overview.payables.payableCents), money(overview.payables.earnedCents)],
      ]);
    case 'revenue':
      return csvRows([
        ['Month', 'Platform fee', 'Owner commission', 'Revenue'],
        ...overview.revenue.months.map((month) => [month.month, money(month.platformFeeCents), money(month.commissionCents), money(month.totalCents)]),
        ['Total', money(overview.revenue.platformFeeCents), money(overview.revenue.commissionCents), money(overview.revenue.totalCents)],
      ]);
  }
}
