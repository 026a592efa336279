/**
 * `npm run bench:invoices` (issue #38): issues booking invoices with their PDFs on PostgreSQL, as the
 * first goods receipt of each booking does (writeBookingInvoice in a transaction with the booking
 * locked: VAT, totals, the gapless number, the rows written; then, after the commit, storeInvoicePdf:
 * the PDF rendered on its worker thread, stored and hashed, decision 229), several at once, and prints
 * invoices per second, the CPU each cost (Node and PostgreSQL) and the process's memory as it goes
 * (flat means no leak per invoice). The PDFs go to a local storage directory.
 *
 * A throwaway PostgreSQL cluster is started unless BENCH_DATABASE_URL names one. Options:
 *   --invoices N      how many (default 10,000)
 *   --concurrency N   issues at once, each in its own transaction (default 8)
 *   --warmup N        first issues N invoices untimed and analyzes, as a live database's tables
 *                     are (default 1,000; 0 times the issues from empty tables)
 *
 *   --receivables N   then copies the issued rows up to N invoices in all (default 100,000) and times
 *                     the receivables list (listReceivables, GET /api/admin/invoices) for its shapes
 *
 * Targets (issue #38): at least 100 invoices per second on this machine with memory flat, and the
 * receivables at 100,000 invoices answering within 50 ms at p95.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { todayUtc } from '../src/shared/dates';
import { type DatabaseHandle, openDatabase, rowsOf } from '../src/server/db/client';
import { seedDemoContent } from '../src/server/db/seed/demo-content';
import { seedReferenceData } from '../src/server/db/seed/reference-data';
import { receivablesQuery } from '../src/shared/contracts/invoices';
import { lockBooking } from '../src/server/modules/bookings/bookings.service';
import { listReceivables, storeInvoicePdf, writeBookingInvoice } from '../src/server/modules/invoices/invoices.service';
import { createLocalStorage } from '../src/server/platform/storage';
import type { Viewer } from '../src/server/platform/viewer';
import { positiveNumberOption } from '../scripts/command-line';
import { timed } from './timed';
import { createDatabase, startPgCluster } from '../scripts/pg-cluster';

const MB = 1024 * 1024;

/** The CPU the PostgreSQL processes of this machine have used, in ms (Linux's /proc; 0 elsewhere). */
function postgresCpuMs(): number {
  if (!existsSync('/proc')) return 0;
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    if (!stat.includes('(postgres)')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime and stime, in 1/100 s
  }
  return ticks * 10;
}

/** Copies the demo's running booking (its spaces and services, each with its own accepted offer) `count` times; answers the new ids. */
async function copyBookings(database: DatabaseHandle, count: number): Promise<string[]> {
  const [template] = await rowsOf<{ id: string; offer_id: string }>(
    database.db,
    sql`select b.id, b.offer_id from bookings b where exists (select 1 from invoices i where i.booking_id = b.id) limit 1`,
  );
  if (!template) throw new Error('The demo content has no invoiced booking to copy');
  const rows = await rowsOf<{ id: string }>(
    database.db,
    sql`
      with copies as (select generate_series(1, ${count}) as n),
      new_offers as (
        insert into offers (inquiry_id, status, subtotal_cents, platform_fee_percentage, platform_fee_cents, total_with_fee_cents, valid_until, notes)
        select o.inquiry_id, o.status, o.subtotal_cents, o.platform_fee_percentage, o.platform_fee_cents, o.total_with_fee_cents, o.valid_until, o.notes
        from offers o, copies where o.id = ${template.offer_id}
        returning id
      )
      insert into bookings (offer_id, inquiry_id, trader_id, warehouse_id, warehouse_owner_id, status, start_date, end_date, total_cost_cents)
      select new_offers.id, b.inquiry_id, b.trader_id, b.warehouse_id, b.warehouse_owner_id, b.status, b.start_date, b.end_date, b.total_cost_cents
      from new_offers, bookings b where b.id = ${template.id}
      returning id`,
  );
  const ids = rows.map((row) => row.id);
  // One array parameter (drizzle would spread a JS array into a row of parameters).
  const idArray = `{${ids.join(',')}}`;
  await database.db.execute(sql`
    insert into booking_spaces (booking_id, space_type_name, size_m2, price_per_m2_cents, total_cents, position)
    select b.id, s.space_type_name, s.size_m2, s.price_per_m2_cents, s.total_cents, s.position
    from booking_spaces s, unnest(${idArray}::uuid[]) as b(id) where s.booking_id = ${template.id}`);
  await database.db.execute(sql`
    insert into booking_services (booking_id, name, pricing_type, quantity, unit_type, price_per_hour_cents, price_per_unit_cents, fixed_price_cents, total_cents, position)
    select b.id, s.name, s.pricing_type, s.quantity, s.unit_type, s.price_per_hour_cents, s.price_per_unit_cents, s.fixed_price_cents, s.total_cents, s.position
    from booking_services s, unnest(${idArray}::uuid[]) as b(id) where s.booking_id = ${template.id}`);
  await database.db.execute(sql`analyze`);
  return ids;
}

