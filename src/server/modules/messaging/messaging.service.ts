import type { I18n } from '@lingui/core';
import { MESSAGING_LIVE_KEYS } from '@shared/contracts/events';
import type {
  ConversationsResponse,
  ThreadMessage,
  ThreadMessagesResponse,
} from '@shared/contracts/messaging';
import { formatInquiryNumber, shortId } from '@shared/ids';
import { can } from '@shared/permissions';
import { MESSAGING_MESSAGES, tooManyMessagesMessage } from '@shared/errors';
import { LOCALES, type Locale, SOURCE_LOCALE } from '@shared/locales';
import { personName } from '@shared/people';
import type { Database, Executor } from '../../db/client';
import type { Actor } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { AppError, RateLimitedError } from '../../platform/errors';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { consumeRateLimit } from '../../platform/rate-limit';
import { inLanguage, sharedTextIn } from '../../platform/texts';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { announceNotifications, notifyUsers } from '../notifications/notifications.service';
import { featureDisabledReason } from '../platform/platform.service';
import { listActiveAdministratorIds } from '../users/users.service';
import {
  countUnreadMessages,
  ensureConversation,
  findConversationId,
  findConversationsPage,
  findMessagesPage,
  findSubjectInfo,
  findThreadParticipantIds,
  insertMessage,
  markConversationRead,
  type MessageRow,
  type SubjectInfo,
  type ThreadSubject,
} from './messaging.repository';

export type { ThreadSubject } from './messaging.repository';

/** Per user: enough for a lively conversation, too few for a script flooding a thread. */
export const SEND_RATE_LIMIT = { max: 30, windowMs: 60_000 };

// ---------------------------------------------------------------------------------------------
// Writing into threads from other modules (status changes)
// ---------------------------------------------------------------------------------------------

/**
 * Writes a system message (a status change) into the subject's thread, in every language at once
 * (decision 239): `say` writes it with `i18n._`, and each reader reads it in theirs. Pass the caller's
 * transaction so the message is saved with the change it reports; after the commit the caller
 * announces the change (announceThreadChanged).
 */
export async function postSystemMessage(tx: Executor, subject: ThreadSubject, say: (i18n: I18n) => string): Promise<void> {
  const conversationId = await ensureConversation(tx, subject);
  const translations = Object.fromEntries(LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => [locale, inLanguage(locale, say)]));
  await insertMessage(tx, { conversationId, senderId: null, body: inLanguage(SOURCE_LOCALE, say), isSystemMessage: true, translations });
}

/** Writes a message from this user into the subject's thread (in the caller's transaction). */
export async function postMessageAs(tx: Executor, subject: ThreadSubject, senderId: string, body: string): Promise<{ id: string }> {
  const conversationId = await ensureConversation(tx, subject);
  return insertMessage(tx, { conversationId, senderId, body, isSystemMessage: false });
}

/** After the commit: every participant's open threads, conversation lists and unread badges refetch. */
export async function announceThreadChanged(deps: ServiceDeps, subject: ThreadSubject): Promise<void> {
  const userIds = await findThreadParticipantIds(deps.db, subject);
  const keys = Object.values(MESSAGING_LIVE_KEYS);
  if (userIds.length > 0) await deps.events.publish({ audience: { userIds }, event: { type: 'invalidate', keys } });
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys } });
}

// ---------------------------------------------------------------------------------------------
// Who may read and write a thread
// ---------------------------------------------------------------------------------------------

/**
 * The subject, if the viewer takes part in its thread (thread:use: the trader of the inquiry or
 * booking, the booked warehouse's owner, every administrator); anyone else gets the same 404 as a
 * missing id.
 */
async function requireThread(db: Executor, viewer: Viewer, subject: ThreadSubject): Promise<SubjectInfo> {
  const info = await findSubjectInfo(db, subject);
  if (!info || !can(viewer, 'thread:use', info)) throw new AppError('not_found', MESSAGING_MESSAGES.threadNotFound);
  return info;
}

/** Null while messaging is on; otherwise why the thread is read-only. */
const readOnlyReason = (db: Executor) => featureDisabledReason(db, 'messaging');

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

function toThreadMessage(row: MessageRow, viewerId: string): ThreadMessage {
  return {
    id: row.id,
    body: row.body,
    bodyLocale: row.bodyLocale,
    createdAt: row.createdAt.toISOString(),
    isSystemMessage: row.isSystemMessage,
    isRead: row.isRead,
    isOwn: row.senderId === viewerId,
    sender:
      row.senderId === null || row.isSystemMessage
        ? null
        : { id: row.senderId, firstName: row.senderFirstName, lastName: row.senderLastName, isAdmin: row.senderIsAdmin },
  };
}

/** A page of the thread, oldest first: the newest messages, or those before `before` (scrolling up). */
export async function getThreadMessages(
  db: Database,
  viewer: Viewer | null,
  subject: ThreadSubject,
  query: { before?: string; limit: number },
  locale: Locale,
): Promise<ThreadMessagesResponse> {
  const signedIn = requirePermission(viewer, 'thread:use');
  await requireThread(db, signedIn, subject);
  const [conversationId, reason] = await Promise.all([findConversationId(db, subject), readOnlyReason(db)]);
  const rows = conversationId
    ? await findMessagesPage(db, { conversationId, viewerId: signedIn.id, beforeId: query.before, limit: query.limit, locale })
    : [];
  const page = rows.slice(0, query.limit).reverse();
  return {
    items: page.map((row) => toThreadMessage(row, signedIn.id)),
    hasOlder: rows.length > query.limit,
    canSend: reason === null,
    readOnlyReason: reason === null ? null : sharedTextIn(locale, reason),
  };
}

