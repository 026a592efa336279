import { z } from 'zod';
import { AGING_BUCKETS } from '../finance';

// The finance overview (issue #39, decision 223): four sections read from the ledger, so its figures
// agree with owners' statements, payout runs and the CSV exports. Amounts in cents.

/** The four sections, each with its CSV (GET /api/admin/finance/:section.csv). */
export const FINANCE_SECTIONS = ['receivables', 'vat', 'payables', 'revenue'] as const;
export type FinanceSection = (typeof FINANCE_SECTIONS)[number];

/** The path of a section's CSV, for the page's download links. */
export function financeCsvPath(section: FinanceSection): string {
  return `/api/admin/finance/${section}.csv`;
}

/** An invoice with money open: what the trader still owes on it (its total less payments and credit notes). */
export const openReceivable = z.object({
  invoiceId: z.string(),
  number: z.string(),
  buyerName: z.string(),
  dueDate: z.string(),
  /** Days from the due date to asOf: negative before it. */
  daysPastDue: z.number().int(),
  bucket: z.enum(AGING_BUCKETS),
  openCents: z.number().int(),
});
export type OpenReceivable = z.infer<typeof openReceivable>;

export const agingBucketSum = z.object({ bucket: z.enum(AGING_BUCKETS), count: z.number().int(), openCents: z.number().int() });

/** One VAT rate in one month (of the documents' issue dates): what the invoices charged and the credit notes took back. */
export const vatRow = z.object({
  /** "YYYY-MM". */
  month: z.string(),
  vatBasisPoints: z.number().int(),
  /** The documents' net amounts (the taxable amount), credit notes deducted. */
  netCents: z.number().int(),
  /** VAT charged by the invoices issued (the VAT account's credits). */
  vatChargedCents: z.number().int(),
  /** VAT taken back by credit notes (its debits), as a positive amount. */
  vatCreditedCents: z.number().int(),
  /** Charged less credited: what is owed for the month at the rate. */
  vatCents: z.number().int(),
});
export type VatRow = z.infer<typeof vatRow>;

/** An owner's balances: payable (settled by the trader, not paid out) and earned (awaiting the trader's payment). */
export const ownerPayable = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  payableCents: z.number().int(),
  earnedCents: z.number().int(),
});
export type OwnerPayable = z.infer<typeof ownerPayable>;

/** The platform's revenue in a month (of the documents' issue dates): its fee and the owners' commission. */
export const revenueMonth = z.object({
  month: z.string(),
  platformFeeCents: z.number().int(),
  commissionCents: z.number().int(),
  totalCents: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonth>;

/** GET /api/admin/finance. */
export const financeOverview = z.object({
  /** The day the receivables are aged on, "YYYY-MM-DD" (UTC). */
  asOf: z.string(),
  receivables: z.object({
    buckets: z.array(agingBucketSum),
    count: z.number().int(),
    openCents: z.number().int(),
    /** Every invoice with money open, most overdue first. */
    items: z.array(openReceivable),
  }),
  vat: z.object({
    /** Newest month first, then by rate. */
    rows: z.array(vatRow),
    vatCents: z.number().int(),
  }),
  payables: z.object({
    /** Owners with a payable or earned balance, by name. */
    owners: z.array(ownerPayable),
    payableCents: z.number().int(),
    earnedCents: z.number().int(),
  }),
  revenue: z.object({
    /** The last 12 months, oldest first, months without revenue at 0. */
    months: z.array(revenueMonth),
    platformFeeCents: z.number().int(),
    commissionCents: z.number().int(),
    totalCents: z.number().int(),
  }),
});
export type FinanceOverview = z.infer<typeof financeOverview>;
