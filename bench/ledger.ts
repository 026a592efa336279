/**
 * `npm run bench:ledger` (issue #39): fills the ledger of a PostgreSQL database with about 1,000,000
 * entries (invoices issued, paid and settled, as the invoices service posts them, spread over two
 * years and two owners) of which one owner has 10,000 settled invoices recorded this month, then times
 * what reads the ledger: that owner's statement of this month (10,000 lines), their list of months,
 * and the administrators' finance overview. Target: p95 ≤ 100 ms each.
 *
 * A throwaway PostgreSQL cluster is started unless BENCH_DATABASE_URL names one. Options:
 *   --entries N          ledger entries in all (default 1,000,000)
 *   --statement-lines N  settled invoices of the owner this month (default 10,000)
 *   --runs N             timed calls of each read (default 40)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, rowsOf } from '../src/server/db/client';
import { seedDemoContent } from '../src/server/db/seed/demo-content';
import { seedReferenceData } from '../src/server/db/seed/reference-data';
import { getFinanceOverview } from '../src/server/modules/finance/finance.service';
import { getOwnerStatement, listOwnerStatements } from '../src/server/modules/payouts/statements.service';
import { createLocalStorage } from '../src/server/platform/storage';
import type { Viewer } from '../src/server/platform/viewer';
import { positiveNumberOption } from '../scripts/command-line';
import { timed } from './timed';
import { createDatabase, startPgCluster } from '../scripts/pg-cluster';

/** Entries each copied invoice posts: issued (receivable, VAT, fee, commission, owner's share), paid (bank, receivable), settled (earned, payable). */
const ENTRIES_PER_INVOICE = 9;

/**
 * `count` copies of the demo's paid invoice on `ownerId`'s booking, each with the three postings the
 * invoices service writes for an invoice issued, paid in full and settled, recorded at `recordedAt`
 * (an SQL expression of the copy's number n) and dated the same day. The platform's fee is a sixth of
 * the net, the owner's commission a tenth of the rest.
 */
