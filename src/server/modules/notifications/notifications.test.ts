import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@shared/contracts/notifications';
import { notifications } from '../../db/schema';
import { EVENTS_CHANNEL } from '../../platform/events';
import { type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [admin, otherAdmin, trader, owner] = useSignedIn(t, ['administrator'], ['administrator'], ['customer'], ['warehouse_owner']);

function request(who: SignedInUser | null, method: 'GET' | 'POST', url: string) {
  return t.app.inject({ method, url, headers: who?.headers ?? {} });
}

/** Three notifications for `who`, oldest first, one minute apart. */
async function seed(who: SignedInUser): Promise<string[]> {
  const start = Date.parse('2026-11-20T10:00:00Z');
  const rows = await t.db
    .insert(notifications)
    .values(
      ['First', 'Second', 'Third'].map((title, index) => ({
        userId: who.user.id,
        type: 'inquiry_submitted' as const,
        title,
        message: `${title} message`,
        createdAt: new Date(start + index * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

async function list(who: SignedInUser, query = '') {
  const response = await request(who, 'GET', `/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationsResponse>();
}

describe('the notifications centre', () => {
  it('lists only the viewer’s own, newest first, with the unread count; signed-out gets 401', async () => {
    await seed(admin);
    await seed(otherAdmin);
    const mine = await list(admin);
    expect(mine.items.map((item) => item.title)).toEqual(['Third', 'Second', 'First']);
    expect(mine).toMatchObject({ total: 3, unreadCount: 3, page: 1 });
    expect(mine.items[0]).toMatchObject({ type: 'inquiry_submitted', message: 'Third message', isRead: false, inquiryId: null, bookingId: null });
    expect((await list(trader)).items).toEqual([]);
    expect((await request(null, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await request(null, 'GET', '/api/notifications/unread-count')).statusCode).toBe(401);
    for (const bad of ['?page=0', '?pageSize=101', '?unread=maybe']) {
      expect((await request(admin, 'GET', `/api/notifications${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('marks one read (404 for someone else’s, a missing or a malformed id), then all, and says so to the viewer’s other tabs', async () => {
    const [first] = await seed(trader);
    const others = await seed(otherAdmin);
    expect((await request(trader, 'POST', `/api/notifications/${others[0]}/read`)).statusCode).toBe(404);
    expect((await request(trader, 'POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read')).statusCode).toBe(404);
    expect((await request(trader, 'POST', '/api/notifications/not-an-id/read')).statusCode).toBe(404);
    expect((await request(null, 'POST', `/api/notifications/${first}/read`)).statusCode).toBe(401);

    const received: { audience: unknown; event: unknown }[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    try {
      expect((await request(trader, 'POST', `/api/notifications/${first}/read`)).statusCode).toBe(204);
      const deadline = Date.now() + 5000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received).toEqual([{ kind: 'event', audience: { userIds: [trader.user.id] }, event: { type: 'invalidate', keys: ['notifications'] } }]);
    } finally {
      await unlisten();
    }
    expect((await request(trader, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 2 });
    expect((await list(trader, '?unread=true')).items.map((item) => item.title)).toEqual(['Third', 'Second']);

    expect((await request(trader, 'POST', '/api/notifications/read-all')).statusCode).toBe(204);
    expect((await list(trader)).unreadCount).toBe(0);
    // Nobody else's were touched.
    const untouched = await t.db.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.userId, otherAdmin.user.id));
    expect(untouched.every((row) => !row.isRead)).toBe(true);
  });

  it('gives a trader and an owner only their own, and neither may mark the other’s read (decision 203)', async () => {
    const traderIds = await seed(trader);
    const ownerIds = await seed(owner);
    const traderList = await list(trader);
    const ownerList = await list(owner);
    expect(traderList.items.map((item) => item.id).sort()).toEqual(expect.arrayContaining([...traderIds].sort()));
    expect(traderList.items.some((item) => ownerIds.includes(item.id))).toBe(false);
    expect(ownerList.items.map((item) => item.id).sort()).toEqual([...ownerIds].sort());

    expect((await request(owner, 'POST', `/api/notifications/${traderIds[0]}/read`)).statusCode).toBe(404);
    expect((await request(trader, 'POST', `/api/notifications/${ownerIds[0]}/read`)).statusCode).toBe(404);
    const [still] = await t.db.select({ isRead: notifications.isRead }).from(notifications).where(eq(notifications.id, traderIds[0]!));
    expect(still!.isRead).toBe(false);
    expect((await request(owner, 'POST', `/api/notifications/${ownerIds[0]}/read`)).statusCode).toBe(204);
    expect((await request(owner, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 2 });
  });
});
