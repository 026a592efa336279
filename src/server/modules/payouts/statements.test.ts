import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@shared/contracts/invoices';
import type { OwnerStatement, OwnerStatementsResponse } from '@shared/contracts/payouts';
import { formatDate, todayUtc } from '@shared/dates';
import { OWNER_STATEMENT_MESSAGES } from '@shared/errors';
import { centsToEuroInput, formatCents } from '@shared/money';
import { formatStatementMonth, statementMonthOf, statementMonthRange } from '@shared/owner-statements';
import { rowsOf } from '../../db/client';
import { mailOutbox, notifications, platformConfig } from '../../db/schema';
import { pdfText } from '../../platform/pdf-text.test-support';
import { INVOICED_FIXTURE, invoicingCalls } from '../invoices/invoices.test-support';
import { lastClosedMonth, sendStatementReadyNotices } from './statement-notices';
import { CAST, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';

const t = useTestApp();
const PAST_OWNER = { roles: ['warehouse_owner'], firstName: 'Pia', lastName: 'Past' } as const;
const NOTICED_OWNER = { roles: ['warehouse_owner'], firstName: 'Nora', lastName: 'Notice' } as const;
const [admin, trader, owner, otherOwner, pastOwner, noticedOwner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.owner, CAST.otherOwner, PAST_OWNER, NOTICED_OWNER);
const { call, invoicedBooking } = invoicingCalls(t, { admin, trader, owner });

const MONTH = statementMonthOf(new Date());
const OWNED_CENTS = INVOICED_FIXTURE.spaceCents + INVOICED_FIXTURE.serviceCents;
/** 10 % of €483.35 is €48.335, rounded once, half away from zero. */
const COMMISSION_CENTS = 4_834;

async function pay(invoice: Pick<InvoiceDocument, 'id'>, amountCents: number) {
  const response = await call('POST', admin, `/api/invoices/${invoice.id}/payments`, { paidOn: todayUtc(), amountCents, method: 'bank_transfer', reference: '' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceDocument>();
}

async function statement(who: SignedInUser, month = MONTH, query = ''): Promise<OwnerStatement> {
  const response = await call('GET', who, `/api/payouts/statements/${month}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnerStatement>();
}

/** A payout posting as the payout runs write it (payable debited, bank credited), recorded at `at`. */
async function postPayout(ownerId: string, amountCents: number, options: { failed?: boolean; at?: Date; memo?: string } = {}) {
  const sign = options.failed ? -1 : 1;
  const at = options.at ?? new Date();
  const day = at.toISOString().slice(0, 10);
  await t.db.transaction(async (tx) => {
    const postingId = randomUUID();
    await tx.execute(sql`insert into ledger_postings (id, event, occurred_on, memo, created_at)
      values (${postingId}, ${options.failed ? 'payout_failed' : 'payout_sent'}, ${day}, ${options.memo ?? 'PO-TEST'}, ${at.toISOString()})`);
    await tx.execute(sql`insert into ledger_entries (posting_id, account, party_id, amount_cents, occurred_on, created_at) values
      (${postingId}, 'owner_payable', ${ownerId}, ${sign * amountCents}, ${day}, ${at.toISOString()}),
      (${postingId}, 'bank', null, ${-sign * amountCents}, ${day}, ${at.toISOString()})`);
  });
}

/** What the owner earned on an invoice net of its credit notes, before commission, and the commission, from the books. */
async function ownerShareOf(invoiceId: string, ownerId: string): Promise<{ amountCents: number; commissionCents: number }> {
  const [row] = await rowsOf<{ earned: number; commission: number }>(
    t.db,
    sql`select coalesce(-sum(e.amount_cents) filter (where e.account = 'owner_earned'), 0)::int as earned,
        coalesce(-sum(e.amount_cents) filter (where e.account = 'owner_commission'), 0)::int as commission
      from ledger_entries e join ledger_postings p on p.id = e.posting_id
      where p.invoice_id = ${invoiceId} and p.event in ('invoice_issued', 'credit_note_issued') and e.party_id = ${ownerId}`,
  );
  return { amountCents: row!.earned + row!.commission, commissionCents: row!.commission };
}

/** The rows of an RFC 4180 file: quoted cells unquoted, inner quotes undoubled. */
function csvRowsOf(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const character = csv[index]!;
    if (quoted) {
      if (character === '"' && csv[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && csv[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}

let paid: InvoiceDocument;
let partlyPaid: InvoiceDocument;
let credited: InvoiceDocument;
const PAID_OUT_CENTS = 20_000;
const RETURNED_CENTS = 5_000;

beforeAll(async () => {
  await t.db.update(platformConfig).set({ ownerCommissionPercentage: '10' }).where(eq(platformConfig.id, 1));
  try {
    paid = (await invoicedBooking()).invoice;
    partlyPaid = (await invoicedBooking()).invoice;
    credited = (await invoicedBooking()).invoice;
  } finally {
    await t.db.update(platformConfig).set({ ownerCommissionPercentage: '0' }).where(eq(platformConfig.id, 1));
  }
  await pay(paid, paid.totalCents);
  await pay(partlyPaid, 1_000);
  const credit = await call('POST', admin, `/api/invoices/${credited.id}/credit-notes`, { reason: 'Two days less storage', netCents: 10_000 });
  expect(credit.statusCode, credit.body).toBe(201);
  const afterCredit = (await call('GET', admin, `/api/invoices/${credited.id}`)).json<InvoiceDocument>();
  await pay(credited, afterCredit.openCents);
  await postPayout(owner.user.id, PAID_OUT_CENTS, { memo: 'PO-2026-TEST-1' });
  await postPayout(owner.user.id, RETURNED_CENTS, { memo: 'PO-2026-TEST-2' });
  await postPayout(owner.user.id, RETURNED_CENTS, { failed: true, memo: 'PO-2026-TEST-2' });
});

describe('permission matrix', () => {
  type Who = 'visitor' | 'trader' | 'owner' | 'otherOwner' | 'admin';
  const everyone: Who[] = ['visitor', 'trader', 'owner', 'otherOwner', 'admin'];
  const as = (who: Who): SignedInUser | null => ({ visitor: null, trader, owner, otherOwner, admin })[who];
  const own = { visitor: 401, trader: 403, owner: 200, otherOwner: 200, admin: 400 };
  const owners = (): Record<Who, number> => ({ visitor: 401, trader: 403, owner: 200, otherOwner: 403, admin: 200 });
  const routes: MatrixRoute<Who>[] = [
    { name: 'GET /api/payouts/statements', call: () => ({ method: 'GET', url: '/api/payouts/statements' }), expected: own },
    { name: 'GET /api/payouts/statements/:month', call: () => ({ method: 'GET', url: `/api/payouts/statements/${MONTH}` }), expected: own },
    { name: 'GET /api/payouts/statements/:month/pdf', call: () => ({ method: 'GET', url: `/api/payouts/statements/${MONTH}/pdf` }), expected: own },
    { name: 'GET /api/payouts/statements/:month/csv', call: () => ({ method: 'GET', url: `/api/payouts/statements/${MONTH}/csv` }), expected: own },
    { name: "GET /api/payouts/statements?ownerId= (the owner's)", call: () => ({ method: 'GET', url: `/api/payouts/statements?ownerId=${owner.user.id}` }), expected: owners() },
    {
      name: "GET /api/payouts/statements/:month?ownerId= (the owner's)",
      call: () => ({ method: 'GET', url: `/api/payouts/statements/${MONTH}?ownerId=${owner.user.id}` }),
      expected: owners(),
    },
    {
      name: "GET /api/payouts/statements/:month/csv?ownerId= (the owner's)",
      call: () => ({ method: 'GET', url: `/api/payouts/statements/${MONTH}/csv?ownerId=${owner.user.id}` }),
      expected: owners(),
    },
  ];
  itAnswersEachCaller(t, { everyone, as }, routes, { 403: { code: 'forbidden', message: expect.any(String) as unknown as string } });

  it('asks an administrator to name the owner, and answers 404 for someone who does not exist', async () => {
    const unnamed = await call('GET', admin, `/api/payouts/statements/${MONTH}`);
    expect(unnamed.json()).toEqual({ error: { code: 'bad_request', message: OWNER_STATEMENT_MESSAGES.ownerRequired } });
    const unknown = await call('GET', admin, `/api/payouts/statements/${MONTH}?ownerId=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe("an owner's monthly statement (decision 220)", () => {
  it("shows the settled invoice's line: its booking, number and period, the owner's amount, the commission and the payable", async () => {
    const { lines } = await statement(owner);
    const line = lines.find((item) => item.invoiceId === paid.id);
    expect(line).toMatchObject({
      date: todayUtc(),
      bookingId: paid.booking.id,
      bookingNumber: paid.booking.number,
      invoiceNumber: paid.number,
      supplyFrom: paid.supplyFrom,
      supplyTo: paid.supplyTo,
      amountCents: OWNED_CENTS,
      commissionCents: COMMISSION_CENTS,
      payableCents: OWNED_CENTS - COMMISSION_CENTS,
    });
  });

  it('shows nothing payable for a partly paid invoice: its share is only awaiting the trader', async () => {
    const result = await statement(owner);
    expect(result.lines.map((line) => line.invoiceId)).not.toContain(partlyPaid.id);
    expect(result.awaitingCents).toBe(OWNED_CENTS - COMMISSION_CENTS);
  });

  it('lowers the line of an invoice by its credit note, the commission with it', async () => {
    const line = (await statement(owner)).lines.find((item) => item.invoiceId === credited.id)!;
    const books = await ownerShareOf(credited.id, owner.user.id);
    expect(line.amountCents).toBeLessThan(OWNED_CENTS);
    expect(line.commissionCents).toBeLessThan(COMMISSION_CENTS);
    expect(line).toMatchObject({ amountCents: books.amountCents, commissionCents: books.commissionCents, payableCents: books.amountCents - books.commissionCents });
  });

  it('lists the payouts and returns, and closes at opening + payable − paid out + returned, which is the payable now', async () => {
    const result = await statement(owner);
    expect(result.payouts.map(({ kind, amountCents, reference }) => ({ kind, amountCents, reference }))).toEqual([
      { kind: 'paid_out', amountCents: PAID_OUT_CENTS, reference: 'PO-2026-TEST-1' },
      { kind: 'paid_out', amountCents: RETURNED_CENTS, reference: 'PO-2026-TEST-2' },
      { kind: 'returned', amountCents: RETURNED_CENTS, reference: 'PO-2026-TEST-2' },
    ]);
    const payable = result.lines.reduce((sum, line) => sum + line.payableCents, 0);
    expect(result.openingBalanceCents).toBe(0);
    expect(result.totals).toMatchObject({ payableCents: payable, paidOutCents: PAID_OUT_CENTS + RETURNED_CENTS, returnedCents: RETURNED_CENTS });
    expect(result.closingBalanceCents).toBe(payable - PAID_OUT_CENTS);
    expect(result.isCarried).toBe(false);

    const list = (await call('GET', owner, '/api/payouts/statements')).json<OwnerStatementsResponse>();
    expect(list.payableCents).toBe(result.closingBalanceCents);
    expect(list.awaitingCents).toBe(result.awaitingCents);
    expect(list.items[0]).toMatchObject({ month: MONTH, totals: result.totals, closingBalanceCents: result.closingBalanceCents });
  });

  it("shows another owner nothing of it, and an administrator who names the owner exactly the owner's", async () => {
    const other = await statement(otherOwner);
    expect(other.lines).toEqual([]);
    expect(other.payouts).toEqual([]);
    expect(other.closingBalanceCents).toBe(0);
    expect((await call('GET', otherOwner, '/api/payouts/statements')).json<OwnerStatementsResponse>()).toMatchObject({ items: [], payableCents: 0, awaitingCents: 0 });
    expect(await statement(admin, MONTH, `?ownerId=${owner.user.id}`)).toEqual(await statement(owner));
  });

  it('prints the same figures in its PDF and its CSV as in its JSON', async () => {
    const json = await statement(owner);
    const pdfResponse = await call('GET', owner, `/api/payouts/statements/${MONTH}/pdf`);
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    expect(pdfResponse.headers['content-disposition']).toBe(`attachment; filename="statement-${MONTH}.pdf"`);
    const text = await pdfText(pdfResponse.rawPayload);
    for (const line of json.lines) {
      for (const value of [line.invoiceNumber, line.bookingNumber, formatCents(line.amountCents), formatCents(line.commissionCents), formatCents(line.payableCents), formatDate(line.date)]) {
        expect(text).toContain(value);
      }
    }
    for (const cents of [json.openingBalanceCents, json.totals.amountCents, json.totals.payableCents, -json.totals.paidOutCents, json.totals.returnedCents, json.closingBalanceCents, json.awaitingCents]) {
      expect(text).toContain(formatCents(cents));
    }
    expect(text).toContain('Otto Owner');

    const csvResponse = await call('GET', owner, `/api/payouts/statements/${MONTH}/csv`);
    expect(csvResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRowsOf(csvResponse.body);
    expect(rows[0]).toEqual(['Type', 'Date', 'Booking', 'Invoice', 'Supply from', 'Supply to', 'Amount', 'Commission', 'Payable', 'Reference']);
    const byType = (type: string) => rows.filter((row) => row[0] === type);
    expect(byType('Invoice settled')).toEqual(
      json.lines.map((line) => [
        'Invoice settled',
        line.date,
        line.bookingNumber,
        line.invoiceNumber,
        line.supplyFrom,
        line.supplyTo,
        centsToEuroInput(line.amountCents),
        centsToEuroInput(line.commissionCents),
        centsToEuroInput(line.payableCents),
        '',
      ]),
    );
    expect(byType('Opening balance')[0]![8]).toBe(centsToEuroInput(json.openingBalanceCents));
    expect(byType('Total settled')[0]!.slice(6, 9)).toEqual([json.totals.amountCents, json.totals.commissionCents, json.totals.payableCents].map(centsToEuroInput));
    expect(byType('Paid out').map((row) => row[8])).toEqual(['-200.00', '-50.00']);
    expect(byType('Payout returned').map((row) => row[8])).toEqual(['50.00']);
    expect(byType('Closing balance')[0]![8]).toBe(centsToEuroInput(json.closingBalanceCents));
  });
});

describe('months', () => {
  it('refuses a month that is not YYYY-MM (400) and one not started yet (404)', async () => {
    for (const month of ['2026-13', 'november', '2026-1']) {
      const response = await call('GET', owner, `/api/payouts/statements/${month}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(OWNER_STATEMENT_MESSAGES.monthInvalid);
    }
    const next = statementMonthRange(MONTH).to.toISOString().slice(0, 7);
    const future = await call('GET', owner, `/api/payouts/statements/${next}`);
    expect(future.json()).toEqual({ error: { code: 'not_found', message: OWNER_STATEMENT_MESSAGES.monthInFuture } });
  });

  it('carries a negative closing balance into the next month, which opens with it; a closed month stays as it was', async () => {
    const previous = statementMonthOf(new Date(statementMonthRange(MONTH).from.getTime() - 1));
    await postPayout(pastOwner.user.id, 500, { at: new Date(statementMonthRange(previous).from.getTime() + 86_400_000) });
    const closed = await statement(pastOwner, previous);
    expect(closed).toMatchObject({ isClosed: true, openingBalanceCents: 0, closingBalanceCents: -500, isCarried: true });
    const running = await statement(pastOwner);
    expect(running).toMatchObject({ isClosed: false, openingBalanceCents: -500, closingBalanceCents: -500, isCarried: true, lines: [], payouts: [] });
    const list = (await call('GET', pastOwner, '/api/payouts/statements')).json<OwnerStatementsResponse>();
    expect(list).toMatchObject({ payableCents: -500, items: [{ month: previous, closingBalanceCents: -500, isCarried: true }] });

    // Something recorded now lands on this month's statement, never on the closed one.
    await postPayout(pastOwner.user.id, 100, { failed: true });
    expect(await statement(pastOwner, previous)).toEqual(closed);
    expect((await statement(pastOwner)).closingBalanceCents).toBe(-400);
  });
});

describe('statement ready (issue #39)', () => {
  const noticesOf = (userId: string) =>
    t.db.select({ title: notifications.title, message: notifications.message }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'statement_ready')));

  it('tells each owner whose payable moved in the month just closed, once, by a notification and an e-mail with the closing balance', async () => {
    const now = new Date();
    const closed = lastClosedMonth(now);
    expect(closed).toBe(statementMonthOf(new Date(statementMonthRange(MONTH).from.getTime() - 1)));
    await postPayout(noticedOwner.user.id, 700, { failed: true, at: new Date(statementMonthRange(closed).from.getTime() + 2 * 86_400_000), memo: 'Account closed' });
    // Recorded this month: on the running statement, not on the closed one the notice is about.
    await postPayout(noticedOwner.user.id, 200, { failed: true });

    const send = () => sendStatementReadyNotices({ ...t.app.ctx, publicUrl: 'http://localhost:3000' }, now);
    expect(await send()).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(noticedOwner.user.id)).toEqual([
      { title: 'Statement ready', message: `Your statement for ${formatStatementMonth(closed)} is ready: the settled invoices and payouts of the month. Closing balance: ${formatCents(700)}.` },
    ]);
    const mail = await t.db.select({ subject: mailOutbox.subject, text: mailOutbox.textBody }).from(mailOutbox).where(and(eq(mailOutbox.kind, 'notification_statement_ready'), eq(mailOutbox.toAddress, noticedOwner.user.email)));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`http://localhost:3000/payouts?month=${closed}`);
    // Owners whose payable did not move last month hear nothing.
    expect(await noticesOf(owner.user.id)).toEqual([]);

    // A second run, or another process, tells no one again.
    expect(await send()).toBe(0);
    expect(await noticesOf(noticedOwner.user.id)).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('describes the four statement operations under the payouts tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    for (const path of ['/api/payouts/statements', '/api/payouts/statements/{month}', '/api/payouts/statements/{month}/pdf', '/api/payouts/statements/{month}/csv']) {
      expect(document.paths[path]?.get?.tags, path).toEqual(['payouts']);
    }
  });
});
