import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, conversations, inquiries, messages } from '../../db/schema';

/** A conversation belongs to exactly one inquiry or one booking. */
export type ThreadSubject = { inquiryId: string; bookingId?: undefined } | { bookingId: string; inquiryId?: undefined };

/** The subject's conversation id, creating the row on first use (safe under concurrency). */
export async function ensureConversation(db: Executor, subject: ThreadSubject): Promise<string> {
  const values = subject.inquiryId ? { inquiryId: subject.inquiryId } : { bookingId: subject.bookingId };
  const target = subject.inquiryId ? conversations.inquiryId : conversations.bookingId;
  const [row] = await db
    .insert(conversations)
    .values(values)
    // A no-op update returns the existing row where "do nothing" would return none.
    .onConflictDoUpdate({ target, set: { inquiryId: sql`${conversations.inquiryId}` } })
    .returning({ id: conversations.id });
  return row!.id;
}

export async function insertMessage(
  db: Executor,
  message: { conversationId: string; senderId: string | null; body: string; isSystemMessage: boolean },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db.insert(messages).values(message).returning({ id: messages.id, createdAt: messages.createdAt });
  await db
    .update(conversations)
    .set({ lastMessageAt: row!.createdAt })
    .where(eq(conversations.id, message.conversationId));
  return row!;
}

/** The non-administrator participants of a thread: the trader, and for a booking the warehouse's owner. */
export async function findThreadParticipantIds(db: Executor, subject: ThreadSubject): Promise<string[]> {
  if (subject.inquiryId !== undefined) {
    const rows = await db.select({ traderId: inquiries.traderId }).from(inquiries).where(eq(inquiries.id, subject.inquiryId));
    return rows.map((row) => row.traderId);
  }
  const rows = await db
    .select({ traderId: bookings.traderId, ownerId: bookings.warehouseOwnerId })
    .from(bookings)
    .where(eq(bookings.id, subject.bookingId));
  return [...new Set(rows.flatMap((row) => [row.traderId, row.ownerId]))];
}
