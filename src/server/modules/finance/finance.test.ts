import { describe, expect, it } from 'vitest';
import { type FinanceOverview, FINANCE_SECTIONS, financeCsvPath } from '@shared/contracts/finance';
import type { InvoiceDocument } from '@shared/contracts/invoices';
import { addDays, todayUtc } from '@shared/dates';
import { centsToEuroInput } from '@shared/money';
import { INVOICED_FIXTURE, invoicingCalls } from '../invoices/invoices.test-support';
import { CAST, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import type { Viewer } from '../../platform/viewer';
import { getFinanceOverview } from './finance.service';

const t = useTestApp();
const [admin, trader, owner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.owner);
const { call, invoicedBooking } = invoicingCalls(t, { admin, trader, owner });

/** The owner's part of the fixture's invoice: its space and service lines (the fee is the platform's; commission 0 %). */
const OWNED = INVOICED_FIXTURE.spaceCents + INVOICED_FIXTURE.serviceCents;

async function overview(who: SignedInUser = admin): Promise<FinanceOverview> {
  const response = await call('GET', who, '/api/admin/finance');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FinanceOverview>();
}

async function documentOf(id: string): Promise<InvoiceDocument> {
  return (await call('GET', admin, `/api/invoices/${id}`)).json<InvoiceDocument>();
}

async function pay(invoice: InvoiceDocument, amountCents: number) {
  const response = await call('POST', admin, `/api/invoices/${invoice.id}/payments`, { paidOn: todayUtc(), amountCents, method: 'bank_transfer', reference: 'FIN' });
  expect(response.statusCode, response.body).toBe(201);
}

async function credit(invoice: InvoiceDocument, netCents: number): Promise<InvoiceDocument> {
  const response = await call('POST', admin, `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Damaged pallet', netCents });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceDocument>();
}

const ownerRow = (view: FinanceOverview) => view.payables.owners.find((row) => row.ownerId === owner.user.id) ?? { payableCents: 0, earnedCents: 0 };
const receivableOf = (view: FinanceOverview, invoiceId: string) => view.receivables.items.find((item) => item.invoiceId === invoiceId);
const vatRowOf = (view: FinanceOverview, month: string, basisPoints: number) =>
  view.vat.rows.find((row) => row.month === month && row.vatBasisPoints === basisPoints) ?? { netCents: 0, vatChargedCents: 0, vatCreditedCents: 0, vatCents: 0 };
const thisMonth = () => todayUtc().slice(0, 7);

describe('the finance overview (decision 223)', () => {
  it('shows what traders owe per invoice as the documents say: totals less payments and credit notes, aged by due date', async () => {
    const { invoice: unpaid } = await invoicedBooking();
    const { invoice: partly } = await invoicedBooking();
    const { invoice: paid } = await invoicedBooking();
    await pay(partly, 1_000);
    await credit(partly, 10_000);
    await pay(paid, paid.totalCents);

    const view = await overview();
    const partlyNow = await documentOf(partly.id);
    expect(receivableOf(view, unpaid.id)).toMatchObject({ number: unpaid.number, dueDate: unpaid.dueDate, openCents: unpaid.totalCents, bucket: 'current' });
    expect(partlyNow.paidCents).toBe(1_000);
    expect(partlyNow.creditedCents).toBeGreaterThan(0);
    expect(receivableOf(view, partly.id)?.openCents).toBe(partly.totalCents - partlyNow.paidCents - partlyNow.creditedCents);
    expect(receivableOf(view, partly.id)?.openCents).toBe(partlyNow.openCents);
    expect(receivableOf(view, paid.id)).toBeUndefined();
    // Every bucket adds up to the total, and the count is the invoices listed.
    expect(view.receivables.buckets.reduce((total, bucket) => total + bucket.openCents, 0)).toBe(view.receivables.openCents);
    expect(view.receivables.buckets.reduce((total, bucket) => total + bucket.count, 0)).toBe(view.receivables.count);
    expect(view.receivables.items.reduce((total, item) => total + item.openCents, 0)).toBe(view.receivables.openCents);

    // The same books 45 days after the due date: the unpaid invoice is 31–60 days overdue.
    const viewer: Viewer = { id: admin.user.id, email: admin.user.email, firstName: null, lastName: null, locale: null, roles: ['administrator'], sessionId: 'test' };
    const later = await getFinanceOverview(t.db, viewer, new Date(`${addDays(unpaid.dueDate, 45)}T12:00:00Z`));
    expect(receivableOf(later, unpaid.id)).toMatchObject({ daysPastDue: 45, bucket: 'days_31_60', openCents: unpaid.totalCents });
    expect(later.receivables.buckets.find((bucket) => bucket.bucket === 'days_31_60')!.openCents).toBeGreaterThanOrEqual(unpaid.totalCents);
  });

  it('sums VAT per rate and month as the documents charged it, credit notes taken back', async () => {
    const before = await overview();
    const { invoice } = await invoicedBooking();
    const creditNote = await credit(invoice, 5_000);
    const after = await overview();
    const rate = invoice.lines[0]!.vatBasisPoints;
    expect(rate).toBeGreaterThan(0);
    const [was, now] = [vatRowOf(before, thisMonth(), rate), vatRowOf(after, thisMonth(), rate)];
    expect(now.vatChargedCents - was.vatChargedCents).toBe(invoice.vatCents);
    expect(now.vatCreditedCents - was.vatCreditedCents).toBe(-creditNote.vatCents);
    expect(now.vatCents - was.vatCents).toBe(invoice.vatCents + creditNote.vatCents);
    expect(now.netCents - was.netCents).toBe(invoice.netCents + creditNote.netCents);
    expect(after.vat.vatCents - before.vat.vatCents).toBe(invoice.vatCents + creditNote.vatCents);
  });

  it('moves a payment from the receivables and makes the owner share payable; the fee is revenue', async () => {
    const before = await overview();
    const { invoice } = await invoicedBooking();
    const issued = await overview();
    expect(issued.receivables.openCents - before.receivables.openCents).toBe(invoice.totalCents);
    expect(ownerRow(issued).earnedCents - ownerRow(before).earnedCents).toBe(OWNED);
    expect(ownerRow(issued).payableCents).toBe(ownerRow(before).payableCents);
    const month = (view: FinanceOverview) => view.revenue.months.at(-1)!;
    expect(month(issued).month).toBe(thisMonth());
    expect(issued.revenue.months).toHaveLength(12);
    expect(month(issued).platformFeeCents - month(before).platformFeeCents).toBe(INVOICED_FIXTURE.feeCents);

    await pay(invoice, invoice.totalCents);
    const paid = await overview();
    expect(receivableOf(paid, invoice.id)).toBeUndefined();
    expect(paid.receivables.openCents).toBe(before.receivables.openCents);
    expect(ownerRow(paid).payableCents - ownerRow(issued).payableCents).toBe(OWNED);
    expect(ownerRow(paid).earnedCents).toBe(ownerRow(before).earnedCents);
    expect(paid.payables.owners.find((row) => row.ownerId === owner.user.id)?.ownerName).toBe('Otto Owner');
    expect(paid.payables.payableCents).toBe(paid.payables.owners.reduce((total, row) => total + row.payableCents, 0));
  });

  it('writes each section as CSV with the figures of the JSON', async () => {
    const { invoice } = await invoicedBooking();
    await pay(invoice, 2_000);
    const view = await overview();
    const lastRow = (body: string) => body.trimEnd().split('\r\n').at(-1)!.split(',');
    const csv: Record<string, string> = {};
    for (const section of FINANCE_SECTIONS) {
      const response = await call('GET', admin, financeCsvPath(section));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toContain(`finance-${section}-${view.asOf}.csv`);
      csv[section] = response.body;
    }
    const money = centsToEuroInput;
    expect(lastRow(csv.receivables!)).toEqual(['Total', `${view.receivables.count} invoices`, view.asOf, '', '', money(view.receivables.openCents)]);
    const item = receivableOf(view, invoice.id)!;
    expect(csv.receivables).toContain(`${item.number},`);
    expect(csv.receivables).toContain(`,${item.dueDate},${item.daysPastDue},`);
    expect(csv.receivables).toContain(`,${money(item.openCents)}\r\n`);
    expect(lastRow(csv.vat!)).toEqual(['Total', '', '', '', '', money(view.vat.vatCents)]);
    for (const row of view.vat.rows) {
      expect(csv.vat).toContain([row.month, (row.vatBasisPoints / 100).toFixed(2), money(row.netCents), money(row.vatChargedCents), money(row.vatCreditedCents), money(row.vatCents)].join(','));
    }
    expect(lastRow(csv.payables!)).toEqual(['Total', '', money(view.payables.payableCents), money(view.payables.earnedCents)]);
    const mine = ownerRow(view);
    expect(csv.payables).toContain(`Otto Owner,${owner.user.id},${money(mine.payableCents)},${money(mine.earnedCents)}`);
    expect(lastRow(csv.revenue!)).toEqual(['Total', money(view.revenue.platformFeeCents), money(view.revenue.commissionCents), money(view.revenue.totalCents)]);
    expect(csv.revenue!.trimEnd().split('\r\n')).toHaveLength(1 + 12 + 1);
  });

  it('is for administrators only: a trader or an owner gets 403, a visitor 401', async () => {
    for (const path of ['/api/admin/finance', financeCsvPath('receivables'), financeCsvPath('revenue')]) {
      for (const who of [trader, owner]) {
        const refused = await call('GET', who, path);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json<{ error: { code: string } }>().error.code).toBe('forbidden');
      }
      expect((await call('GET', null, path)).statusCode, path).toBe(401);
    }
  });

  it('is in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/admin/finance', ...FINANCE_SECTIONS.map(financeCsvPath)]));
  });
});
