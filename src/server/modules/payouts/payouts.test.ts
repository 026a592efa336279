import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@shared/contracts/invoices';
import type { PayoutPreview, PayoutRun, PayoutRunsResponse } from '@shared/contracts/payout-runs';
import { addDays, todayUtc } from '@shared/dates';
import { GENERIC_MESSAGES, PAYOUT_RUN_MESSAGES } from '@shared/errors';
import { rowsOf } from '../../db/client';
import { mailOutbox, notifications, ownerBankAccounts, platformConfig } from '../../db/schema';
import { INVOICED_FIXTURE, invoicingCalls } from '../invoices/invoices.test-support';
import { CAST, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';

const t = useTestApp();
const [admin, trader, owner, otherOwner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.owner, CAST.otherOwner);
const { call } = invoicingCalls(t, { admin, trader, owner });
const otherOwnersCalls = invoicingCalls(t, { admin, trader, owner: otherOwner });

/** What the booking fixture's invoice earns its owner: the space and the service (the fee is the platform's). */
const OWNER_SHARE = INVOICED_FIXTURE.spaceCents + INVOICED_FIXTURE.serviceCents;
const today = todayUtc();

async function setIssuerAccount(iban: string, bic: string): Promise<void> {
  await t.db.update(platformConfig).set({ bankIban: iban, bankBic: bic }).where(eq(platformConfig.id, 1));
}

async function setBankAccount(who: SignedInUser, iban: string): Promise<void> {
  const row = { accountHolder: `${who.user.email} holder`, iban, bic: 'HABAEE2X' };
  await t.db.insert(ownerBankAccounts).values({ userId: who.user.id, ...row }).onConflictDoUpdate({ target: ownerBankAccounts.userId, set: row });
}

/** An invoice on the owner's warehouse, paid in full: its owner share becomes payable. */
async function paidInvoice(calls = invoicingCalls(t, { admin, trader, owner })): Promise<InvoiceDocument> {
  const { invoice } = await calls.invoicedBooking();
  const paid = await call('POST', admin, `/api/invoices/${invoice.id}/payments`, { paidOn: today, amountCents: invoice.totalCents, method: 'bank_transfer', reference: '' });
  expect(paid.statusCode, paid.body).toBe(201);
  return invoice;
}

async function payableOf(who: SignedInUser): Promise<number> {
  const [row] = await rowsOf<{ payable: number }>(t.db, sql`select coalesce(-sum(amount_cents), 0)::int as payable from ledger_entries where account = 'owner_payable' and party_id = ${who.user.id}`);
  return row!.payable;
}

const preview = async (cutoffDate = today) => (await call('GET', admin, `/api/admin/payouts/preview?cutoffDate=${cutoffDate}`)).json<PayoutPreview>();
const createRun = (body: object = { cutoffDate: today, executionDate: today }) => call('POST', admin, '/api/admin/payouts', body);

describe('payout runs: who may call them', () => {
  let runId = '00000000-0000-4000-8000-000000000000';
  let lineId = '00000000-0000-4000-8000-000000000001';
  const everyone = ['signed out', 'trader', 'owner', 'administrator'] as const;
  type Who = (typeof everyone)[number];
  const as = (who: Who) => ({ 'signed out': null, trader, owner, administrator: admin })[who];
  const adminOnly = (adminStatus: number): Record<Who, number> => ({ 'signed out': 401, trader: 403, owner: 403, administrator: adminStatus });

  it('sets up a run to call', async () => {
    await setIssuerAccount('EE382200221020145685', 'HABAEE2X');
    await setBankAccount(owner, 'EE471000001020145685');
    await paidInvoice();
    const created = await createRun();
    expect(created.statusCode, created.body).toBe(201);
    const run = created.json<PayoutRun>();
    runId = run.id;
    lineId = run.lines[0]!.id;
  });

  const routes: MatrixRoute<Who>[] = [
    { name: 'GET /api/admin/payouts', call: () => ({ method: 'GET', url: '/api/admin/payouts' }), expected: adminOnly(200) },
    { name: 'GET /api/admin/payouts/preview', call: () => ({ method: 'GET', url: `/api/admin/payouts/preview?cutoffDate=${today}` }), expected: adminOnly(200) },
    { name: 'POST /api/admin/payouts (nothing left to pay)', call: () => ({ method: 'POST', url: '/api/admin/payouts', payload: { cutoffDate: today, executionDate: today } }), expected: adminOnly(409) },
    { name: 'GET /api/admin/payouts/:id', call: () => ({ method: 'GET', url: `/api/admin/payouts/${runId}` }), expected: adminOnly(200) },
    { name: 'GET /api/admin/payouts/:id/sepa', call: () => ({ method: 'GET', url: `/api/admin/payouts/${runId}/sepa` }), expected: adminOnly(200) },
    { name: 'GET /api/admin/payouts/:id/csv', call: () => ({ method: 'GET', url: `/api/admin/payouts/${runId}/csv` }), expected: adminOnly(200) },
    { name: 'POST /api/admin/payouts/:id/lines/:lineId/failure', call: () => ({ method: 'POST', url: `/api/admin/payouts/${runId}/lines/${lineId}/failure`, payload: { reason: 'Never sent' } }), expected: adminOnly(200) },
    { name: 'POST /api/admin/payouts/:id/paid (run not sent)', call: () => ({ method: 'POST', url: `/api/admin/payouts/${runId}/paid` }), expected: adminOnly(409) },
    { name: 'POST /api/admin/payouts/:id/sent', call: () => ({ method: 'POST', url: `/api/admin/payouts/${runId}/sent` }), expected: { 'signed out': 401, trader: 403, owner: 403, administrator: 200 } },
  ];
  itAnswersEachCaller(t, { everyone, as }, routes, { 403: { code: 'forbidden', message: GENERIC_MESSAGES.permission } });
});

describe('a payout run', () => {
  it('pays each owner due what the ledger says, once, and writes its SEPA file and CSV', async () => {
    await setIssuerAccount('EE382200221020145685', 'HABAEE2X');
    await setBankAccount(owner, 'EE471000001020145685');
    await paidInvoice();
    const due = await payableOf(owner);
    expect(due).toBeGreaterThanOrEqual(OWNER_SHARE);

    const before = await preview();
    expect(before.payees.find((payee) => payee.ownerId === owner.user.id)).toMatchObject({ payableCents: due, inSepaFile: true, bankAccount: { ibanMasked: 'EE•• •••• •••• •••• 5685' } });

    const created = await createRun();
    expect(created.statusCode, created.body).toBe(201);
    const run = created.json<PayoutRun>();
    expect(run).toMatchObject({ status: 'created', cutoffDate: today, hasSepaFile: true, number: expect.stringMatching(/^PO-\d{4}-\d{6}$/) as unknown as string });
    const line = run.lines.find((item) => item.ownerId === owner.user.id)!;
    expect(line).toMatchObject({ amountCents: due, status: 'pending', inSepaFile: true, endToEndId: `${run.number}-0001` });
    expect(await payableOf(owner)).toBe(0);

    // Nobody is paid twice: nothing is left for a second run.
    const again = await createRun();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'nothing_to_pay', message: PAYOUT_RUN_MESSAGES.nothingToPay });

    const sepa = await call('GET', admin, `/api/admin/payouts/${run.id}/sepa`);
    expect(sepa.headers['content-type']).toBe('application/xml');
    expect(sepa.body).toContain(`<MsgId>${run.number}</MsgId>`);
    expect(sepa.body).toContain('<IBAN>EE471000001020145685</IBAN>');
    expect(sepa.body).toContain(`<InstdAmt Ccy="EUR">${(due / 100).toFixed(2)}</InstdAmt>`);
    const csv = await call('GET', admin, `/api/admin/payouts/${run.id}/csv`);
    expect(csv.body).toContain(`${line.endToEndId},`);
    expect(csv.body).toContain((due / 100).toFixed(2));

    const list = (await call('GET', admin, '/api/admin/payouts')).json<PayoutRunsResponse>();
    expect(list.items[0]).toMatchObject({ id: run.id, lineCount: run.lines.length, totalCents: run.totalCents });
  });

  it('tells each owner when the run is sent, then marks its lines paid; a line the bank returns is payable again', async () => {
    await setIssuerAccount('EE382200221020145685', 'HABAEE2X');
    await setBankAccount(owner, 'EE471000001020145685');
    await paidInvoice();
    const run = (await createRun()).json<PayoutRun>();
    const line = run.lines.find((item) => item.ownerId === owner.user.id)!;

    const sent = await call('POST', admin, `/api/admin/payouts/${run.id}/sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<PayoutRun>().status).toBe('sent');
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.userId, owner.user.id), eq(notifications.type, 'payout_sent')));
    expect(notices.map((notice) => notice.message)).toContainEqual(expect.stringContaining(line.endToEndId));
    const mail = await t.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, owner.user.email));
    expect(mail.map((item) => item.text).join('\n')).toContain(line.endToEndId);
    expect((await call('POST', admin, `/api/admin/payouts/${run.id}/sent`)).json().error).toEqual({ code: 'payout_not_changeable', message: PAYOUT_RUN_MESSAGES.notSendable });

    const failed = await call('POST', admin, `/api/admin/payouts/${run.id}/lines/${line.id}/failure`, { reason: 'Account closed' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json<PayoutRun>()).toMatchObject({ failedCents: line.amountCents });
    expect(await payableOf(owner)).toBe(line.amountCents);
    expect((await call('POST', admin, `/api/admin/payouts/${run.id}/lines/${line.id}/failure`, { reason: 'Again' })).statusCode).toBe(409);

    const paid = await call('POST', admin, `/api/admin/payouts/${run.id}/paid`);
    expect(paid.json<PayoutRun>().status).toBe('paid');
    expect(paid.json<PayoutRun>().lines.find((item) => item.id === line.id)!.status).toBe('failed');
    // A paid run's lines are final.
    const others = paid.json<PayoutRun>().lines.filter((item) => item.status === 'paid');
    for (const other of others) expect((await call('POST', admin, `/api/admin/payouts/${run.id}/lines/${other.id}/failure`, { reason: 'Late' })).statusCode).toBe(409);
    // The returned amount goes in the next run.
    const next = await createRun();
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json<PayoutRun>().lines.find((item) => item.ownerId === owner.user.id)!.amountCents).toBe(line.amountCents);
  });

  it('leaves out owners without bank details and payables below the minimum, and says so', async () => {
    await setIssuerAccount('EE382200221020145685', 'HABAEE2X');
    await t.db.delete(ownerBankAccounts).where(eq(ownerBankAccounts.userId, otherOwner.user.id));
    await paidInvoice(otherOwnersCalls);
    const shown = await preview();
    expect(shown.withoutBankAccount.map((candidate) => candidate.ownerId)).toContain(otherOwner.user.id);
    expect(shown.payees.map((payee) => payee.ownerId)).not.toContain(otherOwner.user.id);

    await t.db.update(platformConfig).set({ payoutMinimumCents: OWNER_SHARE + 1 }).where(eq(platformConfig.id, 1));
    try {
      const below = await preview();
      expect(below.withoutBankAccount.map((candidate) => candidate.ownerId)).not.toContain(otherOwner.user.id);
      expect(below.belowMinimum.owners).toBeGreaterThanOrEqual(1);
      expect(below.belowMinimum.totalCents).toBeGreaterThanOrEqual(OWNER_SHARE);
    } finally {
      await t.db.update(platformConfig).set({ payoutMinimumCents: 5_000 }).where(eq(platformConfig.id, 1));
    }
    // Once the owner gives bank details, an IBAN outside SEPA goes by the CSV only.
    await setBankAccount(otherOwner, 'AE070331234567890123456');
    const run = (await createRun()).json<PayoutRun>();
    expect(run.lines.find((item) => item.ownerId === otherOwner.user.id)).toMatchObject({ inSepaFile: false });
    expect(run.hasSepaFile).toBe(false);
    const sepa = await call('GET', admin, `/api/admin/payouts/${run.id}/sepa`);
    expect(sepa.json().error).toEqual({ code: 'no_sepa_file', message: PAYOUT_RUN_MESSAGES.noSepaFile });
    expect((await call('GET', admin, `/api/admin/payouts/${run.id}/csv`)).body).toContain('AE070331234567890123456');
  });

  it('pays a payable once when two runs start at once', async () => {
    await setIssuerAccount('EE382200221020145685', 'HABAEE2X');
    await setBankAccount(owner, 'EE471000001020145685');
    await paidInvoice();
    const due = await payableOf(owner);
    const [first, second] = await Promise.all([createRun(), createRun()]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    const [row] = await rowsOf<{ paid: number }>(
      t.db,
      sql`select coalesce(sum(amount_cents), 0)::int as paid from payout_lines where owner_id = ${owner.user.id} and batch_id = ${(first!.statusCode === 201 ? first! : second!).json<PayoutRun>().id}`,
    );
    expect(row!.paid).toBe(due);
    expect(await payableOf(owner)).toBe(0);
  });

  it('is in the OpenAPI document, every route', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/payouts',
        '/api/admin/payouts/preview',
        '/api/admin/payouts/{id}',
        '/api/admin/payouts/{id}/sent',
        '/api/admin/payouts/{id}/paid',
        '/api/admin/payouts/{id}/lines/{lineId}/failure',
        '/api/admin/payouts/{id}/sepa',
        '/api/admin/payouts/{id}/csv',
      ]),
    );
  });

  it('refuses bad dates, a missing payer account, and unknown runs and lines', async () => {
    expect((await call('GET', admin, '/api/admin/payouts/preview?cutoffDate=yesterday')).statusCode).toBe(400);
    const future = await call('GET', admin, `/api/admin/payouts/preview?cutoffDate=${addDays(today, 2)}`);
    expect(future.json().error.details).toEqual({ cutoffDate: [PAYOUT_RUN_MESSAGES.cutoffInFuture] });
    const past = await createRun({ cutoffDate: today, executionDate: addDays(today, -1) });
    expect(past.json().error.details).toEqual({ executionDate: [PAYOUT_RUN_MESSAGES.executionDateInPast] });
    expect((await createRun({ cutoffDate: today })).statusCode).toBe(400);
    expect((await createRun({ cutoffDate: today, executionDate: today, extra: 1 })).statusCode).toBe(400);

    await setIssuerAccount('', '');
    try {
      await setBankAccount(owner, 'EE471000001020145685');
      await paidInvoice();
      const missing = await createRun();
      expect(missing.json().error).toEqual({ code: 'payer_account_missing', message: PAYOUT_RUN_MESSAGES.payerAccountMissing });
    } finally {
      await setIssuerAccount('EE382200221020145685', 'HABAEE2X');
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', admin, `/api/admin/payouts/${unknown}`)).statusCode).toBe(404);
    expect((await call('POST', admin, `/api/admin/payouts/${unknown}/sent`)).statusCode).toBe(404);
    const run = (await createRun()).json<PayoutRun>();
    expect((await call('POST', admin, `/api/admin/payouts/${run.id}/sent`)).statusCode).toBe(200);
    expect((await call('POST', admin, `/api/admin/payouts/${run.id}/lines/${unknown}/failure`, { reason: 'x' })).statusCode).toBe(404);
    expect((await call('POST', admin, `/api/admin/payouts/${run.id}/lines/${run.lines[0]!.id}/failure`, { reason: ' ' })).statusCode).toBe(400);
  });
});