async function postPaidInvoices(database: DatabaseHandle, input: { count: number; ownerId: string; prefix: string; recordedAt: ReturnType<typeof sql> }): Promise<void> {
  await database.db.execute(sql`
    with template as (
      select i.* from invoices i join bookings b on b.id = i.booking_id
      where i.kind = 'invoice' and i.status = 'paid' limit 1
    ),
    copies as (
      insert into invoices (kind, number, booking_id, trader_id, status, issue_date, supply_from, supply_to, due_date, seller, buyer,
        vat_kind, place_of_supply, vat_mention, vat_legal_basis, net_cents, vat_cents, total_cents, paid_cents, pdf_key, pdf_sha256, pdf_bytes, created_at)
      select t.kind, ${input.prefix} || lpad(g.n::text, 7, '0'), t.booking_id, t.trader_id, 'paid', (${input.recordedAt})::date, t.supply_from, t.supply_to,
        (${input.recordedAt})::date + 14, t.seller, t.buyer, t.vat_kind, t.place_of_supply, t.vat_mention, t.vat_legal_basis,
        t.net_cents, t.vat_cents, t.total_cents, t.total_cents, t.pdf_key, t.pdf_sha256, t.pdf_bytes, ${input.recordedAt}
      from template t, generate_series(1, ${input.count}) as g(n)
      returning id, number, booking_id, trader_id, supply_from, supply_to, net_cents, vat_cents, total_cents, created_at
    ),
    rate as (select coalesce(max(l.vat_basis_points), 0) as basis_points from invoice_lines l join template t on l.invoice_id = t.id),
    events as (select * from (values ('invoice_issued'::ledger_event, 0), ('payment_received'::ledger_event, 1), ('invoice_settled'::ledger_event, 2)) as e(event, step)),
    postings as (
      insert into ledger_postings (event, occurred_on, invoice_id, booking_id, vat_basis_points, memo, supply_from, supply_to, created_at)
      select e.event, c.created_at::date, c.id, c.booking_id, case when e.event = 'invoice_issued' then r.basis_points end,
        case when e.event = 'invoice_settled' then c.number else '' end, case when e.event = 'invoice_settled' then c.supply_from end,
        case when e.event = 'invoice_settled' then c.supply_to end, c.created_at + make_interval(secs => e.step)
      from copies c, events e, rate r
      returning id, event, invoice_id, created_at
    ),
    shares as (select id, (net_cents - net_cents / 6) as owner_cents, (net_cents - net_cents / 6) / 10 as commission_cents from copies)
    insert into ledger_entries (posting_id, account, party_id, amount_cents, occurred_on, created_at)
    select p.id, x.account, x.party_id, x.amount_cents, c.created_at::date, p.created_at
    from postings p join copies c on c.id = p.invoice_id join shares s on s.id = c.id
    cross join lateral (values
      ('invoice_issued'::ledger_event, 'trader_receivable'::ledger_account, c.trader_id, c.total_cents),
      ('invoice_issued', 'vat_payable', null, -c.vat_cents),
      ('invoice_issued', 'platform_fee', null, -(c.net_cents / 6)),
      ('invoice_issued', 'owner_commission', ${input.ownerId}::uuid, -s.commission_cents),
      ('invoice_issued', 'owner_earned', ${input.ownerId}::uuid, -(s.owner_cents - s.commission_cents)),
      ('payment_received', 'bank', null, c.total_cents),
      ('payment_received', 'trader_receivable', c.trader_id, -c.total_cents),
      ('invoice_settled', 'owner_earned', ${input.ownerId}::uuid, s.owner_cents - s.commission_cents),
      ('invoice_settled', 'owner_payable', ${input.ownerId}::uuid, -(s.owner_cents - s.commission_cents))
    ) as x(event, account, party_id, amount_cents)
    where x.event = p.event and x.amount_cents <> 0`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const entries = positiveNumberOption(argv, 'entries', 1_000_000, { integer: true });
  const statementLines = positiveNumberOption(argv, 'statement-lines', 10_000, { integer: true });
  const runs = positiveNumberOption(argv, 'runs', 40, { integer: true });
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} before the run`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startPgCluster();
  let database: DatabaseHandle | undefined;
  try {
    const url = process.env.BENCH_DATABASE_URL ?? (await createDatabase(cluster!.url, 'bench_ledger'));
    database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemoContent(database.db, createLocalStorage(path.join(dataDir, 'files')));
    const people = await rowsOf<{ id: string; email: string; role: string }>(
      database.db,
      sql`select u.id, u.email, r.name as role from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where u.email like '%@demo.24wm.eu'`,
    );
    const byEmail = (email: string) => people.find((person) => person.email === email)!;
    const owner = byEmail('owner@demo.24wm.eu');
    const otherOwner = byEmail('owner2@demo.24wm.eu');
    const admin = byEmail('admin@demo.24wm.eu');

    const started = performance.now();
    // The owner's month: statementLines invoices settled today. The rest, for the other owner, one a
    // few minutes apart over the two years before, in batches so no statement holds them all at once.
    await postPaidInvoices(database, { count: statementLines, ownerId: owner.id, prefix: 'INV-2097-', recordedAt: sql`now() - make_interval(secs => g.n)` });
    const rest = Math.max(0, Math.ceil((entries - statementLines * ENTRIES_PER_INVOICE) / ENTRIES_PER_INVOICE));
    const batch = 50_000;
    for (let done = 0; done < rest; done += batch) {
      const count = Math.min(batch, rest - done);
      await postPaidInvoices(database, {
        count,
        ownerId: otherOwner.id,
        prefix: `INV-${2000 + done / batch}-`,
        recordedAt: sql`now() - interval '32 days' - make_interval(mins => (${done} + g.n) * 6)`,
      });
    }
    await database.db.execute(sql`analyze`);
    const [counts] = await rowsOf<{ entries: number; postings: number; invoices: number }>(
      database.db,
      sql`select (select count(*) from ledger_entries)::int as entries, (select count(*) from ledger_postings)::int as postings, (select count(*) from invoices)::int as invoices`,
    );
    console.log(`Ledger: ${counts!.entries.toLocaleString('en-GB')} entries in ${counts!.postings.toLocaleString('en-GB')} postings of ${counts!.invoices.toLocaleString('en-GB')} invoices, written in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

    const viewerOf = (person: { id: string; email: string }, role: 'warehouse_owner' | 'administrator'): Viewer => ({ id: person.id, email: person.email, firstName: null, lastName: null, locale: null, roles: [role], sessionId: 'bench' });
    const ownerViewer = viewerOf(owner, 'warehouse_owner');
    const adminViewer = viewerOf(admin, 'administrator');
    const month = new Date().toISOString().slice(0, 7);
    const statement = await getOwnerStatement(database.db, ownerViewer, month, {});
    console.log(`The owner's statement of ${month}: ${statement.lines.length.toLocaleString('en-GB')} lines.`);

    const shapes: [string, () => Promise<unknown>][] = [
      [`owner's statement of ${month} (${statement.lines.length.toLocaleString('en-GB')} lines)`, () => getOwnerStatement(database!.db, ownerViewer, month, {})],
      ["owner's months (GET /api/payouts/statements)", () => listOwnerStatements(database!.db, ownerViewer, {})],
      ['finance overview (GET /api/admin/finance)', () => getFinanceOverview(database!.db, adminViewer)],
    ];
    console.log('');
    console.log(`| read (${runs} calls each) | p50 ms | p95 ms |`);
    console.log('|---|---:|---:|');
    for (const [label, call] of shapes) {
      await call();
      const { p50, p95 } = await timed(runs, call);
      console.log(`| ${label} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
    }
    console.log('\nTarget (issue #39): p95 ≤ 100 ms each.');
  } finally {
    await database?.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
