import { eq, type SQL, sql } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '@shared/locales';
import { type Executor, rowsOf } from '../../db/client';
import { bookings, conversations, inquiries, messageDigests, messages } from '../../db/schema';

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
  message: { conversationId: string; senderId: string | null; body: string; isSystemMessage: boolean; translations?: Partial<Record<Locale, string>> },
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

// ---------------------------------------------------------------------------------------------
// Reading threads
// ---------------------------------------------------------------------------------------------

/** Who may read the thread and what the lists show about its subject. */
export type SubjectInfo = {
  id: string;
  traderId: string;
  /** The warehouse's owner: a participant of booking threads only. */
  ownerId: string | null;
  status: string;
  warehouseName: string;
};

export async function findSubjectInfo(db: Executor, subject: ThreadSubject): Promise<SubjectInfo | undefined> {
  const rows = subject.inquiryId
    ? await rowsOf<SubjectInfo>(db, sql`
        select i.id, i.trader_id as "traderId", null as "ownerId", i.status::text as status, w.name as "warehouseName"
        from inquiries i join warehouses w on w.id = i.warehouse_id
        where i.id = ${subject.inquiryId}`)
    : await rowsOf<SubjectInfo>(db, sql`
        select b.id, b.trader_id as "traderId", b.warehouse_owner_id as "ownerId", b.status::text as status, w.name as "warehouseName"
        from bookings b join warehouses w on w.id = b.warehouse_id
        where b.id = ${subject.bookingId}`);
  return rows[0];
}

export async function findConversationId(db: Executor, subject: ThreadSubject): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(subject.inquiryId !== undefined ? eq(conversations.inquiryId, subject.inquiryId) : eq(conversations.bookingId, subject.bookingId));
  return row?.id;
}

const isAdministratorSql = (userId: SQL) => sql`exists (
  select 1 from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = ${userId} and r.name = 'administrator')`;

/**
 * What counts as unread for a viewer: a message from someone else that they have no read mark for.
 * System messages (status changes) are records, not conversation, and never count. Administrators
 * answer as one team, so for them another administrator's message is not unread either.
 */
function unreadCondition(viewerId: string, viewerIsAdmin: boolean): SQL {
  return sql`not m.is_system_message
    and m.sender_id is distinct from ${viewerId}
    ${viewerIsAdmin ? sql`and m.sender_id is not null and not ${isAdministratorSql(sql`m.sender_id`)}` : sql``}
    and not exists (select 1 from message_reads mr where mr.message_id = m.id and mr.user_id = ${viewerId})`;
}

/** A system message's text in `locale` where it was written in it (decision 239), else as stored; and the language it is in. */
function bodyIn(locale: Locale): { body: SQL; locale: SQL } {
  return {
    body: sql`coalesce(m.translations ->> ${locale}, m.body)`,
    locale: sql`case when not m.is_system_message then null when m.translations ->> ${locale} is not null then ${locale}::text else ${SOURCE_LOCALE}::text end`,
  };
}

export type MessageRow = {
  id: string;
  body: string;
  /** A system message's language; null for a person's. */
  bodyLocale: Locale | null;
  createdAt: Date;
  isSystemMessage: boolean;
  senderId: string | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderIsAdmin: boolean;
  isRead: boolean;
};

