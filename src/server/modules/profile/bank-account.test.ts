import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayoutBankAccount } from '@shared/contracts/profile';
import { BANK_DETAILS_MESSAGES, PAYOUT_ACCOUNT_MESSAGES } from '@shared/errors';
import { mailOutbox, ownerBankAccounts, users } from '../../db/schema';
import { PASSWORD_CONFIRMATION_LIMIT } from '../auth/auth.rate-limits';
import { ensureUser } from '../users/users.service';
import { createSession, useSignedIn } from '../../../../tests/api/auth-helpers';
import { latestActivity } from '../../../../tests/api/activity';
import { type TestApp, useTestApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [trader, admin] = useSignedIn(t, ['customer'], ['administrator']);

const PASSWORD = 'owner-password-2026';
const URL = '/api/profile/bank-account';
const IBAN = 'EE38 2200 2210 2014 5685';
const IBAN_STORED = 'EE382200221020145685';
const SECOND_IBAN = 'DE89 3704 0044 0532 0130 00';
const SECOND_IBAN_STORED = 'DE89370400440532013000';
const details = { accountHolder: 'Olga Owner OÜ', iban: IBAN, bic: 'habaee2x', currentPassword: PASSWORD };

/** A new warehouse owner whose password the test knows, signed in. */
async function newOwner(app: Pick<TestApp, 'db'> = t) {
  const email = `payout-owner-${randomUUID().slice(0, 8)}@example.test`;
  const { id } = await ensureUser(app.db, { email, password: PASSWORD, roles: ['warehouse_owner'], firstName: 'Olga', lastName: 'Owner' });
  const { token } = await createSession(app, id);
  return { id, email, headers: { authorization: `Bearer ${token}` } };
}

const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const save = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: URL, headers, payload });
const emailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('who may use /api/profile/bank-account', () => {
  it('answers 401 signed out, even to an invalid body', async () => {
    for (const response of [await read({}), await save({}, details), await save({}, {})]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('answers 403 to a trader and an administrator, reading or saving', async () => {
    for (const who of [trader, admin]) {
      expect((await read(who.headers)).statusCode).toBe(403);
      const saved = await save(who.headers, details);
      expect(saved.statusCode).toBe(403);
      expect(saved.json().error).toEqual({ code: 'forbidden', message: 'Unauthorized' });
      const rows = await t.db.select().from(ownerBankAccounts).where(eq(ownerBankAccounts.userId, who.user.id));
      expect(rows).toEqual([]);
    }
  });
});

describe('an owner sets and reads their payout bank account', () => {
  it('answers null before the first save', async () => {
    const owner = await newOwner();
    const response = await read(owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bankAccount: null });
  });

  it('stores the IBAN as banks write it and the BIC in upper case, and reads back the same with a masked IBAN', async () => {
    const owner = await newOwner();
    const saved = await save(owner.headers, details);
    expect(saved.statusCode).toBe(200);
    const expected = { accountHolder: 'Olga Owner OÜ', iban: IBAN_STORED, ibanMasked: 'EE•• •••• •••• •••• 5685', bic: 'HABAEE2X' };
    expect(saved.json()).toMatchObject(expected);
    expect(saved.json()).not.toHaveProperty('currentPassword');
    const again = await read(owner.headers);
    expect(again.json<{ bankAccount: PayoutBankAccount }>().bankAccount).toEqual({ ...expected, updatedAt: saved.json().updatedAt });
    const [row] = await t.db.select().from(ownerBankAccounts).where(eq(ownerBankAccounts.userId, owner.id));
    expect(row).toMatchObject({ accountHolder: 'Olga Owner OÜ', iban: IBAN_STORED, bic: 'HABAEE2X' });
  });

  it('e-mails the owner with the masked IBAN, the time and what to do, never the full IBAN', async () => {
    const owner = await newOwner();
    await save(owner.headers, details);
    const [email, ...others] = await emailsTo(owner.email);
    expect(others).toEqual([]);
    expect(email!.kind).toBe('payout_account_changed');
    expect(email!.subject).toMatch(/^Your payout bank account was changed/);
    for (const body of [email!.textBody, email!.htmlBody]) {
      expect(body).toContain('EE•• •••• •••• •••• 5685');
      expect(body).toContain('ending in 5685');
      expect(body).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/);
      expect(body).toContain('If this was not you');
      expect(body).not.toContain(IBAN_STORED);
      expect(body).not.toContain(IBAN);
      expect(body).not.toContain(PASSWORD);
    }
  });

  it("writes the time of the change in the owner's language, through the message catalogue", async () => {
    const owner = await newOwner();
    await t.db.update(users).set({ locale: 'zh' }).where(eq(users.id, owner.id));
    await save(owner.headers, details);
    const [email] = await emailsTo(owner.email);
    // Chinese writes "{date} {time} UTC", no comma; English "22 Nov 2026, 14:05 UTC".
    expect(email!.textBody).toMatch(/\d日 \d{2}:\d{2} UTC/);
    expect(email!.textBody).not.toMatch(/, \d{2}:\d{2} UTC/);
  });

  it('writes the change to the activity log without the full IBAN or the password', async () => {
    const owner = await newOwner();
    await save(owner.headers, details);
    const entry = await latestActivity(t, 'account.payout_bank_account_changed');
    expect(entry).toMatchObject({ userId: owner.id, status: 'success' });
    const logged = JSON.stringify(entry);
    expect(logged).toContain('5685');
    expect(logged).not.toContain(IBAN_STORED);
    expect(logged).not.toContain(PASSWORD);
  });

  it('replaces the first account with a second change, and e-mails again', async () => {
    const owner = await newOwner();
    await save(owner.headers, details);
    const second = await save(owner.headers, { accountHolder: 'Olga Owner GmbH', iban: SECOND_IBAN, bic: 'DEUTDEFF500', currentPassword: PASSWORD });
    expect(second.statusCode).toBe(200);
    const rows = await t.db.select().from(ownerBankAccounts).where(eq(ownerBankAccounts.userId, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountHolder: 'Olga Owner GmbH', iban: SECOND_IBAN_STORED, bic: 'DEUTDEFF500' });
    expect((await read(owner.headers)).json().bankAccount).toMatchObject({ iban: SECOND_IBAN_STORED, ibanMasked: 'DE•• •••• •••• •••• ••30 00' });
    const emails = await emailsTo(owner.email);
    expect(emails).toHaveLength(2);
    expect(emails.some((email) => email.textBody.includes('ending in 3000'))).toBe(true);
  });
});

describe('the checks', () => {
  it('answers 400 on currentPassword to a wrong password, and saves and sends nothing', async () => {
    const owner = await newOwner();
    const response = await save(owner.headers, { ...details, currentPassword: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_error',
      message: PAYOUT_ACCOUNT_MESSAGES.currentPasswordWrong,
      details: { currentPassword: [PAYOUT_ACCOUNT_MESSAGES.currentPasswordWrong] },
    });
    expect((await read(owner.headers)).json()).toEqual({ bankAccount: null });
    expect(await emailsTo(owner.email)).toEqual([]);
  });

  it('keeps the saved account when a change brings a wrong password', async () => {
    const owner = await newOwner();
    await save(owner.headers, details);
    const refused = await save(owner.headers, { ...details, iban: SECOND_IBAN, currentPassword: 'guess' });
    expect(refused.statusCode).toBe(400);
    expect((await read(owner.headers)).json().bankAccount.iban).toBe(IBAN_STORED);
    expect(await emailsTo(owner.email)).toHaveLength(1);
  });

  it('refuses repeated wrong passwords with 429, the right one too, until the window ends', async () => {
    const owner = await newOwner();
    for (let attempt = 0; attempt < PASSWORD_CONFIRMATION_LIMIT.max; attempt++) {
      expect((await save(owner.headers, { ...details, currentPassword: `guess-${attempt}` })).statusCode).toBe(400);
    }
    const limited = await save(owner.headers, details);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await read(owner.headers)).json()).toEqual({ bankAccount: null });
  });

  it('does not count right passwords against the limit', async () => {
    const owner = await newOwner();
    for (let attempt = 0; attempt <= PASSWORD_CONFIRMATION_LIMIT.max; attempt++) {
      expect((await save(owner.headers, details)).statusCode).toBe(200);
    }
  });

  it('answers 400 with a message per field to a bad IBAN, BIC or a missing detail, and saves nothing', async () => {
    const owner = await newOwner();
    const cases: [object, Record<string, string[]>][] = [
      // One check digit off.
      [{ iban: 'EE39 2200 2210 2014 5685' }, { iban: [BANK_DETAILS_MESSAGES.ibanInvalid] }],
      [{ bic: 'HABA' }, { bic: [BANK_DETAILS_MESSAGES.bicInvalid] }],
      [{ bic: 'H4BAEE2X' }, { bic: [BANK_DETAILS_MESSAGES.bicInvalid] }],
      [
        { accountHolder: ' ', iban: '', bic: '', currentPassword: '' },
        {
          accountHolder: [PAYOUT_ACCOUNT_MESSAGES.accountHolderRequired],
          iban: [PAYOUT_ACCOUNT_MESSAGES.ibanRequired],
          bic: [PAYOUT_ACCOUNT_MESSAGES.bicRequired],
          currentPassword: [PAYOUT_ACCOUNT_MESSAGES.currentPasswordRequired],
        },
      ],
    ];
    for (const [change, fieldMessages] of cases) {
      const response = await save(owner.headers, { ...details, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_error', details: fieldMessages });
    }
    expect((await read(owner.headers)).json()).toEqual({ bankAccount: null });
    expect(await emailsTo(owner.email)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('declares both operations with their schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const path = document.paths['/api/profile/bank-account'];
    expect(path.get.tags).toEqual(['profile']);
    expect(Object.keys(path.get.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(path.put.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['accountHolder', 'iban', 'bic', 'currentPassword']),
    );
    expect(Object.keys(path.put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
  });
});
