import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { SignInChallenge, SolvedSignInChallenge } from '@shared/contracts/auth';
import { mailOutbox } from '../../db/schema';
import type { TestApp } from '../../../../tests/api/harness';

/** Helpers shared by the auth API tests (not a test file itself). */

export const PASSWORD = 'correct horse battery';

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${randomUUID().slice(0, 8)}@example.com`;
}

let ipCounter = 0;
/** A different client address per call, so the per-IP rate limits of one test never touch another's. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

type PostOptions = { ip?: string; headers?: Record<string, string> };

export function post(t: TestApp, url: string, payload: unknown, options: PostOptions = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: options.ip ?? uniqueIp(), headers: options.headers });
}

export function registerAccount(
  t: TestApp,
  input: { email: string; password?: string; role?: 'customer' | 'warehouse_owner' },
  options: PostOptions = {},
) {
  const password = input.password ?? PASSWORD;
  return post(
    t,
    '/api/auth/register',
    { email: input.email, password, confirmPassword: password, acceptTerms: true, ...(input.role ? { role: input.role } : {}) },
    options,
  );
}

export function loginAccount(t: TestApp, email: string, password = PASSWORD, options: PostOptions = {}) {
  return post(t, '/api/auth/login', { email, password }, options);
}

/** The emails queued for an address, newest first. */
export async function emailsTo(t: TestApp, to: string) {
  // Reset and resend requests queue their email after answering.
  await t.app.ctx.deferred.idle();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt));
}

const LINK_PATTERN = /(https?:\/\/\S+?[?&]token=([A-Za-z0-9_-]+))/;

/** The link of an email body and the token it carries, as a person clicking it would get them. */
export function linkIn(body: string): { url: string; token: string } {
  const match = LINK_PATTERN.exec(body);
  if (!match) throw new Error('no link with a token in this email');
  return { url: match[1]!, token: match[2]! };
}

/** The token of the newest email of this kind sent to the address. */
export async function latestToken(t: TestApp, to: string, kind: string): Promise<string> {
  const emails = (await emailsTo(t, to)).filter((email) => email.kind === kind);
  expect(emails.length, `an email of kind ${kind} to ${to}`).toBeGreaterThan(0);
  return linkIn(emails[0]!.textBody).token;
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'session');
}

export async function getSession(t: TestApp, credentials: { cookie?: string; bearer?: string }) {
  const headers: Record<string, string> = {};
  if (credentials.cookie) headers.cookie = `session=${credentials.cookie}`;
  if (credentials.bearer) headers.authorization = `Bearer ${credentials.bearer}`;
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { user: { id: string; email: string; roles: string[] } | null };
}

/** Registers and follows the verification link: an account that can sign in. */
export async function createVerifiedAccount(
  t: TestApp,
  input: { email?: string; password?: string; role?: 'customer' | 'warehouse_owner' } = {},
): Promise<{ email: string; password: string; userId: string }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? PASSWORD;
  const registered = await registerAccount(t, { email, password, role: input.role });
  expect(registered.statusCode).toBe(201);
  const verified = await post(t, '/api/auth/verify-email', { token: await latestToken(t, email, 'verify_email') });
  expect(verified.statusCode).toBe(200);
  return { email, password, userId: (verified.json() as { user: { id: string } }).user.id };
}

/** A challenge from the server, solved as a browser would (for real: about a second of PBKDF2). */
export async function solvedChallenge(t: TestApp): Promise<SolvedSignInChallenge> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-challenge' })).json<SignInChallenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
}
