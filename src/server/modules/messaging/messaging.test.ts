import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationsResponse, ThreadMessage, ThreadMessagesResponse } from '@shared/contracts/messaging';
import { featureDisabledMessage, MESSAGING_MESSAGES, tooManyMessagesMessage } from '@shared/errors';
import { conversations, messages, notifications, platformFeatures } from '../../db/schema';
import { EVENTS_CHANNEL } from '../../platform/events';
import { insertOfferFixture } from '../bookings/bookings.test-support';
import { bookingStatusMessage } from '../bookings/bookings.service';
import { postSystemMessage, SEND_RATE_LIMIT } from './messaging.service';
import { CAST, type SignedInUser, signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [admin, secondAdmin, trader, otherTrader, owner, otherOwner] = useSignedIn(
  t,
  CAST.admin,
  { roles: ['administrator'], firstName: 'Bea', lastName: 'Backup' },
  CAST.trader,
  CAST.otherTrader,
  CAST.owner,
  CAST.otherOwner,
);

type Who = 'visitor' | 'trader' | 'otherTrader' | 'owner' | 'otherOwner' | 'admin';
const as = (who: Who): SignedInUser | null => ({ visitor: null, trader, otherTrader, owner, otherOwner, admin })[who];

function request(who: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** An inquiry of `trader` on a warehouse of `owner`, and a booking made from its accepted offer. */
async function subjects(): Promise<{ inquiryId: string; bookingId: string }> {
  const fixture = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'accepted' });
  const booked = await request(admin, 'POST', `/api/offers/${fixture.offerId}/booking`);
  expect(booked.statusCode, booked.body).toBe(201);
  return { inquiryId: fixture.inquiryId, bookingId: booked.json<{ id: string }>().id };
}

const threadUrl = (kind: 'inquiry' | 'booking', id: string) => `/api/${kind === 'inquiry' ? 'inquiries' : 'bookings'}/${id}/messages`;

