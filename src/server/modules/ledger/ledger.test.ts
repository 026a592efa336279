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
      // Paid in full, the owner is owed their share less the commission.
      await pay(invoice, invoice.totalCents);
      expect(byEvent(await entriesOf(invoice.id)).invoice_settled).toEqual({ 'owner_earned:owner': owned - 6_042, 'owner_payable:owner': -(owned - 6_042) });
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
  it('keeps its sums (decision 224) equal to its entries added up one by one, after issues, commission, credit notes, payments and settlements', async () => {
    // The earlier cases left all of these in the books; the sums must hold rows, not agree by being empty.
    const sorted = async <Row>(query: ReturnType<typeof sql>) => (await rowsOf<Row>(t.db, query)).map((row) => JSON.stringify(row)).sort();
    const kept = {
      invoices: await sorted(sql`select invoice_id, account, amount_cents::bigint::text as cents from ledger_invoice_sums where amount_cents <> 0`),
      documents: await sorted(sql`select month::text, vat_basis_points, account, debit_cents::bigint::text as debit, credit_cents::bigint::text as credit from ledger_document_sums`),
      owners: await sorted(sql`select owner_id, month::text, event, account, amount_cents::bigint::text as cents, commission_cents::bigint::text as commission from ledger_owner_sums`),
      movements: await sorted(sql`select owner_id, posting_id, payable_cents::bigint::text as cents, commission_cents::bigint::text as commission from ledger_payable_movements`),
    };
    const added = {
      invoices: await sorted(sql`select p.invoice_id, e.account, sum(e.amount_cents)::bigint::text as cents
        from ledger_entries e join ledger_postings p on p.id = e.posting_id
        where p.invoice_id is not null and e.account in ('trader_receivable', 'owner_commission')
        group by 1, 2 having sum(e.amount_cents) <> 0`),
      documents: await sorted(sql`select to_char(e.occurred_on, 'YYYY-MM-01') as month, i.vat_basis_points, e.account,
          coalesce(sum(e.amount_cents) filter (where e.amount_cents > 0), 0)::bigint::text as debit, coalesce(-sum(e.amount_cents) filter (where e.amount_cents < 0), 0)::bigint::text as credit
        from ledger_entries e join ledger_postings p on p.id = e.posting_id
        join lateral (select max(l.vat_basis_points) as vat_basis_points from invoice_lines l where l.invoice_id = p.invoice_id) i on true
        where p.event in ('invoice_issued', 'credit_note_issued') group by 1, 2, 3`),
      owners: await sorted(sql`select e.party_id as owner_id, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-01') as month, p.event, e.account, sum(e.amount_cents)::bigint::text as cents,
          coalesce(sum((select -sum(c.amount_cents) from ledger_entries c join ledger_postings cp on cp.id = c.posting_id
            where cp.invoice_id = p.invoice_id and c.account = 'owner_commission')) filter (where p.event = 'invoice_settled' and e.account = 'owner_payable'), 0)::bigint::text as commission
        from ledger_entries e join ledger_postings p on p.id = e.posting_id
        where e.account in ('owner_earned', 'owner_payable') group by 1, 2, 3, 4`),
      movements: await sorted(sql`select e.party_id as owner_id, e.posting_id, (-sum(e.amount_cents))::bigint::text as cents,
          (case when p.event = 'invoice_settled' then coalesce((select -sum(c.amount_cents) from ledger_entries c join ledger_postings cp on cp.id = c.posting_id
            where cp.invoice_id = p.invoice_id and c.account = 'owner_commission'), 0) else 0 end)::bigint::text as commission
        from ledger_entries e join ledger_postings p on p.id = e.posting_id
        where e.account = 'owner_payable' group by e.party_id, e.posting_id, p.event, p.invoice_id`),
    };
    expect(kept).toEqual(added);
    expect(kept.invoices.length).toBeGreaterThan(0);
    expect(kept.documents.some((row) => row.includes('"owner_commission"'))).toBe(true);
    expect(kept.owners.some((row) => row.includes('"invoice_settled"') && !row.includes('"commission":"0"'))).toBe(true);
  });

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

  it("refuses a document's posting without its VAT rate, and any other posting with one (the VAT per rate adds up from them, decision 224)", async () => {
    const refused = (event: string, rate: number | null) =>
      failureOf(t.db.execute(sql`insert into ledger_postings (event, occurred_on, vat_basis_points) values (${event}, current_date, ${rate})`));
    expect(await refused('invoice_issued', null)).toMatch(/ledger_postings_vat_rate/);
    expect(await refused('credit_note_issued', null)).toMatch(/ledger_postings_vat_rate/);
    expect(await refused('payment_received', 2_400)).toMatch(/ledger_postings_vat_rate/);
  });

  it('has its triggers look rows up by index, whatever the size of the tables when a connection planned them (decision 245)', async () => {
    const settings = await rowsOf<{ name: string; config: string[] | null }>(
      t.db,
      sql`select proname as name, proconfig as config from pg_proc where proname in ('ledger_postings_balance', 'ledger_sums_apply') order by proname`,
    );
    expect(settings).toEqual([
      { name: 'ledger_postings_balance', config: ['enable_seqscan=off'] },
      { name: 'ledger_sums_apply', config: ['enable_seqscan=off'] },
    ]);
  });

  it('refuses an entry added later to a posting that balanced', async () => {
    const [posting] = await rowsOf<{ id: string }>(t.db, sql`select posting_id as id from ledger_entries limit 1`);
    const added = t.db.execute(sql`insert into ledger_entries (posting_id, account, amount_cents, occurred_on) values (${posting!.id}, 'bank', 1, current_date)`);
    expect(await failureOf(added)).toMatch(/does not balance: 1 cents/);
  });
});
