import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@shared/contracts/invoices';
import { todayUtc } from '@shared/dates';
import { basisPointsOfCents } from '@shared/money';
import { rowsOf } from '../../db/client';
import { platformConfig } from '../../db/schema';
import { INVOICED_FIXTURE, invoicingCalls } from '../invoices/invoices.test-support';
import { CAST, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [admin, trader, owner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.owner);
const { call, invoicedBooking } = invoicingCalls(t, { admin, trader, owner });

type Entry = { event: string; account: string; partyId: string | null; amountCents: number; occurredOn: string };

/** The entries posted about an invoice (its issue, credit notes, payments and settlement), in the order written. */
async function entriesOf(invoiceId: string): Promise<Entry[]> {
  return rowsOf<Entry>(
    t.db,
    sql`select p.event, e.account, e.party_id as "partyId", e.amount_cents as "amountCents", e.occurred_on::text as "occurredOn"
      from ledger_entries e join ledger_postings p on p.id = e.posting_id
      where p.invoice_id = ${invoiceId} order by p.created_at, p.id, e.account`,
  );
}

/** Sums per event and account, with the party where the account has one: what a reader of the books sees. */
function byEvent(entries: readonly Entry[]): Record<string, Record<string, number>> {
  const sums: Record<string, Record<string, number>> = {};
  for (const entry of entries) {
    const key = entry.partyId === owner.user.id ? `${entry.account}:owner` : entry.partyId === trader.user.id ? `${entry.account}:trader` : entry.account;
    sums[entry.event] ??= {};
    sums[entry.event]![key] = (sums[entry.event]![key] ?? 0) + entry.amountCents;
  }
  return sums;
}

async function pay(invoice: InvoiceDocument, amountCents: number, paidOn = todayUtc()) {
  const response = await call('POST', admin, `/api/invoices/${invoice.id}/payments`, { paidOn, amountCents, method: 'bank_transfer', reference: '' });
  expect(response.statusCode, response.body).toBe(201);
}

describe('the ledger of an invoice (decision 219)', () => {
  it('posts its issue, each payment, and its settlement, which makes the owner share payable on the day of the last payment', async () => {
    const { invoice } = await invoicedBooking();
    const owned = INVOICED_FIXTURE.spaceCents + INVOICED_FIXTURE.serviceCents;
    expect(byEvent(await entriesOf(invoice.id))).toEqual({
      invoice_issued: {
        'trader_receivable:trader': invoice.totalCents,
        vat_payable: -invoice.vatCents,
        platform_fee: -INVOICED_FIXTURE.feeCents,
        'owner_earned:owner': -owned,
      },
    });

    await pay(invoice, 1_000);
    const paidOn = todayUtc();
    await pay(invoice, invoice.totalCents - 1_000, paidOn);
    const books = byEvent(await entriesOf(invoice.id));
    expect(books.payment_received).toEqual({ bank: invoice.totalCents, 'trader_receivable:trader': -invoice.totalCents });
    expect(books.invoice_settled).toEqual({ 'owner_earned:owner': owned, 'owner_payable:owner': -owned });
    expect((await entriesOf(invoice.id)).filter((entry) => entry.event === 'invoice_settled').map((entry) => entry.occurredOn)).toEqual([paidOn, paidOn]);
  });

  it('splits a credit note in the invoice proportions, and settles what is left to the owner when the rest is paid', async () => {
    const { invoice } = await invoicedBooking();
    const credited = await call('POST', admin, `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Damaged pallet', netCents: 10_000 });
    expect(credited.statusCode, credited.body).toBe(201);
    const creditNote = credited.json<InvoiceDocument>();
    const books = byEvent(await entriesOf(invoice.id));
    // 10,000 of a 58,002 net: the owner earned 48,335 of it, the platform 9,667.
    expect(books.credit_note_issued).toEqual({
      'trader_receivable:trader': creditNote.totalCents,
      vat_payable: -creditNote.vatCents,
      platform_fee: 1_667,
      'owner_earned:owner': 8_333,
    });
    await pay(invoice, invoice.totalCents + creditNote.totalCents);
    const owned = INVOICED_FIXTURE.spaceCents + INVOICED_FIXTURE.serviceCents - 8_333;
    expect(byEvent(await entriesOf(invoice.id)).invoice_settled).toEqual({ 'owner_earned:owner': owned, 'owner_payable:owner': -owned });
  });

  it('settles an invoice whose rest a credit note takes back: the owner is owed their share of what was paid', async () => {
    const { invoice } = await invoicedBooking();
    await pay(invoice, 10_000);
    const rest = invoice.totalCents - 10_000;
    // The net whose total at the invoice's 24 % is exactly what is open (the fixture's figures have one).
    const net = [-1, 0, 1].map((step) => Math.floor(rest / 1.24) + step).find((candidate) => candidate + basisPointsOfCents(candidate, 2_400) === rest);
    expect(net, 'a net that closes the invoice').toBeDefined();
    const credited = await call('POST', admin, `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Goods left early', netCents: net });
    expect(credited.statusCode, credited.body).toBe(201);
    // The credit note settled it, in its own transaction: what the owner earned less what it took back is payable.
    const books = byEvent(await entriesOf(invoice.id));
    const earned = -(books.invoice_issued!['owner_earned:owner']! + books.credit_note_issued!['owner_earned:owner']!);
    expect(earned).toBeGreaterThan(0);
    expect(books.invoice_settled).toEqual({ 'owner_earned:owner': earned, 'owner_payable:owner': -earned });
  });

  it('posts nothing payable for an invoice credited in full', async () => {
    const { invoice } = await invoicedBooking();
    expect((await call('POST', admin, `/api/invoices/${invoice.id}/credit-notes`, { reason: 'Booking cancelled', netCents: null })).statusCode).toBe(201);
    const books = byEvent(await entriesOf(invoice.id));
    expect(books.credit_note_issued!['owner_earned:owner']).toBe(INVOICED_FIXTURE.spaceCents + INVOICED_FIXTURE.serviceCents);
    expect(books.invoice_settled).toBeUndefined();
  });

  it('takes the owner commission of the settings at issue from the owner amounts, as revenue of its own', async () => {
    await t.db.update(platformConfig).set({ ownerCommissionPercentage: '12.5' }).where(eq(platformConfig.id, 1));
    try {
      const { invoice } = await invoicedBooking();
      const owned = INVOICED_FIXTURE.spaceCents + INVOICED_FIXTURE.serviceCents;
      // 12.5 % of €483.35 is €60.42 (60.41875, rounded once, half away from zero).
      expect(byEvent(await entriesOf(invoice.id)).invoice_issued).toMatchObject({ 'owner_commission:owner': -6_042, 'owner_earned:owner': -(owned - 6_042) });
    } finally {
      await t.db.update(platformConfig).set({ ownerCommissionPercentage: '0' }).where(eq(platformConfig.id, 1));
    }
  });

  it('adds up to zero over every posting, and every account balances against the documents', async () => {
    const [row] = await rowsOf<{ unbalanced: number; total: number }>(
      t.db,
      sql`select count(*) filter (where s <> 0)::int as unbalanced, coalesce(sum(s), 0)::int as total
        from (select sum(amount_cents) as s from ledger_entries group by posting_id) postings`,
    );
    expect(row).toEqual({ unbalanced: 0, total: 0 });
    const [books] = await rowsOf<{ ledger: number; documents: number }>(
      t.db,
      sql`select (select coalesce(sum(amount_cents), 0) from ledger_entries where account = 'trader_receivable')::int as ledger,
        (select coalesce(sum(total_cents - paid_cents), 0) from invoices)::int as documents`,
    );
    expect(books!.ledger).toBe(books!.documents);
  });
});

describe('the ledger table', () => {
  it('refuses to change or remove an entry or a posting: a correction is a new posting', async () => {
    // Drizzle wraps the database's error: its message is the cause's.
    const refusal = (statement: Promise<unknown>) => statement.then(() => 'done', (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message));
    expect(await refusal(t.db.execute(sql`update ledger_entries set amount_cents = amount_cents + 1`))).toMatch(/append-only: UPDATE on ledger_entries/);
    expect(await refusal(t.db.execute(sql`delete from ledger_entries`))).toMatch(/append-only: DELETE on ledger_entries/);
    expect(await refusal(t.db.execute(sql`update ledger_postings set memo = 'changed'`))).toMatch(/append-only: UPDATE on ledger_postings/);
  });

  // Drizzle wraps the database's error ("Failed query: …"): its message is the cause's.
  const failureOf = (work: Promise<unknown>) => work.then(() => 'committed', (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`);

  it('refuses a posting whose entries do not add up to zero, as they are written, and its transaction with it', async () => {
    const committed = t.db.transaction(async (tx) => {
      const [posting] = await rowsOf<{ id: string }>(tx, sql`insert into ledger_postings (event, occurred_on) values ('adjustment', current_date) returning id`);
      await tx.execute(sql`insert into ledger_entries (posting_id, account, amount_cents, occurred_on) values (${posting!.id}, 'bank', 100, current_date), (${posting!.id}, 'vat_payable', -99, current_date)`);
    });
    expect(await failureOf(committed)).toMatch(/does not balance: 1 cents/);
    const [left] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from ledger_postings where event = 'adjustment'`);
    expect(left!.n).toBe(0);
  });

  it('refuses an entry added later to a posting that balanced', async () => {
    const [posting] = await rowsOf<{ id: string }>(t.db, sql`select posting_id as id from ledger_entries limit 1`);
    const added = t.db.execute(sql`insert into ledger_entries (posting_id, account, amount_cents, occurred_on) values (${posting!.id}, 'bank', 1, current_date)`);
    expect(await failureOf(added)).toMatch(/does not balance: 1 cents/);
  });
});
