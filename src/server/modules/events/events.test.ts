import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { LIVE_EVENTS_CLOSE_CODES, type LiveEvent } from '@shared/contracts/events';
import { sessions } from '../../db/schema';
import { LISTEN_RETRY_DELAYS_MS } from '../../db/client';
import { publishEvent } from '../../platform/events';
import { createSession, type SignedInUser, signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { issueEmailToken } from '../auth/auth.service';
import { createSecondAppOnSameDatabase, createTestApp, type TestApp, useTestApp } from '../../../../tests/api/harness';
import { type LiveEventsTab, openLiveEventsTab } from '../../../../tests/api/live-events-tab';

function baseUrl(app: TestApp): string {
  const address = app.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}/api/events`;
}

async function listen(app: TestApp): Promise<void> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
}

function connect(app: TestApp, who: SignedInUser, origin?: string): Promise<LiveEventsTab> {
  return openLiveEventsTab(baseUrl(app), { headers: who.headers, origin });
}

/** A handshake the server refuses before upgrading: its HTTP status and JSON body. */
async function refusedHandshake(app: TestApp, options: { headers?: Record<string, string>; origin?: string }) {
  const socket = new WebSocket(baseUrl(app), options);
  socket.on('error', () => {});
  return new Promise<{ status: number; body: { error: { code: string; message: string } } }>((resolve, reject) => {
    socket.once('open', () => reject(new Error('the handshake was accepted')));
    socket.once('unexpected-response', (request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += String(chunk)));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        request.destroy();
      });
    });
  });
}

function invalidate(key: string): LiveEvent {
  return { type: 'invalidate', keys: [key] };
}

const t = useTestApp();
const [admin] = useSignedIn(t, ['administrator']);
const opened: LiveEventsTab[] = [];

async function open(app: TestApp, who: SignedInUser, origin?: string): Promise<LiveEventsTab> {
  const client = await connect(app, who, origin);
  opened.push(client);
  return client;
}

beforeAll(async () => {
  await listen(t);
});
// Before the app closes (useTestApp's own afterAll runs last).
afterAll(async () => {
  for (const client of opened) client.socket.terminate();
});

/** The administrator deactivates the user through the admin route of app `t`. */
async function deactivate(who: SignedInUser) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${who.user.id}/status`,
    headers: admin.headers,
    payload: { isActive: false },
  });
  expect(response.statusCode).toBe(200);
}

describe('delivery on one app (PGlite in-process, or LISTEN/NOTIFY on PostgreSQL)', () => {
  it('reaches every tab of the addressed user and no one else', async () => {
    const alice = await signInAs(t, ['customer']);
    const bob = await signInAs(t, ['customer']);
    const aliceTabs = await Promise.all(Array.from({ length: 10 }, () => open(t, alice)));
    const bobTab = await open(t, bob);
    expect(t.app.ctx.events.socketCount(alice.user.id)).toBe(10);

    await t.app.ctx.events.publish({ audience: { userIds: [alice.user.id] }, event: invalidate('inquiries') });
    for (const tab of aliceTabs) expect(await tab.next()).toEqual(invalidate('inquiries'));

    // Bob's first event is the one sent to him afterwards: the one for Alice never reached him.
    await t.app.ctx.events.publish({ audience: { userIds: [bob.user.id] }, event: invalidate('bookings') });
    expect(await bobTab.next()).toEqual(invalidate('bookings'));
    expect(bobTab.received).toEqual([]);
  });

  it('addresses roles and everyone; role changes apply to open sockets at once', async () => {
    const trader = await signInAs(t, ['customer']);
    const adminTab = await open(t, admin);
    const traderTab = await open(t, trader);

    await t.app.ctx.events.publish({ audience: { roles: ['administrator'] }, event: invalidate('admin-only') });
    await t.app.ctx.events.publish({ audience: 'everyone', event: invalidate('for-all') });
    expect(await adminTab.next()).toEqual(invalidate('admin-only'));
    expect(await adminTab.next()).toEqual(invalidate('for-all'));
    expect(await traderTab.next()).toEqual(invalidate('for-all'));

    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${trader.user.id}/roles`,
      headers: admin.headers,
      payload: { roles: ['customer', 'administrator'] },
    });
    expect(promoted.statusCode).toBe(200);
    expect(await traderTab.next()).toEqual(invalidate('auth'));
    expect(await traderTab.next()).toEqual(invalidate('admin-users'));
    await t.app.ctx.events.publish({ audience: { roles: ['administrator'] }, event: invalidate('admin-only') });
    expect(await traderTab.next()).toEqual(invalidate('admin-only'));
  });

  it('tells every open page when a platform feature changes', async () => {
    const trader = await signInAs(t, ['customer']);
    const traderTab = await open(t, trader);
    const features = await t.app.inject({ method: 'GET', url: '/api/platform/features', headers: admin.headers });
    const feature = features.json().items[0];
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/platform/features/${feature.id}`,
      headers: admin.headers,
      payload: { isEnabled: !feature.isEnabled },
    });
    expect(response.statusCode).toBe(200);
    expect(await traderTab.next()).toEqual(invalidate('platform-features'));
  });

  it('splits long audiences over several notifications and refuses an oversized event', async () => {
    const carol = await signInAs(t, ['customer']);
    const tab = await open(t, carol);
    const crowd = Array.from({ length: 450 }, () => crypto.randomUUID());
    await publishEvent(t.database, { audience: { userIds: [...crowd, carol.user.id] }, event: invalidate('crowd') });
    expect(await tab.next()).toEqual(invalidate('crowd'));
    await expect(
      publishEvent(t.database, { audience: 'everyone', event: { type: 'invalidate', keys: ['x'.repeat(9000)] } }),
    ).rejects.toThrow(/8000/);
  });
});

