import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { IMAGE_UPLOAD_RATE_LIMIT } from './uploads';
import { makeImage, multipartBody } from '../../../tests/api/uploads';
import { signInAs } from '../../../tests/api/auth-helpers';
import { createSecondAppOnSameDatabase, type TestApp, useTestApp } from '../../../tests/api/harness';

const t = useTestApp();

const reportError = (app: TestApp) =>
  app.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'boom', url: '/' }, remoteAddress: '203.0.113.7' });

describe('route rate limits, counted in PostgreSQL', () => {
  it('refuses the 31st browser error report in a minute with 429, Retry-After and the count kept in rate_limits', async () => {
    for (let i = 0; i < 30; i += 1) expect((await reportError(t)).statusCode).toBe(204);
    const refused = await reportError(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'rate_limited', message: `Too many requests. Please try again in ${refused.headers['retry-after']} seconds.` });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'client-errors:ip:203.0.113.7'));
    expect(row?.hits).toBe(31);
    // Another address has its own count.
    const other = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'boom', url: '/' }, remoteAddress: '203.0.113.8' });
    expect(other.statusCode).toBe(204);
  });

  it('counts image uploads per user across both upload routes, and not for callers the guard refuses', async () => {
    const owner = await signInAs(t, ['warehouse_owner']);
    const otherOwner = await signInAs(t, ['warehouse_owner']);
    // A part under the wrong name is answered 400 after the limit is counted: cheap, and it proves the order.
    const body = await multipartBody(await makeImage(), { field: 'picture' });
    const upload = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
    const routes = ['/api/warehouse-images', '/api/owner-warehouse-images'];

    for (let i = 0; i < IMAGE_UPLOAD_RATE_LIMIT.max; i += 1) {
      expect((await upload(routes[i % 2]!, owner.headers)).statusCode).toBe(400);
    }
    for (const url of routes) {
      const refused = await upload(url, owner.headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
    }
    expect((await upload(routes[0]!, otherOwner.headers)).statusCode).toBe(400);
    const visitor = await upload(routes[0]!, {});
    expect(visitor.statusCode).toBe(401);
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, `image-upload:user:${owner.user.id}`));
    expect(row?.hits).toBe(IMAGE_UPLOAD_RATE_LIMIT.max + 2);
  });

  it.skipIf(inject('postgresTemplate') === null)('shares one count between two app instances on the same PostgreSQL database', async () => {
    const second = await createSecondAppOnSameDatabase(t);
    try {
      const send = (app: TestApp) =>
        app.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'boom', url: '/' }, remoteAddress: '198.51.100.1' });
      for (let i = 0; i < 30; i += 1) expect((await send(i % 2 === 0 ? t : second)).statusCode).toBe(204);
      expect((await send(t)).statusCode).toBe(429);
      expect((await send(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