export async function listConversations(db: Database, viewer: Viewer | null, query: { page: number; pageSize: number }, locale: Locale): Promise<ConversationsResponse> {
  const signedIn = requirePermission(viewer, 'account:use');
  const found = await findConversationsPage(db, { viewerId: signedIn.id, viewerIsAdmin: can(signedIn, 'threads:view-all'), ...pageWindow(query), locale });
  return pageAnswer(query, found, (row) => {
    const kind = row.inquiryId ? 'inquiry' : 'booking';
    const id = (row.inquiryId ?? row.bookingId)!;
    return {
      id: row.id,
      subject: { kind, id, shortId: shortId(id) },
      warehouseName: row.warehouseName,
      status: row.status,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      lastMessagePreview: row.lastMessagePreview,
      lastMessagePreviewLocale: row.lastMessagePreviewLocale,
      unreadCount: row.unreadCount,
    };
  });
}

export async function getUnreadCount(db: Executor, viewer: Viewer | null): Promise<number> {
  const signedIn = requirePermission(viewer, 'account:use');
  return countUnreadMessages(db, signedIn.id, can(signedIn, 'threads:view-all'));
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** Administrators answer as one team: a role, not a permission, so not in the permissions table. */
const isAdministrator = (viewer: Viewer) => viewer.roles.includes('administrator');

/**
 * Who is notified of a message: the other participants. An administrator's message goes to the
 * trader (and the owner), not to the other administrators, who answer as one team.
 */
async function recipientsOf(tx: Executor, info: SubjectInfo, sender: Viewer): Promise<string[]> {
  const people = [info.traderId, info.ownerId].filter((id): id is string => id !== null);
  const administrators = isAdministrator(sender) ? [] : await listActiveAdministratorIds(tx);
  return [...new Set([...people, ...administrators])].filter((id) => id !== sender.id);
}

function senderName(i18n: I18n, viewer: Viewer): string {
  const name = personName(viewer);
  return isAdministrator(viewer) ? i18n._('{name} (Admin)', { name }) : name;
}

export async function sendThreadMessage(deps: ServiceDeps, actor: Actor, subject: ThreadSubject, body: string): Promise<ThreadMessage> {
  const sender = requirePermission(actor.viewer, 'thread:use');
  await requireThread(deps.db, sender, subject);
  const reason = await readOnlyReason(deps.db);
  if (reason) throw new AppError('forbidden', reason);
  const limit = await consumeRateLimit(deps.db, `message-send:user:${sender.id}`, SEND_RATE_LIMIT);
  if (!limit.allowed) throw new RateLimitedError(tooManyMessagesMessage(limit.retryAfterSeconds), limit.retryAfterSeconds);

  const { message, recipients } = await deps.db.transaction(async (tx) => {
    // Read again inside the transaction: the inquiry or booking may have gone meanwhile.
    const info = await requireThread(tx, sender, subject);
    const conversationId = await ensureConversation(tx, subject);
    const inserted = await insertMessage(tx, { conversationId, senderId: sender.id, body, isSystemMessage: false });
    const recipients = await recipientsOf(tx, info, sender);
    const isInquiry = subject.inquiryId !== undefined;
    await notifyUsers(tx, recipients, {
      type: isInquiry ? 'inquiry_message' : 'booking_message',
      title: (i18n) =>
        isInquiry
          ? i18n._('New message on inquiry {number}', { number: formatInquiryNumber(info.id) })
          : i18n._('New message on booking #{number}', { number: shortId(info.id) }),
      message: (i18n) => i18n._('{sender}: {message}', { sender: senderName(i18n, sender), message: body.length > 200 ? `${body.slice(0, 199)}…` : body }),
      inquiryId: subject.inquiryId ?? null,
      bookingId: subject.bookingId ?? null,
    });
    return { message: inserted, recipients };
  });

  await announceThreadChanged(deps, subject);
  await announceNotifications(deps, recipients);
  return {
    id: message.id,
    body,
    bodyLocale: null,
    createdAt: message.createdAt.toISOString(),
    isSystemMessage: false,
    isRead: true,
    isOwn: true,
    sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName, isAdmin: isAdministrator(sender) },
  };
}

/** The viewer has seen the thread: every message from others is read, the conversation viewed. */
export async function markThreadRead(deps: ServiceDeps, viewer: Viewer | null, subject: ThreadSubject): Promise<void> {
  const signedIn = requirePermission(viewer, 'thread:use');
  await requireThread(deps.db, signedIn, subject);
  const conversationId = await findConversationId(deps.db, subject);
  if (!conversationId) return;
  const marked = await deps.db.transaction((tx) => markConversationRead(tx, conversationId, signedIn.id));
  // The viewer's other tabs update their badges; nobody else's counts changed.
  if (marked > 0) {
    await deps.events.publish({
      audience: { userIds: [signedIn.id] },
      event: { type: 'invalidate', keys: [MESSAGING_LIVE_KEYS.threads, MESSAGING_LIVE_KEYS.unreadCount] },
    });
  }
}
