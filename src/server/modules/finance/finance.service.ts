/**
 * The finance overview (issue #39, decision 223): receivables with aging, VAT per rate and month,
 * payables to owners, and the platform's revenue per month, all read from the ledger, so they agree
 * with owners' statements, payout runs and the CSV exports. Invoice numbers, due dates and VAT rates
 * come from the invoices module; owners' names from the users module.
 */
import type { FinanceOverview, FinanceSection, OpenReceivable, RevenueMonth, VatRow } from '@shared/contracts/finance';
import { todayUtc } from '@shared/dates';
import { sumCents } from '@shared/money';
import { ageReceivables, agingBucketOf, daysPastDue, lastMonths } from '@shared/finance';
import type { Database } from '../../db/client';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { readInvoiceFinanceFacts } from '../invoices/invoices.service';
import { readFinanceBalances } from '../ledger/ledger.service';
import { findPeople } from '../users/users.service';
import { financeCsv } from './finance-csv';

/** The months the revenue chart covers: this one and the 11 before. */
const REVENUE_MONTHS = 12;

/** GET /api/admin/finance: the four sections, as of today (UTC). */
export async function getFinanceOverview(db: Database, viewer: Viewer | null, now: Date = new Date()): Promise<FinanceOverview> {
  requirePermission(viewer, 'finance:view');
  const asOf = todayUtc(now);
  const months = lastMonths(asOf, REVENUE_MONTHS);
  const balances = await readFinanceBalances(db, `${months[0]}-01`);
  const facts = await readInvoiceFinanceFacts(db, balances.receivables.map((row) => row.invoiceId));

  const items: OpenReceivable[] = balances.receivables.map((row) => {
    const fact = facts.get(row.invoiceId);
    // A posting's invoice always exists (a foreign key checked at commit); the fallback only keeps a figure from vanishing.
    const dueDate = fact?.dueDate ?? asOf;
    const days = daysPastDue(dueDate, asOf);
    return { invoiceId: row.invoiceId, number: fact?.number ?? row.invoiceId, buyerName: fact?.buyerName ?? '', dueDate, daysPastDue: days, bucket: agingBucketOf(days), openCents: row.openCents };
  });
  items.sort((a, b) => b.daysPastDue - a.daysPastDue || a.number.localeCompare(b.number, 'en'));

  const vatRows: VatRow[] = balances.documentVat.map((row) => ({ ...row, vatCents: row.vatChargedCents - row.vatCreditedCents }));
  vatRows.sort((a, b) => b.month.localeCompare(a.month) || b.vatBasisPoints - a.vatBasisPoints);

  const people = await findPeople(db, balances.owners.map((row) => row.ownerId));
  const owners = balances.owners.map((row) => ({ ...row, ownerName: people.get(row.ownerId)?.name ?? 'Unknown owner' }));
  owners.sort((a, b) => a.ownerName.localeCompare(b.ownerName, 'en') || a.ownerId.localeCompare(b.ownerId));

  const revenueByMonth = new Map(balances.revenue.map((row) => [row.month, row]));
  const revenue: RevenueMonth[] = months.map((month) => {
    const row = revenueByMonth.get(month);
    const platformFeeCents = row?.platformFeeCents ?? 0;
    const commissionCents = row?.commissionCents ?? 0;
    return { month, platformFeeCents, commissionCents, totalCents: platformFeeCents + commissionCents };
  });

  return {
    asOf,
    receivables: { buckets: ageReceivables(items, asOf), count: items.length, openCents: sumCents(items.map((item) => item.openCents)), items },
    vat: { rows: vatRows, vatCents: sumCents(vatRows.map((row) => row.vatCents)) },
    payables: { owners, payableCents: sumCents(owners.map((owner) => owner.payableCents)), earnedCents: sumCents(owners.map((owner) => owner.earnedCents)) },
    revenue: {
      months: revenue,
      platformFeeCents: sumCents(revenue.map((month) => month.platformFeeCents)),
      commissionCents: sumCents(revenue.map((month) => month.commissionCents)),
      totalCents: sumCents(revenue.map((month) => month.totalCents)),
    },
  };
}

/** A section of the overview as CSV: the same figures as its JSON, read the same way. */
export async function getFinanceCsv(db: Database, viewer: Viewer | null, section: FinanceSection): Promise<{ fileName: string; body: string }> {
  const overview = await getFinanceOverview(db, viewer);
  return { fileName: `finance-${section}-${overview.asOf}.csv`, body: financeCsv(overview, section) };
}
