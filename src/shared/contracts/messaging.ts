import { z } from 'zod';
import { INQUIRY_MESSAGES, messageTooLongMessage } from '../errors';
import { LOCALES } from '../locales';
import { uuidParam } from './common';
import { pageOf, pageQuery } from './pagination';
import { MAX_MESSAGE_LENGTH } from './limits';

/** Messages per page of a thread; older ones load as the reader scrolls up. */
const THREAD_PAGE_SIZE = 50;

const threadKinds = ['inquiry', 'booking'] as const;

export const inquiryThreadParams = z.object({ inquiryId: uuidParam });
export const bookingThreadParams = z.object({ bookingId: uuidParam });

/** GET .../messages: the newest page, or the page before a message (scrolling up). */
export const threadMessagesQuery = z.object({
  before: uuidParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(THREAD_PAGE_SIZE),
});

export const sendMessageBody = z.strictObject({
  body: z
    .string({ message: INQUIRY_MESSAGES.messageRequired })
    .trim()
    .min(1, INQUIRY_MESSAGES.messageRequired)
    .max(MAX_MESSAGE_LENGTH, messageTooLongMessage(MAX_MESSAGE_LENGTH)),
});

const messageSender = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
});

/** Spec 02 section 3 "Message". `isRead`: the viewer has read it (always true for their own). */
export const threadMessage = z.object({
  id: z.string(),
  body: z.string(),
  /** A system message's language: the reader's, where it was written in it (decision 239), else English. Null for a person's message. */
  bodyLocale: z.enum(LOCALES).nullable(),
  createdAt: z.string(),
  isSystemMessage: z.boolean(),
  isRead: z.boolean(),
  isOwn: z.boolean(),
  /** Null for system messages and for senders whose account was deleted. */
  sender: messageSender.nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

export const threadMessagesResponse = z.object({
  /** Oldest first. */
  items: z.array(threadMessage),
  hasOlder: z.boolean(),
  /** False while the Messaging feature is switched off: the thread is read-only. */
  canSend: z.boolean(),
  readOnlyReason: z.string().nullable(),
});
export type ThreadMessagesResponse = z.infer<typeof threadMessagesResponse>;

/** GET /api/conversations: spec 02 section 3 "Conversation thread". */
export const conversationsQuery = z.object({
  ...pageQuery({ defaultSize: 20 }),
});

const conversationItem = z.object({
  id: z.string(),
  subject: z.object({ kind: z.enum(threadKinds), id: z.string(), shortId: z.string() }),
  warehouseName: z.string(),
  status: z.string(),
  lastMessageAt: z.string().nullable(),
  lastMessagePreview: z.string().nullable(),
  /** The preview's language when it is a system message's; null for a person's. */
  lastMessagePreviewLocale: z.enum(LOCALES).nullable(),
  unreadCount: z.number().int(),
});
export type ConversationItem = z.infer<typeof conversationItem>;

export const conversationsResponse = pageOf(conversationItem);
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

export const unreadCountResponse = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;