async function send(who: SignedInUser, url: string, body: string): Promise<ThreadMessage> {
  const response = await request(who, 'POST', url, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ThreadMessage>();
}

async function unread(who: SignedInUser): Promise<number> {
  const response = await request(who, 'GET', '/api/messages/unread-count');
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
}

async function setMessaging(isEnabled: boolean) {
  await t.db.update(platformFeatures).set({ isEnabled }).where(eq(platformFeatures.key, 'messaging'));
}

describe('who may read and write a thread', () => {
  let ids: { inquiryId: string; bookingId: string };
  beforeAll(async () => {
    ids = await subjects();
  });

  // The inquiry's thread: its trader and the administrators. The booking's: also the warehouse's owner.
  const expected: Record<'inquiry' | 'booking', Record<Who, number>> = {
    inquiry: { visitor: 401, trader: 200, otherTrader: 404, owner: 404, otherOwner: 404, admin: 200 },
    booking: { visitor: 401, trader: 200, otherTrader: 404, owner: 200, otherOwner: 404, admin: 200 },
  };

  for (const kind of ['inquiry', 'booking'] as const) {
    for (const who of Object.keys(expected[kind]) as Who[]) {
      const status = expected[kind][who];
      it(`${kind} thread, ${who}: read ${status}, send ${status === 200 ? 201 : status}, mark read ${status === 200 ? 204 : status}`, async () => {
        const url = threadUrl(kind, kind === 'inquiry' ? ids.inquiryId : ids.bookingId);
        const read = await request(as(who), 'GET', url);
        expect(read.statusCode, read.body).toBe(status);
        const sent = await request(as(who), 'POST', url, { body: `Hello from ${who}` });
        expect(sent.statusCode, sent.body).toBe(status === 200 ? 201 : status);
        const marked = await request(as(who), 'POST', `${url}/read`);
        expect(marked.statusCode, marked.body).toBe(status === 200 ? 204 : status);
        if (status === 404) {
          expect(read.json()).toEqual({ error: { code: 'not_found', message: MESSAGING_MESSAGES.threadNotFound } });
        }
      });
    }
  }

  it('answers a missing inquiry or booking like one the viewer may not see, and a malformed id as not found', async () => {
    const missing = await request(admin, 'GET', threadUrl('inquiry', '00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    const malformed = await request(admin, 'GET', '/api/bookings/not-an-id/messages');
    expect(malformed.statusCode).toBe(404);
  });

  it('lists conversations to their participants only', async () => {
    const list = async (who: SignedInUser) =>
      (await request(who, 'GET', '/api/conversations?pageSize=100')).json<ConversationsResponse>().items.map((item) => item.subject.id);
    expect(await list(trader)).toEqual(expect.arrayContaining([ids.inquiryId, ids.bookingId]));
    expect(await list(owner)).toContain(ids.bookingId);
    expect(await list(owner)).not.toContain(ids.inquiryId);
    expect(await list(otherTrader)).not.toContain(ids.inquiryId);
    expect(await list(otherOwner)).not.toContain(ids.bookingId);
    expect(await list(admin)).toEqual(expect.arrayContaining([ids.inquiryId, ids.bookingId]));
    expect((await request(null, 'GET', '/api/conversations')).statusCode).toBe(401);
    expect((await request(trader, 'GET', '/api/conversations?pageSize=500')).statusCode).toBe(400);
  });
});

describe('sending', () => {
  it('keeps the text as typed (trimmed), tags administrators, and refuses blank or oversized messages', async () => {
    const { inquiryId } = await subjects();
    const url = threadUrl('inquiry', inquiryId);
    const html = '  <b>Bold?</b> <script>alert(1)</script>\nSecond line  ';
    const mine = await send(trader, url, html);
    expect(mine).toMatchObject({ body: html.trim(), isOwn: true, isRead: true, isSystemMessage: false });
    await send(admin, url, 'We will prepare an offer.');

    const thread = (await request(trader, 'GET', url)).json<ThreadMessagesResponse>();
    expect(thread.items.map((item) => [item.body, item.sender?.isAdmin ?? null])).toEqual([
      [html.trim(), false],
      ['We will prepare an offer.', true],
    ]);
    expect(thread.items[1]).toMatchObject({ isOwn: false, isRead: false, sender: { firstName: 'Ada', lastName: 'Admin' } });

    for (const body of ['', '   \n  ', 'x'.repeat(5001)]) {
      const refused = await request(trader, 'POST', url, { body });
      expect(refused.statusCode, body.slice(0, 10)).toBe(400);
    }
    expect((await request(trader, 'POST', url, {})).statusCode).toBe(400);
    expect((await request(trader, 'POST', url, { body: 'hi', extra: true })).statusCode).toBe(400);
    const blank = await request(trader, 'POST', url, { body: '   ' });
    expect(blank.json<{ error: { details: Record<string, string[]> } }>().error.details).toEqual({ body: ['Message is required.'] });
  });

  it('notifies the other participants, never the sender, and administrators not of each other', async () => {
    const { inquiryId, bookingId } = await subjects();
    const noticesFor = async (where: { inquiryId?: string; bookingId?: string }) =>
      t.db
        .select({ userId: notifications.userId, type: notifications.type, title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(
          and(
            inArray(notifications.type, ['inquiry_message', 'booking_message']),
            where.inquiryId ? eq(notifications.inquiryId, where.inquiryId) : eq(notifications.bookingId, where.bookingId!),
          ),
        );

    await send(trader, threadUrl('inquiry', inquiryId), 'Is the cold store free in May?');
    const afterTrader = await noticesFor({ inquiryId });
    const notified = afterTrader.map((notice) => notice.userId);
    expect(notified).toEqual(expect.arrayContaining([admin.user.id, secondAdmin.user.id]));
    expect(notified).not.toContain(trader.user.id);
    expect(notified).not.toContain(owner.user.id);
    expect(afterTrader[0]).toMatchObject({ type: 'inquiry_message', message: 'Carl Trader: Is the cold store free in May?' });
    expect(afterTrader[0]!.title).toMatch(/^New message on inquiry #[0-9a-f]{8}$/);

    await send(admin, threadUrl('booking', bookingId), 'Your booking is confirmed.');
    const afterAdmin = (await noticesFor({ bookingId })).map((notice) => notice.userId);
    expect(afterAdmin.sort()).toEqual([trader.user.id, owner.user.id].sort());

    await send(owner, threadUrl('booking', bookingId), 'Gate code is 1234.');
    const afterOwner = (await noticesFor({ bookingId })).filter((notice) => notice.message.startsWith('Otto Owner')).map((notice) => notice.userId);
    expect(afterOwner).toEqual(expect.arrayContaining([trader.user.id, admin.user.id, secondAdmin.user.id]));
    expect(afterOwner).not.toContain(owner.user.id);
  });

  it('tells every participant to refetch after the commit', async () => {
    const { bookingId } = await subjects();
    const received: { audience: unknown; event: { type: string; keys?: string[] } }[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    try {
      await send(trader, threadUrl('booking', bookingId), 'Ping');
      const deadline = Date.now() + 5000;
      const threadEvent = { type: 'invalidate', keys: ['messages', 'threads', 'unread-count'] };
      // Both announcements (participants, administrators) must be in; on PostgreSQL they arrive one by one.
      const arrived = () => received.filter((message) => JSON.stringify(message.event) === JSON.stringify(threadEvent)).length >= 2;
      while (!arrived() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received).toContainEqual({ kind: 'event', audience: { userIds: [trader.user.id, owner.user.id] }, event: threadEvent });
      expect(received).toContainEqual({ kind: 'event', audience: { roles: ['administrator'] }, event: threadEvent });
    } finally {
      await unlisten();
    }
  });

  it('makes threads read-only while Messaging is switched off', async () => {
    const { inquiryId } = await subjects();
    const url = threadUrl('inquiry', inquiryId);
    await setMessaging(false);
    try {
      const thread = (await request(trader, 'GET', url)).json<ThreadMessagesResponse>();
      expect(thread).toMatchObject({ canSend: false, readOnlyReason: featureDisabledMessage('Messaging') });
      const refused = await request(trader, 'POST', url, { body: 'Anyone there?' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(featureDisabledMessage('Messaging'));
      // In the reader's language, the feature's name included.
      const inArabic = { ...trader!.headers, 'accept-language': 'ar' };
      const arabicThread = await t.app.inject({ method: 'GET', url, headers: inArabic });
      expect(arabicThread.json<ThreadMessagesResponse>().readOnlyReason).toBe('الميزة «المراسلة» معطّلة حاليًا من قِبل مسؤول المنصة.');
      const arabicRefusal = await t.app.inject({ method: 'POST', url, headers: inArabic, payload: { body: 'Anyone there?' } });
      expect(arabicRefusal.json<{ error: { message: string } }>().error.message).toBe('الميزة «المراسلة» معطّلة حاليًا من قِبل مسؤول المنصة.');
    } finally {
      await setMessaging(true);
    }
    expect((await request(trader, 'GET', url)).json<ThreadMessagesResponse>()).toMatchObject({ canSend: true, readOnlyReason: null });
  });
});

describe('system messages in the reader\'s language (decision 239)', () => {
  const thread = async (who: SignedInUser, url: string, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { ...who.headers, ...(cookie ? { cookie } : {}) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ThreadMessagesResponse>().items.map((item) => [item.body, item.bodyLocale]);
  };
  const preview = async (who: SignedInUser, subjectId: string, cookie: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/conversations?pageSize=100', headers: { ...who.headers, cookie } });
    const item = response.json<ConversationsResponse>().items.find((one) => one.subject.id === subjectId)!;
    return [item.lastMessagePreview, item.lastMessagePreviewLocale];
  };

  it('reads each system message in the language of the request, marked with it, and people\'s messages as they wrote them', async () => {
    const { bookingId } = await subjects();
    const url = threadUrl('booking', bookingId);
    const adminMessage = (await thread(trader, url))[1]!;
    expect(adminMessage[1]).toBeNull();
    expect(await thread(trader, url)).toEqual([['Booking created.', 'en'], adminMessage]);
    expect(await thread(trader, url, 'locale=fr')).toEqual([['Réservation créée.', 'fr'], adminMessage]);
    expect(await thread(owner, url, 'locale=zh')).toEqual([['预订已创建。', 'zh'], adminMessage]);
    expect(await thread(admin, url, 'locale=ar')).toEqual([['أُنشئ الحجز.', 'ar'], adminMessage]);

    // The conversation list's preview too, while the last message is a system message.
    await t.db.transaction((tx) => postSystemMessage(tx, { bookingId }, (i18n) => bookingStatusMessage(i18n, 'cancel', 'Goods held at customs')));
    expect(await preview(trader, bookingId, 'locale=de')).toEqual(['Buchung storniert. Grund: Goods held at customs', 'de']);
    expect(await preview(trader, bookingId, 'locale=en')).toEqual(['Booking cancelled. Reason: Goods held at customs', 'en']);
    await send(trader, url, 'Understood, thank you');
    expect(await preview(trader, bookingId, 'locale=de')).toEqual(['Understood, thank you', null]);
  });

  it('reads a system message written before it had translations in English, marked English', async () => {
    const { bookingId } = await subjects();
    const [conversation] = await t.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.bookingId, bookingId));
    await t.db.insert(messages).values({ conversationId: conversation!.id, senderId: null, body: 'Booking completed.', isSystemMessage: true });
    const items = await thread(trader, threadUrl('booking', bookingId), 'locale=fr');
    expect(items.at(-1)).toEqual(['Booking completed.', 'en']);
  });
});

describe('read status', () => {
  it('counts messages from others until the reader marks the thread read, per user', async () => {
    const { inquiryId, bookingId } = await subjects();
    const [traderBefore, adminBefore, secondBefore, ownerBefore] = await Promise.all([unread(trader), unread(admin), unread(secondAdmin), unread(owner)]);

    await send(trader, threadUrl('inquiry', inquiryId), 'First question');
    await send(trader, threadUrl('inquiry', inquiryId), 'Second question');
    expect(await unread(trader)).toBe(traderBefore);
    expect(await unread(admin)).toBe(adminBefore + 2);
    expect(await unread(secondAdmin)).toBe(secondBefore + 2);

    // One administrator reading does not read it for the other.
    expect((await request(admin, 'POST', `${threadUrl('inquiry', inquiryId)}/read`)).statusCode).toBe(204);
    expect(await unread(admin)).toBe(adminBefore);
    expect(await unread(secondAdmin)).toBe(secondBefore + 2);
    const forAdmin = (await request(admin, 'GET', threadUrl('inquiry', inquiryId))).json<ThreadMessagesResponse>();
    expect(forAdmin.items.every((item) => item.isRead)).toBe(true);
    const forSecond = (await request(secondAdmin, 'GET', threadUrl('inquiry', inquiryId))).json<ThreadMessagesResponse>();
    expect(forSecond.items.filter((item) => !item.isRead)).toHaveLength(2);

    // An administrator's answer is unread for the trader, not for the other administrator (one team).
    await send(admin, threadUrl('inquiry', inquiryId), 'Answer');
    expect(await unread(trader)).toBe(traderBefore + 1);
    expect(await unread(secondAdmin)).toBe(secondBefore + 2);

    // System messages record status changes; they never count as unread.
    await t.db.transaction((tx) => postSystemMessage(tx, { bookingId }, () => 'Booking status changed.'));
    expect(await unread(owner)).toBe(ownerBefore);

    const conversationsOfTrader = (await request(trader, 'GET', '/api/conversations?pageSize=100')).json<ConversationsResponse>();
    const row = conversationsOfTrader.items.find((item) => item.subject.id === inquiryId)!;
    expect(row).toMatchObject({ unreadCount: 1, subject: { kind: 'inquiry', shortId: inquiryId.slice(0, 8) }, lastMessagePreview: 'Answer' });
    await request(trader, 'POST', `${threadUrl('inquiry', inquiryId)}/read`);
    expect(await unread(trader)).toBe(traderBefore);
  });

  it('tells only the reader to refresh their badges when something was marked', async () => {
    const { inquiryId } = await subjects();
    await send(trader, threadUrl('inquiry', inquiryId), 'Read me');
    const received: { audience: unknown; event: { keys?: string[] } }[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    try {
      await request(admin, 'POST', `${threadUrl('inquiry', inquiryId)}/read`);
      // On PostgreSQL the send's own announcements may still be arriving: look at read announcements only.
      const readEvents = () => received.filter((message) => JSON.stringify(message.event.keys) === JSON.stringify(['threads', 'unread-count']));
      const deadline = Date.now() + 5000;
      while (readEvents().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readEvents()).toEqual([{ kind: 'event', audience: { userIds: [admin.user.id] }, event: { type: 'invalidate', keys: ['threads', 'unread-count'] } }]);

    } finally {
      await unlisten();
    }
  });
});

describe('long threads', () => {
  it('open at the newest page and load older ones before a message, without gaps or repeats', async () => {
    const { inquiryId } = await subjects();
    const conversationId = (
      await t.db.insert(conversations).values({ inquiryId }).returning({ id: conversations.id })
    )[0]!.id;
    const start = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(messages).values(
      Array.from({ length: 120 }, (_, index) => ({
        conversationId,
        senderId: trader.user.id,
        body: `Message ${index + 1}`,
        isSystemMessage: false,
        createdAt: new Date(start + index * 1000),
      })),
    );
    const url = threadUrl('inquiry', inquiryId);
    const newest = (await request(admin, 'GET', url)).json<ThreadMessagesResponse>();
    expect(newest.items).toHaveLength(50);
    expect(newest.items.at(-1)!.body).toBe('Message 120');
    expect(newest.items[0]!.body).toBe('Message 71');
    expect(newest.hasOlder).toBe(true);

    const seen = [...newest.items];
    let page = newest;
    while (page.hasOlder) {
      page = (await request(admin, 'GET', `${url}?before=${page.items[0]!.id}`)).json<ThreadMessagesResponse>();
      seen.unshift(...page.items);
    }
    expect(seen.map((item) => item.body)).toEqual(Array.from({ length: 120 }, (_, index) => `Message ${index + 1}`));
    expect((await request(admin, 'GET', `${url}?limit=0`)).statusCode).toBe(400);
    expect((await request(admin, 'GET', `${url}?before=nope`)).statusCode).toBe(400);
  });

  it('page messages written at the same instant by id, and never leak another thread through `before`', async () => {
    const { inquiryId, bookingId } = await subjects();
    const conversationId = (await t.db.insert(conversations).values({ inquiryId }).returning({ id: conversations.id }))[0]!.id;
    // Messages saved in one transaction share now(): the id breaks the tie.
    const instant = new Date('2026-02-01T12:00:00Z');
    await t.db.insert(messages).values(
      Array.from({ length: 7 }, (_, index) => ({ conversationId, senderId: trader.user.id, body: `Same ${index}`, isSystemMessage: false, createdAt: instant })),
    );
    const url = threadUrl('inquiry', inquiryId);
    const seen: string[] = [];
    let page = (await request(trader, 'GET', `${url}?limit=3`)).json<ThreadMessagesResponse>();
    seen.unshift(...page.items.map((item) => item.id));
    while (page.hasOlder) {
      page = (await request(trader, 'GET', `${url}?limit=3&before=${page.items[0]!.id}`)).json<ThreadMessagesResponse>();
      seen.unshift(...page.items.map((item) => item.id));
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort());

    // A message id of another thread as the cursor answers nothing from either thread.
    const foreign = await send(trader, threadUrl('booking', bookingId), 'Booking message');
    const crossed = (await request(trader, 'GET', `${url}?before=${foreign.id}`)).json<ThreadMessagesResponse>();
    expect(crossed).toMatchObject({ items: [], hasOlder: false });
  });
});

describe('sending limit', () => {
  it(`refuses the message after ${SEND_RATE_LIMIT.max} a minute with 429, the wait in the text and in Retry-After`, async () => {
    const sender = await signInAs(t, ['administrator'], { firstName: 'Rita', lastName: 'Rapid' });
    const url = threadUrl('inquiry', (await subjects()).inquiryId);
    for (let i = 0; i < SEND_RATE_LIMIT.max; i += 1) await send(sender, url, `Message ${i + 1}`);
    const refused = await request(sender, 'POST', url, { body: 'One too many' });
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: tooManyMessagesMessage(wait) } });
  });
});

describe('counts and lists for visitors', () => {
  it('answers 401 to signed-out visitors', async () => {
    expect((await request(null, 'GET', '/api/messages/unread-count')).statusCode).toBe(401);
    expect((await request(null, 'GET', '/api/conversations')).statusCode).toBe(401);
  });
});