describe('sessions and sockets', () => {
  it('deactivating a user through the admin route sends session.ended saying why and closes their sockets', async () => {
    const dora = await signInAs(t, ['warehouse_owner']);
    const tabs = [await open(t, dora), await open(t, dora)];
    await deactivate(dora);
    for (const tab of tabs) {
      expect(await tab.next()).toEqual({ type: 'session.ended', reason: 'deactivated' });
      expect(await tab.closed).toEqual({ code: 4401, reason: 'Session ended' });
    }
    expect(t.app.ctx.events.socketCount(dora.user.id)).toBe(0);
    // And the user cannot come back on the old session.
    const again = await refusedHandshake(t, { headers: dora.headers });
    expect(again.status).toBe(401);
  });

  it('the periodic re-check ends the sockets of a session that is gone (signed out, expired)', async () => {
    const erin = await signInAs(t, ['customer']);
    const tab = await open(t, erin);
    const keep = await signInAs(t, ['customer']);
    const keptTab = await open(t, keep);
    await t.db.delete(sessions).where(eq(sessions.userId, erin.user.id));
    await t.app.ctx.events.recheckSessions();
    expect(await tab.next()).toEqual({ type: 'session.ended' });
    expect((await tab.closed).code).toBe(4401);
    expect(t.app.ctx.events.socketCount(keep.user.id)).toBe(1);
    expect(keptTab.received).toEqual([]);
  });

  it('signing out tells the other tabs of that browser at once, not other browsers of the user', async () => {
    const gina = await signInAs(t, ['customer']);
    const otherBrowser = await createSession(t, gina.user.id);
    const tab = await open(t, gina);
    const elsewhere = await open(t, { ...gina, headers: { authorization: `Bearer ${otherBrowser.token}` } });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: gina.headers });
    expect(response.statusCode).toBe(204);
    expect(await tab.next()).toEqual({ type: 'session.ended' });
    expect((await tab.closed).code).toBe(4401);
    expect(elsewhere.received).toEqual([]);
    expect(t.app.ctx.events.socketCount(gina.user.id)).toBe(1);
  });

  it('a password reset signs out every open page of the user at once', async () => {
    const hank = await signInAs(t, ['customer']);
    const tab = await open(t, hank);
    const token = await issueEmailToken(t.db, hank.user.id, 'reset_password');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(await tab.next()).toEqual({ type: 'session.ended' });
    expect((await tab.closed).code).toBe(4401);
  });

  it('the heartbeat drops a socket that stops answering pings', async () => {
    const frank = await signInAs(t, ['customer']);
    const tab = await open(t, frank);
    const healthy = await open(t, frank);
    // Stop reading: the client no longer sees pings, so it cannot answer them.
    (tab.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await t.app.ctx.events.heartbeat();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.app.ctx.events.heartbeat();
    expect(t.app.ctx.events.socketCount(frank.user.id)).toBe(1);
    await t.app.ctx.events.publish({ audience: { userIds: [frank.user.id] }, event: invalidate('still-here') });
    expect(await healthy.next()).toEqual(invalidate('still-here'));
  });
});