/** A page of the thread, newest first, before `beforeId` when given; `limit + 1` rows tell whether older ones exist. */
export async function findMessagesPage(
  db: Executor,
  options: { conversationId: string; viewerId: string; beforeId?: string; limit: number; locale: Locale },
): Promise<MessageRow[]> {
  const said = bodyIn(options.locale);
  const before = options.beforeId
    ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from messages b where b.id = ${options.beforeId} and b.conversation_id = ${options.conversationId})`
    : sql``;
  const rows = await rowsOf<MessageRow>(db, sql`
    select m.id, ${said.body} as body, ${said.locale} as "bodyLocale", m.created_at as "createdAt", m.is_system_message as "isSystemMessage", m.sender_id as "senderId",
           u.first_name as "senderFirstName", u.last_name as "senderLastName",
           (m.sender_id is not null and ${isAdministratorSql(sql`m.sender_id`)}) as "senderIsAdmin",
           (m.sender_id is not distinct from ${options.viewerId}
             or exists (select 1 from message_reads mr where mr.message_id = m.id and mr.user_id = ${options.viewerId})) as "isRead"
    from messages m left join users u on u.id = m.sender_id
    where m.conversation_id = ${options.conversationId} ${before}
    order by m.created_at desc, m.id desc
    limit ${options.limit + 1}`);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** Marks every message from others in the conversation read for the viewer, and the conversation viewed. Answers how many were new. */
export async function markConversationRead(tx: Executor, conversationId: string, viewerId: string): Promise<number> {
  const inserted = await rowsOf<{ messageId: string }>(tx, sql`
    insert into message_reads (message_id, user_id)
    select m.id, ${viewerId}::uuid from messages m
    where m.conversation_id = ${conversationId} and m.sender_id is distinct from ${viewerId}
    on conflict do nothing
    returning message_id as "messageId"`);
  await tx.execute(sql`
    insert into conversation_views (conversation_id, user_id) values (${conversationId}, ${viewerId})
    on conflict (conversation_id, user_id) do update set viewed_at = now()`);
  return inserted.length;
}

/** The conversations a viewer takes part in: all for administrators; otherwise their inquiries' and bookings'. */
function visibleConversations(viewerId: string, viewerIsAdmin: boolean): SQL {
  if (viewerIsAdmin) return sql`true`;
  return sql`(i.trader_id = ${viewerId} or b.trader_id = ${viewerId} or b.warehouse_owner_id = ${viewerId})`;
}

export type ConversationRow = {
  id: string;
  inquiryId: string | null;
  bookingId: string | null;
  warehouseName: string;
  status: string;
  lastMessageAt: Date | null;
  lastMessagePreview: string | null;
  lastMessagePreviewLocale: Locale | null;
  unreadCount: number;
};

export async function findConversationsPage(
  db: Executor,
  options: { viewerId: string; viewerIsAdmin: boolean; limit: number; offset: number; locale: Locale },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const said = bodyIn(options.locale);
  const from = sql`conversations c
    left join inquiries i on i.id = c.inquiry_id
    left join bookings b on b.id = c.booking_id
    join warehouses w on w.id = coalesce(i.warehouse_id, b.warehouse_id)`;
  const where = visibleConversations(options.viewerId, options.viewerIsAdmin);
  const [rows, count] = await Promise.all([
    rowsOf<ConversationRow>(db, sql`
      select c.id, c.inquiry_id as "inquiryId", c.booking_id as "bookingId", w.name as "warehouseName",
             coalesce(i.status::text, b.status::text) as status, c.last_message_at as "lastMessageAt",
             last.preview as "lastMessagePreview", last.locale as "lastMessagePreviewLocale",
             (select count(*) from messages m where m.conversation_id = c.id
               and ${unreadCondition(options.viewerId, options.viewerIsAdmin)})::int as "unreadCount"
      from ${from}
      left join lateral (select left(${said.body}, 140) as preview, ${said.locale} as locale from messages m where m.conversation_id = c.id
        order by m.created_at desc, m.id desc limit 1) last on true
      where ${where}
      order by c.last_message_at desc nulls last, c.id
      limit ${options.limit} offset ${options.offset}`),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt) : null })),
    total: count[0]?.total ?? 0,
  };
}

/** Unread messages across the viewer's conversations (the Messages badge and the dashboard's My Messages). */
export async function countUnreadMessages(db: Executor, viewerId: string, viewerIsAdmin: boolean): Promise<number> {
  const rows = await rowsOf<{ count: number }>(db, sql`
    select count(*)::int as count
    from messages m
    join conversations c on c.id = m.conversation_id
    left join inquiries i on i.id = c.inquiry_id
    left join bookings b on b.id = c.booking_id
    where ${visibleConversations(viewerId, viewerIsAdmin)} and ${unreadCondition(viewerId, viewerIsAdmin)}`);
  return rows[0]?.count ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The unread-message digest
// ---------------------------------------------------------------------------------------------

export type DigestCandidate = { userId: string; email: string; firstName: string | null; locale: string | null; isAdmin: boolean };

/**
 * Active users who may have unread messages written in [since, until] and whose profile wants
 * notifications by email (decision 203): the traders and owners of those messages' conversations
 * and, when there are any, every administrator. The digest then
 * checks each one's unread messages exactly.
 */
export async function findDigestCandidates(db: Executor, since: Date, until: Date): Promise<DigestCandidate[]> {
  return rowsOf<DigestCandidate>(db, sql`
    with recent as (
      select distinct c.inquiry_id, c.booking_id from messages m join conversations c on c.id = m.conversation_id
      where not m.is_system_message and m.created_at > ${since} and m.created_at <= ${until}
    ),
    people as (
      select i.trader_id as user_id from recent r join inquiries i on i.id = r.inquiry_id
      union select b.trader_id from recent r join bookings b on b.id = r.booking_id
      union select b.warehouse_owner_id from recent r join bookings b on b.id = r.booking_id
      union select ur.user_id from user_roles ur join roles ro on ro.id = ur.role_id
        where ro.name = 'administrator' and exists (select 1 from recent)
    )
    select u.id as "userId", u.email, u.first_name as "firstName", u.locale, ${isAdministratorSql(sql`u.id`)} as "isAdmin"
    from people p join users u on u.id = p.user_id
    where u.is_active and u.email_notifications`);
}

export type UnreadThreadSummary = {
  inquiryId: string | null;
  bookingId: string | null;
  warehouseName: string;
  unread: number;
  newestAt: Date;
};

/** Per conversation: the viewer's unread messages, newest activity first. */
export async function findUnreadByConversation(db: Executor, viewerId: string, viewerIsAdmin: boolean): Promise<UnreadThreadSummary[]> {
  const rows = await rowsOf<UnreadThreadSummary>(db, sql`
    select c.inquiry_id as "inquiryId", c.booking_id as "bookingId", w.name as "warehouseName",
           count(*)::int as unread, max(m.created_at) as "newestAt"
    from messages m
    join conversations c on c.id = m.conversation_id
    left join inquiries i on i.id = c.inquiry_id
    left join bookings b on b.id = c.booking_id
    join warehouses w on w.id = coalesce(i.warehouse_id, b.warehouse_id)
    where ${visibleConversations(viewerId, viewerIsAdmin)} and ${unreadCondition(viewerId, viewerIsAdmin)}
    group by c.id, c.inquiry_id, c.booking_id, w.name
    order by max(m.created_at) desc`);
  return rows.map((row) => ({ ...row, newestAt: new Date(row.newestAt) }));
}

/** Takes this user's digest for this transaction; false when another process has it. */
export async function tryLockDigest(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext('message-digest:' || ${userId})) as locked`);
  return row?.locked === true;
}

export async function findLastDigestAt(tx: Executor, userId: string): Promise<Date | null> {
  const [row] = await tx.select({ lastMessageAt: messageDigests.lastMessageAt }).from(messageDigests).where(eq(messageDigests.userId, userId));
  return row?.lastMessageAt ?? null;
}

export async function recordDigest(tx: Executor, userId: string, lastMessageAt: Date): Promise<void> {
  await tx
    .insert(messageDigests)
    .values({ userId, lastMessageAt, sentAt: new Date() })
    .onConflictDoUpdate({ target: messageDigests.userId, set: { lastMessageAt, sentAt: new Date() } });
}