/** Copies the issued invoices (rows only, sharing their PDFs) until there are `target` in all, spread over two years of issue dates. */
async function copyInvoices(database: DatabaseHandle, target: number): Promise<void> {
  const [{ n: existing } = { n: 0 }] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from invoices`);
  if (existing >= target) return;
  await database.db.execute(sql`
    insert into invoices (kind, number, booking_id, trader_id, status, issue_date, supply_from, supply_to, due_date, seller, buyer,
      vat_kind, place_of_supply, vat_mention, vat_legal_basis, net_cents, vat_cents, total_cents, paid_cents, pdf_key, pdf_sha256, pdf_bytes, created_at)
    select i.kind, 'INV-2099-' || lpad(g.n::text, 7, '0'), i.booking_id, i.trader_id,
      (array['issued', 'partly_paid', 'paid', 'overdue']::invoice_status[])[1 + g.n % 4],
      current_date - (g.n % 730), i.supply_from, i.supply_to, current_date - (g.n % 730) + 14, i.seller, i.buyer,
      i.vat_kind, i.place_of_supply, i.vat_mention, i.vat_legal_basis, i.net_cents, i.vat_cents, i.total_cents,
      case g.n % 4 when 1 then i.total_cents / 2 when 2 then i.total_cents else 0 end, i.pdf_key, i.pdf_sha256, i.pdf_bytes,
      now() - make_interval(days => g.n % 730)
    from generate_series(1, ${target - existing}) as g(n)
    join (select *, row_number() over (order by id) - 1 as k from invoices) i on i.k = g.n % ${existing}`);
  // As autovacuum leaves a live table: a bulk insert's trigram entries wait in the GIN indexes'
  // pending lists, which every search reads whole (33 ms of a 43 ms number search at 100,000), and a
  // plain ANALYZE does not merge them (only autovacuum's or VACUUM does).
  await database.db.execute(sql`vacuum analyze invoices`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const invoiceCount = positiveNumberOption(argv, 'invoices', 10_000, { integer: true });
  const concurrency = positiveNumberOption(argv, 'concurrency', 8, { integer: true });
  const warmup = positiveNumberOption(argv, 'warmup', 1_000, { integer: true, orZero: true });
  const receivables = positiveNumberOption(argv, 'receivables', 100_000, { integer: true });
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} before the run`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-invoices-'));
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startPgCluster();
  let database: DatabaseHandle | undefined;
  try {
    const url = process.env.BENCH_DATABASE_URL ?? (await createDatabase(cluster!.url, 'bench_invoices'));
    console.log(cluster ? 'Throwaway PostgreSQL cluster started.' : 'Using BENCH_DATABASE_URL.');
    database = await openDatabase({ kind: 'postgres', url, poolSize: concurrency + 1 });
    await database.migrate();
    await seedReferenceData(database.db);
    const storage = createLocalStorage(path.join(dataDir, 'files'));
    await seedDemoContent(database.db, storage);
    const allIds = await copyBookings(database, warmup + invoiceCount);
    const db = database.db;
    /** Issues an invoice for each booking, `concurrency` at once, calling `issued` after each. */
    const issueAll = async (ids: readonly string[], issued: () => void) => {
      let next = 0;
      const worker = async () => {
        while (next < ids.length) {
          const id = ids[next++]!;
          const document = await db.transaction(async (tx) => writeBookingInvoice(tx, (await lockBooking(tx, id))!, null));
          if (!document) throw new Error(`Booking ${id} was invoiced twice`);
          await storeInvoicePdf({ db, storage }, document);
          issued();
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
    };
    if (warmup > 0) {
      // A live database has issued before: its tables hold rows and have been analyzed, so the plans
      // its connections keep (foreign-key checks, prepared statements) are made for their size. From
      // empty tables, every connection keeps plans made at a dozen rows until autovacuum's first
      // analyze a minute in (bench/results/2026-11-30-ledger-triggers-by-index.md).
      await issueAll(allIds.slice(0, warmup), () => {});
      await db.execute(sql`analyze`);
      console.log(`Warm-up: ${warmup.toLocaleString('en-GB')} invoices issued untimed, then ANALYZE.`);
    }
    const bookingIds = allIds.slice(warmup);
    console.log(`${bookingIds.length.toLocaleString('en-GB')} bookings to invoice, ${concurrency} at once, issue date ${todayUtc()}.`);

    let issued = 0;
    let peakRss = process.memoryUsage().rss;
    const samples: { issued: number; rssMb: number; seconds: number }[] = [];
    const started = performance.now();
    const sample = () => {
      const rss = process.memoryUsage().rss;
      peakRss = Math.max(peakRss, rss);
      samples.push({ issued, rssMb: rss / MB, seconds: (performance.now() - started) / 1000 });
    };
    const every = Math.max(1, Math.floor(invoiceCount / 10));
    const cpuBefore = process.cpuUsage();
    const postgresBefore = postgresCpuMs();
    sample();
    await issueAll(bookingIds, () => {
      issued += 1;
      if (issued % every === 0) sample();
      else peakRss = Math.max(peakRss, process.memoryUsage().rss);
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const postgresMs = postgresCpuMs() - postgresBefore;

    const [numbers] = await rowsOf<{ n: number; distinct_numbers: number; bytes: number }>(
      db,
      sql`select count(*)::int as n, count(distinct number)::int as distinct_numbers, avg(pdf_bytes)::int as bytes from invoices`,
    );
    console.log('');
    console.log('| issued | seconds | RSS MB |');
    console.log('|---:|---:|---:|');
    for (const point of samples) console.log(`| ${point.issued.toLocaleString('en-GB')} | ${point.seconds.toFixed(1)} | ${point.rssMb.toFixed(0)} |`);
    console.log('');
    console.log(`Invoices issued: ${issued.toLocaleString('en-GB')} in ${seconds.toFixed(1)} s = ${(issued / seconds).toFixed(0)} per second (target ≥ 100)`);
    console.log(`CPU per invoice: Node ${((cpu.user + cpu.system) / 1000 / issued).toFixed(1)} ms (all its threads), PostgreSQL ${(postgresMs / issued).toFixed(1)} ms`);
    console.log(`Peak RSS: ${(peakRss / MB).toFixed(0)} MB; average PDF ${numbers!.bytes.toLocaleString('en-GB')} bytes`);
    console.log(`Numbers: ${numbers!.n.toLocaleString('en-GB')} invoices, ${numbers!.distinct_numbers.toLocaleString('en-GB')} distinct`);

    await copyInvoices(database, receivables);
    const [admin] = await rowsOf<{ id: string; email: string }>(
      db,
      sql`select u.id, u.email from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = 'administrator' limit 1`,
    );
    const viewer: Viewer = { id: admin!.id, email: admin!.email, firstName: null, lastName: null, locale: null, roles: ['administrator'], sessionId: 'bench' };
    const shapes: [string, Record<string, string>][] = [
      ['newest page', {}],
      ['open, newest page', { status: 'open' }],
      ['overdue', { status: 'overdue' }],
      ['one month issued', { from: '2026-10-01', to: '2026-10-31' }],
      ['search a trader', { search: 'trader@demo' }],
      ['search a number', { search: 'INV-2099-0050000' }],
      ['page 200', { page: '200' }],
    ];
    console.log('');
    console.log(`Receivables at ${receivables.toLocaleString('en-GB')} invoices (listReceivables, 40 calls each):`);
    console.log('| shape | p50 ms | p95 ms |');
    console.log('|---|---:|---:|');
    for (const [label, params] of shapes) {
      const query = receivablesQuery.parse(params);
      await listReceivables(db, viewer, query);
      const { p50, p95 } = await timed(40, () => listReceivables(db, viewer, query));
      console.log(`| ${label} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
    }
  } finally {
    await database?.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
