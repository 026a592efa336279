import type { I18n } from '@lingui/core';
import { bookingLinkPath } from '@shared/contracts/bookings';
import { formatInquiryNumber, shortId } from '@shared/ids';
import type { Database } from '../../db/client';
import { EMAIL_BRAND, greeting, renderEmail } from '../../platform/email-layout';
import { type OutgoingEmail, queueEmail } from '../../platform/mail';
import { localeOf } from '../../platform/texts';
import type { JobLog, PeriodicJob } from '../../platform/periodic-job';
import {
  type DigestCandidate,
  findDigestCandidates,
  findLastDigestAt,
  findUnreadByConversation,
  recordDigest,
  tryLockDigest,
  type UnreadThreadSummary,
} from './messaging.repository';

/** Checked every minute; messages older than this are not looked at again (a digest is about news). */
const DIGEST_INTERVAL_MS = 60_000;
const LOOKBACK_MS = 7 * 24 * 60 * 60_000;

export type DigestDeps = { db: Database; publicUrl: string; quietMinutes: number };

function threadLink(publicUrl: string, thread: UnreadThreadSummary, isAdmin: boolean): string {
  if (thread.bookingId) return publicUrl + bookingLinkPath(thread.bookingId);
  const id = encodeURIComponent(thread.inquiryId!);
  return `${publicUrl}${isAdmin ? '/admin' : ''}/inquiries/${id}`;
}

function threadLabel(i18n: I18n, thread: UnreadThreadSummary): string {
  const { unread, warehouseName: warehouse } = thread;
  return thread.inquiryId
    ? i18n._('Inquiry {number} · {warehouse}: {unread, plural, one {# unread message} other {# unread messages}}', {
        number: formatInquiryNumber(thread.inquiryId),
        warehouse,
        unread,
      })
    : i18n._('Booking #{number} · {warehouse}: {unread, plural, one {# unread message} other {# unread messages}}', {
        number: shortId(thread.bookingId!),
        warehouse,
        unread,
      });
}

function unreadDigestEmail(input: { to: DigestCandidate; threads: readonly UnreadThreadSummary[]; publicUrl: string }): OutgoingEmail {
  const total = input.threads.reduce((sum, thread) => sum + thread.unread, 0);
  return renderEmail(localeOf(input.to), (i18n) => ({
    kind: 'unread_messages_digest',
    to: input.to.email,
    subject: i18n._('You have {total, plural, one {# unread message} other {# unread messages}} on {brand}', { total, brand: EMAIL_BRAND }),
    heading: i18n._('Messages are waiting for you'),
    paragraphs: [
      { text: greeting(i18n, input.to.firstName) },
      {
        text: i18n._('While you were away, {total, plural, one {a message arrived} other {# messages arrived}} in your conversations:', { total }),
      },
      { text: input.threads.map((thread) => threadLabel(i18n, thread)).join('\n') },
    ],
    actions: [
      ...input.threads.slice(0, 3).map((thread) => ({
        label: thread.inquiryId
          ? i18n._('Open inquiry #{number}', { number: shortId(thread.inquiryId) })
          : i18n._('Open booking #{number}', { number: shortId(thread.bookingId!) }),
        link: threadLink(input.publicUrl, thread, input.to.isAdmin),
      })),
      { label: i18n._('All messages'), link: `${input.publicUrl}/messages` },
    ],
    notes: [i18n._('We send at most one email per quiet spell of a conversation, never one per message.')],
  }));
}

/**
 * One email per user whose unread messages have been quiet for the quiet period and are newer than
 * their last digest; nothing while a conversation is still going on, nothing twice for the same
 * messages. Each user is handled in one transaction holding an advisory lock, so several app
 * processes can run this at once: the email is queued (mail outbox) and the digest recorded
 * together, or neither. Answers how many digests were queued.
 */
export async function sendUnreadDigests(deps: DigestDeps, now: Date = new Date()): Promise<number> {
  const quietUntil = new Date(now.getTime() - deps.quietMinutes * 60_000);
  const candidates = await findDigestCandidates(deps.db, new Date(now.getTime() - LOOKBACK_MS), quietUntil);
  let sent = 0;
  for (const candidate of candidates) {
    const queued = await deps.db.transaction(async (tx) => {
      if (!(await tryLockDigest(tx, candidate.userId))) return false;
      const threads = await findUnreadByConversation(tx, candidate.userId, candidate.isAdmin);
      if (threads.length === 0) return false;
      const newest = threads.reduce((latest, thread) => (thread.newestAt > latest ? thread.newestAt : latest), threads[0]!.newestAt);
      // Still talking: wait until the conversation has been quiet for the whole period.
      if (newest > quietUntil) return false;
      const last = await findLastDigestAt(tx, candidate.userId);
      if (last && newest <= last) return false;
      await queueEmail(tx, unreadDigestEmail({ to: candidate, threads, publicUrl: deps.publicUrl }));
      await recordDigest(tx, candidate.userId, newest);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** Users away from their conversations get one email of unread messages after a quiet period. */
export function unreadDigestJob(deps: DigestDeps & { log: JobLog }): PeriodicJob {
  return {
    what: 'unread message digests',
    run: () => sendUnreadDigests(deps),
    intervalMs: DIGEST_INTERVAL_MS,
    firstRunMs: 30_000,
    log: deps.log,
  };
}
