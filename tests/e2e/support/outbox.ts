import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The e2e server has no SMTP server: every email is written as JSON to `${E2E_DATA_DIR}/outbox/`.
 * These helpers find the newest email to an address and the link in it, as a person would.
 */

export type OutboxEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind?: string;
  createdAt: string;
};

type WaitOptions = {
  /** Only emails whose first link contains this (e.g. "type=recovery"). */
  linkContaining?: string;
  /** Only emails written at or after this moment. */
  since?: Date;
  timeoutMs?: number;
};

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

async function readEmails(): Promise<OutboxEmail[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((file) => file.endsWith('.json'));
  } catch {
    return []; // no email written yet: the folder appears with the first one
  }
  const emails = await Promise.all(
    files.map(async (file) => {
      try {
        return JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as OutboxEmail;
      } catch {
        return null; // caught mid-write; the next poll reads it whole
      }
    }),
  );
  return emails.filter((email): email is OutboxEmail => email !== null);
}

/** The first http(s) link of the email's text part. */
export function firstLink(email: Pick<OutboxEmail, 'text' | 'subject'>): string {
  const match = /https?:\/\/[^\s<>"')\]]+/.exec(email.text);
  if (!match) throw new Error(`The email "${email.subject}" has no link in its text`);
  return match[0];
}

/** Polls the outbox until an email to `to` matching the options arrives; answers the newest one. */
export async function waitForEmail(to: string, options: WaitOptions = {}): Promise<OutboxEmail> {
  const { linkContaining, since, timeoutMs = 20_000 } = options;
  const deadline = Date.now() + timeoutMs;
  const address = to.trim().toLowerCase();
  for (;;) {
    const matches = (await readEmails())
      .filter((email) => email.to.trim().toLowerCase() === address)
      .filter((email) => !since || new Date(email.createdAt).getTime() >= since.getTime())
      .filter((email) => {
        if (!linkContaining) return true;
        const link = /https?:\/\/[^\s<>"')\]]+/.exec(email.text)?.[0];
        return link?.includes(linkContaining) ?? false;
      })
      .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
    if (matches[0]) return matches[0];
    if (Date.now() > deadline) {
      throw new Error(`No email to ${to}${linkContaining ? ` with a link containing "${linkContaining}"` : ''} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for the email and answers its first link. */
export async function waitForEmailLink(to: string, options: WaitOptions = {}): Promise<string> {
  return firstLink(await waitForEmail(to, options));
}
