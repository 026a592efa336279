import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@shared/locales';
import { users } from './auth';
import { createdAt, extensionKey, id, requiredRef } from './columns';
import { inquiries } from './inquiries';
import { bookings } from './offers';

/**
 * One thread per inquiry or per booking (spec 02 section 3). Participants are derived, not stored:
 * the trader, the administrators, and for a booking the warehouse's owner.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_inquiry_key').on(t.inquiryId),
    uniqueIndex('conversations_booking_key').on(t.bookingId),
    check('conversations_one_subject', sql`(${t.inquiryId} is null) <> (${t.bookingId} is null)`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: requiredRef('conversation_id', () => conversations.id, 'cascade'),
    /** Null for system messages (status changes). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    isSystemMessage: boolean('is_system_message').notNull().default(false),
    /** A system message's text in every other language, written with it (`body` is its English, decision 239); null for people's messages and older system messages. */
    translations: jsonb('translations').$type<Partial<Record<Locale, string>>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    check('messages_body_not_blank', sql`length(btrim(${t.body})) > 0`),
  ],
);

/** Read status per user and message. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: requiredRef('message_id', () => messages.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('message_reads_user_idx').on(t.userId)],
);

/** When each user last opened each conversation ("on_message_list_viewed"). */
export const conversationViews = pgTable(
  'conversation_views',
  {
    conversationId: requiredRef('conversation_id', () => conversations.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** The unread-message digest: the newest message each user has already been emailed about. */
export const messageDigests = pgTable('message_digests', {
  userId: extensionKey('user_id', () => users.id),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
