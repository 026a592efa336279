import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { ensureConversation, findThreadParticipantIds, insertMessage, type ThreadSubject } from './messaging.repository';

export type { ThreadSubject } from './messaging.repository';

/**
 * Writes a system message (a status change) into the subject's thread. Pass the caller's
 * transaction so the message is saved with the change it reports; after the commit the caller
 * announces the change (announceThreadChanged).
 */
export async function postSystemMessage(tx: Executor, subject: ThreadSubject, body: string): Promise<void> {
  const conversationId = await ensureConversation(tx, subject);
  await insertMessage(tx, { conversationId, senderId: null, body, isSystemMessage: true });
}

/** Live-event keys of threads, the conversation list and the unread badges. */
export const MESSAGING_LIVE_KEYS = { messages: 'messages', threads: 'threads', unreadCount: 'unread-count' } as const;

/** After the commit: every participant's open threads, conversation lists and unread badges refetch. */
export async function announceThreadChanged(deps: ServiceDeps, subject: ThreadSubject): Promise<void> {
  const userIds = await findThreadParticipantIds(deps.db, subject);
  const keys = Object.values(MESSAGING_LIVE_KEYS);
  if (userIds.length > 0) await deps.events.publish({ audience: { userIds }, event: { type: 'invalidate', keys } });
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys } });
}

/** Writes a message from this user into the subject's thread (in the caller's transaction). */
export async function postMessageAs(tx: Executor, subject: ThreadSubject, senderId: string, body: string): Promise<{ id: string }> {
  const conversationId = await ensureConversation(tx, subject);
  return insertMessage(tx, { conversationId, senderId, body, isSystemMessage: false });
}
