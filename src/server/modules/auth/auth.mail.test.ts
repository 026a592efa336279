import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLog, mailOutbox } from '../../db/schema';
import { type MailLog, mailWorkerJob, queueEmail, retryDelayMs, runMailWorkerOnce } from '../../platform/mail';
import { startPeriodicJob } from '../../platform/periodic-job';
import { createTestApp, type TestApp } from '../../../../tests/api/harness';
import { escapeHtml } from '../../platform/email-layout';
import { setPasswordEmail, verificationEmail } from './auth.emails';
import { getSession, latestToken, linkIn, post, registerAccount, uniqueEmail } from './auth.test-support';

/** A logger that keeps what it is told, to check that no secret reaches the logs. */
function recordingLog(): MailLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (details: object, message: string) => {
    lines.push(`${message} ${JSON.stringify(details)}`);
  };
  return { lines, info: write, warn: write, error: write };
}

function outboxFiles(dataDir: string): { name: string; content: Record<string, string> }[] {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.sort().map((name) => ({ name, content: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) }));
}

describe('the local outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes each email to DATA_DIR/outbox with its text and html; the link in it signs in', async () => {
    const email = uniqueEmail();
    expect((await registerAccount(t, { email })).statusCode).toBe(201);
    const log = recordingLog();
    expect(await runMailWorkerOnce({ db: t.db, config: t.config, log })).toEqual({ sent: 1, failed: 0 });

    const files = outboxFiles(t.dataDir).filter((file) => file.content.to === email);
    expect(files).toHaveLength(1);
    const { name, content } = files[0]!;
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f-]{36}\.json$/);
    expect(content).toMatchObject({ to: email, subject: 'Verify your email for 24WM' });
    expect(new Date(content.createdAt!).getTime()).not.toBeNaN();
    const { url, token } = linkIn(content.text!);
    expect(content.html).toContain(escapeHtml(url));

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);

    // One info line with the recipient and subject, never the link.
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain(email);
    expect(log.lines[0]).toContain('Verify your email for 24WM');
    expect(log.lines[0]).not.toContain(token);

    const verified = await post(t, '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.find((c) => c.name === 'session')!.value;
    expect((await getSession(t, { cookie })).user?.email).toBe(email);

    // Nothing is sent twice.
    expect(await runMailWorkerOnce({ db: t.db, config: t.config, log })).toEqual({ sent: 0, failed: 0 });
  });

  it('a running worker sends an email right after it is queued', async () => {
    const log = recordingLog();
    await runMailWorkerOnce({ db: t.db, config: t.config, log });
    // A long interval: only the in-process wake-up can send the email in time.
    const worker = startPeriodicJob(mailWorkerJob({ db: t.db, config: t.config, log, intervalMs: 10 * 60_000 }));
    try {
      const email = uniqueEmail();
      await queueEmail(t.db, { to: email, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', kind: 'test' });
      await vi.waitFor(
        async () => {
          const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
          expect(row?.status).toBe('sent');
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await worker.stop();
    }
  });
});

describe('a failing SMTP server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the request successful and schedules a retry with an activity-log error', async () => {
    const email = uniqueEmail();
    const response = await post(t, '/api/auth/password-reset/request', { email });
    expect(response.statusCode).toBe(200);
    // The reset is looked up after the answer: done before the account exists, it queues nothing (a
    // busy machine once ran it after the registration, and it queued a second mail).
    await t.app.ctx.deferred.idle();
    const registered = await registerAccount(t, { email });
    expect(registered.statusCode).toBe(201);
    const token = await latestToken(t, email, 'verify_email');

    const log = recordingLog();
    const before = Date.now();
    expect(await runMailWorkerOnce({ db: t.db, config: t.config, log })).toEqual({ sent: 0, failed: 1 });

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 25_000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 35_000);
    expect(outboxFiles(t.dataDir)).toHaveLength(0);

    const entries = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.activityType, 'email_send_failed'), eq(activityLog.status, 'error')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.errorMessage).toMatch(/ECONNREFUSED|connect/i);
    expect(entries[0]!.message).toContain('Verify your email for 24WM');
    expect(JSON.stringify(entries[0])).not.toContain(token);
    expect(log.lines.join('\n')).not.toContain(token);

    // Not due yet: the next pass leaves it alone.
    expect(await runMailWorkerOnce({ db: t.db, config: t.config, log })).toEqual({ sent: 0, failed: 0 });
  });

  it('backs off 30 s, 2 min, 10 min, 1 h... and gives up after 8 attempts', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 120_000, 600_000, 3_600_000]);
    expect(retryDelayMs(7)).toBeGreaterThan(retryDelayMs(6));

    const email = uniqueEmail();
    const { id } = await queueEmail(t.db, { to: email, subject: 'Last try', text: 'x', html: '<p>x</p>', kind: 'test' });
    await t.db.update(mailOutbox).set({ attempts: 7 }).where(eq(mailOutbox.id, id));
    expect(await runMailWorkerOnce({ db: t.db, config: t.config, log: recordingLog() })).toEqual({ sent: 0, failed: 1 });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.activityType, 'email_send_failed'));
    expect(entries.some((entry) => entry.message.includes('"Last try"') && entry.message.includes('will not be retried'))).toBe(true);

    // A failed message is never picked up again.
    await t.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) }).where(eq(mailOutbox.id, id));
    expect(await runMailWorkerOnce({ db: t.db, config: t.config, log: recordingLog() })).toEqual({ sent: 0, failed: 0 });
  });
});

describe('account email content', () => {
  it('escapes what it inserts into the HTML and has a text part', () => {
    const email = setPasswordEmail({
      to: 'owner@example.com',
      locale: 'en',
      publicUrl: 'http://localhost:3000',
      token: 'abc',
      reason: () => 'Your request for <b>"Dock & Yard"</b> was approved.',
    });
    expect(email.subject).toBe('Set up your 24WM account');
    expect(email.html).toContain('Your request for &lt;b&gt;&quot;Dock &amp; Yard&quot;&lt;/b&gt; was approved.');
    expect(email.html).not.toContain('<b>');
    expect(email.text).toContain('Your request for <b>"Dock & Yard"</b> was approved.');
    expect(email.text).toContain('http://localhost:3000/reset-password?type=invite&token=abc');
    expect(email.text).toContain('7 days');
  });

  it('puts the link in the HTML as a button and as text', () => {
    const email = verificationEmail({ to: 'a@example.com', locale: 'en', publicUrl: 'https://24wm.example', token: 'tok' });
    const link = 'https://24wm.example/dashboard?type=signup&amp;token=tok';
    expect(email.html.split(`href="${link}"`)).toHaveLength(3);
    expect(email.html).toContain(`>${link}</a>`);
    expect(email.html).toContain('24WM');
  });
});