describe('handshake checks', () => {
  it('refuses a signed-out upgrade with 401 before opening a socket', async () => {
    const refused = await refusedHandshake(t, {});
    expect(refused).toEqual({ status: 401, body: { error: { code: 'unauthenticated', message: 'User not authenticated' } } });
    const bogus = await refusedHandshake(t, { headers: { authorization: 'Bearer not-a-session' } });
    expect(bogus.status).toBe(401);
  });

  it('refuses an upgrade from another site with 403, and accepts the app\'s own origins', async () => {
    const grace = await signInAs(t, ['customer']);
    const refused = await refusedHandshake(t, { headers: grace.headers, origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    const port = (t.app.server.address() as AddressInfo).port;
    const sameHost = await open(t, grace, `http://127.0.0.1:${port}`);
    const publicUrl = await open(t, grace, 'http://localhost:3000');
    expect(sameHost.socket.readyState).toBe(WebSocket.OPEN);
    expect(publicUrl.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('answers a plain HTTP request with 426, after the same checks', async () => {
    const henry = await signInAs(t, ['customer']);
    const plain = await t.app.inject({ method: 'GET', url: '/api/events', headers: henry.headers });
    expect(plain.statusCode).toBe(426);
    expect(plain.json().error.message).toBe('Open this address with a WebSocket to receive live events.');
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'GET', url: '/api/events', headers: { ...henry.headers, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001 when the app closes', async () => {
    const own = await createTestApp();
    let closedApp = false;
    try {
      await listen(own);
      const ivy = await signInAs(own, ['customer']);
      const tab = await connect(own, ivy);
      await own.close();
      closedApp = true;
      expect((await tab.closed).code).toBe(1001);
    } finally {
      if (!closedApp) await own.close();
    }
  });
});

describe('across app processes', () => {
  const onPostgres = inject('postgresTemplate') !== null;

  it.skipIf(!onPostgres)('an event published through app A reaches a socket on app B (same PostgreSQL database)', async () => {
    const b = await createSecondAppOnSameDatabase(t);
    try {
      await listen(b);
      const jane = await signInAs(t, ['customer']);
      const tabOnB = await connect(b, jane);
      expect(b.app.ctx.events.socketCount(jane.user.id)).toBe(1);
      await t.app.ctx.events.publish({ audience: { userIds: [jane.user.id] }, event: invalidate('cross-process') });
      expect(await tabOnB.next()).toEqual(invalidate('cross-process'));

      // A deactivation made through app A signs the user out on app B at once.
      await deactivate(jane);
      expect(await tabOnB.next()).toEqual({ type: 'session.ended', reason: 'deactivated' });
      expect((await tabOnB.closed).code).toBe(4401);
    } finally {
      await b.close();
    }
  });

  it.skipIf(!onPostgres)('when the LISTEN connection is cut it listens again on its first attempt and tells open sockets to refetch', async () => {
    const kim = await signInAs(t, ['customer']);
    const tab = await connect(t, kim);
    const terminated = (await t.db.execute(
      sql`select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    )) as unknown as { rows: unknown[] };
    const cutAt = performance.now();
    expect(terminated.rows.length).toBeGreaterThan(0);
    // Events published while nobody listened are gone: the tab is closed so that its client
    // reconnects and refetches everything (the web client does so on every open).
    expect((await tab.closed).code).toBe(LIVE_EVENTS_CLOSE_CODES.eventsMissed);
    // The database never left, so the first attempt succeeds; the margin is for a loaded machine.
    expect(performance.now() - cutAt).toBeLessThan(LISTEN_RETRY_DELAYS_MS[0] + 4000);
    // The reconnected tab gets events again.
    const again = await connect(t, kim);
    await t.app.ctx.events.publish({ audience: { userIds: [kim.user.id] }, event: invalidate('after-reconnect') });
    expect(await again.next()).toEqual(invalidate('after-reconnect'));
    again.socket.close();
  });
});
