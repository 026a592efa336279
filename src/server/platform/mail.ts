import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { recordActivity } from './activity-log';
import { deleteExpiredRateLimits } from './rate-limit';
import type { PeriodicJob } from './periodic-job';

/**
 * Email goes through the mail_outbox table: a request only inserts a row (inside its own
 * transaction, so an email exists exactly when the change that caused it was committed), and a
 * worker sends it later with retries. A slow or broken mail server never fails or slows a request.
 */

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the email is about ("verify_email", "reset_password"...), for the activity log. */
  kind: string;
};

export type MailLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** Delay before the next try after the 1st, 2nd, ... failure. */
const MAIL_RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
] as const;
/** After this many failed tries a message is marked failed and left alone. */
const MAIL_MAX_ATTEMPTS = 8;
/** A claimed message is hidden from other workers this long; if its worker dies it is retried after. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;
const DEFAULT_INTERVAL_MS = 5_000;
const RATE_LIMIT_CLEANUP_EVERY_MS = 10 * 60_000;

// Mail workers running in this process, woken right after a queueEmail so mail does not wait for the next tick.
const wakeUps = new Set<() => void>();

/** Adds an email to the outbox. Pass the caller's transaction so the email commits (or not) with its cause. */
export async function queueEmail(db: Executor, email: OutgoingEmail): Promise<{ id: string }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: email.to, subject: email.subject, textBody: email.text, htmlBody: email.html, kind: email.kind })
    .returning({ id: mailOutbox.id });
  for (const wake of wakeUps) wake();
  return { id: row!.id };
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Sends one message, or throws. */
type MailTransport = {
  send(message: OutboxRow): Promise<void>;
  close(): void;
};

function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): MailTransport {
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      // Nodemailer waits minutes by default; a worker should give up on a dead server quickly and retry later.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        await transporter.sendMail({
          from: config.mailFrom,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        });
      },
      close: () => transporter.close(),
    };
  }
  // No SMTP server: each message becomes a file a developer (or a test) opens to follow its link.
  const dir = path.join(config.dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${message.createdAt.toISOString().replaceAll(':', '-')}-${message.id}.json`);
      const content = {
        id: message.id,
        from: config.mailFrom,
        to: message.toAddress,
        subject: message.subject,
        kind: message.kind,
        text: message.textBody,
        html: message.htmlBody,
        createdAt: message.createdAt.toISOString(),
      };
      await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
      // Never the body: its links carry single-use secrets. The file is where to read them.
      log.info({ to: message.toAddress, subject: message.subject, file }, 'email written to the local outbox');
    },
    close: () => {},
  };
}

/** Claims due messages in one short transaction; other workers skip the locked rows and then see the lease. */
async function claimDueMessages(db: Database): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + (${CLAIM_LEASE_MS}::integer * interval '1 millisecond')` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export function retryDelayMs(failedAttempts: number): number {
  return MAIL_RETRY_DELAYS_MS[Math.min(failedAttempts, MAIL_RETRY_DELAYS_MS.length) - 1] ?? MAIL_RETRY_DELAYS_MS[0];
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

async function recordFailure(db: Database, message: OutboxRow, error: unknown, log: MailLog): Promise<void> {
  const attempts = message.attempts + 1;
  const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
  const lastError = describeError(error);
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError,
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: giveUp ? sql`now()` : sql`now() + (${retryDelayMs(attempts)}::integer * interval '1 millisecond')`,
    })
    .where(eq(mailOutbox.id, message.id));
  log.warn({ mailId: message.id, kind: message.kind, attempts, giveUp, error: lastError }, 'email could not be sent');
  await recordActivity(db, {
    type: 'email_send_failed',
    message: giveUp
      ? `Email "${message.subject}" to ${message.toAddress} failed ${attempts} times and will not be retried`
      : `Email "${message.subject}" to ${message.toAddress} could not be sent (attempt ${attempts})`,
    status: 'error',
    errorMessage: lastError,
    data: { input_params: { mailId: message.id, kind: message.kind, to: message.toAddress, attempts, willRetry: !giveUp } },
  });
}

export type MailWorkerOptions = {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  log: MailLog;
  /** Replaces the transport chosen from the config (tests). */
  transport?: MailTransport;
};

/** Sends every message due now, batch after batch, and answers how many were sent and how many failed. */
export async function runMailWorkerOnce(options: MailWorkerOptions): Promise<{ sent: number; failed: number }> {
  const transport = options.transport ?? createMailTransport(options.config, options.log);
  try {
    return await drainOutbox(options.db, transport, options.log);
  } finally {
    if (!options.transport) transport.close();
  }
}

async function drainOutbox(db: Database, transport: MailTransport, log: MailLog): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDueMessages(db);
    if (batch.length === 0) break;
    // Sent outside any transaction: the network never holds a database lock or PGlite's single connection.
    for (const message of batch) {
      try {
        await transport.send(message);
      } catch (error) {
        failed += 1;
        await recordFailure(db, message, error, log);
        continue;
      }
      sent += 1;
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: message.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, message.id));
    }
  }
  return { sent, failed };
}

/**
 * The mail worker as a background job (src/server/jobs.ts starts it): sends the outbox every few
 * seconds and right after an email is queued in this process. Safe to run in every app process:
 * messages are claimed with FOR UPDATE SKIP LOCKED. Also deletes dead rate-limit counters now and then.
 */
export function mailWorkerJob(options: MailWorkerOptions & { intervalMs?: number }): PeriodicJob {
  const { db, log } = options;
  const transport = options.transport ?? createMailTransport(options.config, log);
  let lastCleanupAt = 0;
  return {
    what: 'mail worker pass',
    intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
    firstRunMs: 0,
    // Each send and failure is logged (and failures recorded) by drainOutbox itself.
    log: { debug() {}, error: (details, message) => log.error(details, message) },
    async run() {
      const { sent, failed } = await drainOutbox(db, transport, log);
      if (Date.now() - lastCleanupAt > RATE_LIMIT_CLEANUP_EVERY_MS) {
        lastCleanupAt = Date.now();
        await deleteExpiredRateLimits(db);
      }
      return sent + failed;
    },
    subscribe(wake) {
      wakeUps.add(wake);
      return () => wakeUps.delete(wake);
    },
    close() {
      if (!options.transport) transport.close();
    },
  };
}
