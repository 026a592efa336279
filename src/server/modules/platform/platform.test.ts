import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { activityLog } from '../../db/schema';
import { createTestApp, postRaw, useTestApp, withOwnApp } from '../../../../tests/api/harness';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('carries a request id, and echoes a well-formed incoming one', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const refused = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(refused.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('API error conventions', () => {
  it('answers unknown /api paths with a JSON 404, never HTML', async () => {
    for (const url of ['/api/nope', '/api/warehouses/xyz/unknown', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'The requested resource was not found.' } });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await postRaw(t, '/api/client-errors', 'application/json', '{"message": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: 'The request body is not valid JSON.' } });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await postRaw(t, '/api/client-errors', 'application/xml', '<error/>');
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({ code: 'unsupported_media_type', message: 'Unsupported content type.' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await postRaw(t, '/api/client-errors', 'application/json', JSON.stringify({ message: 'x'.repeat(40 * 1024), url: '/' }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'payload_too_large', message: 'The request body is too large.' });
  });

  it('answers schema violations with 400 and per-field details', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: '', url: 42 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_error');
    expect(body.error.message).toBe('Please check your input and try again.');
    expect(Object.keys(body.error.details).sort()).toEqual(['message', 'url']);
  });

  it('refuses a state-changing request from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { origin: 'https://evil.example' },
      payload: { message: 'x', url: '/' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });
});

describe('POST /api/client-errors', () => {
  it('keeps the report in the activity log', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { origin: 'http://localhost:3000' },
      payload: { message: 'TypeError: x is undefined', stack: 'at Home', url: 'http://localhost:3000/faq' },
    });
    expect(response.statusCode).toBe(204);
    const [entry] = await t.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1);
    expect(entry).toMatchObject({
      activityType: 'client_error',
      status: 'error',
      message: 'TypeError: x is undefined',
      errorMessage: 'TypeError: x is undefined',
      activityData: { input_params: { url: 'http://localhost:3000/faq', stack: 'at Home' } },
    });
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the route schemas, and the UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/client-errors', '/api/auth/session']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('GET /api/auth/session', () => {
  it('answers null for a visitor and for an unknown token', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.json()).toEqual({ user: null });
    const bogus = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { authorization: 'Bearer nope' } });
    expect(bogus.json()).toEqual({ user: null });
  });
});

describe('health with the database gone', () => {
  it('answers 503 on readiness when the database is unreachable, and 200 on liveness', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    // Liveness does not depend on the database: an orchestrator must not restart every process for it.
    const live = await other.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    await other.app.close();
  });
});

describe('GET /api/client-config', () => {
  it('tells the web app the map style, null when MAP_STYLE_URL is unset', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mapStyleUrl: null });
    await withOwnApp(async (configured) => {
      const answer = await configured.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(answer.json()).toEqual({ mapStyleUrl: 'https://tiles.example/style.json' });
    }, { MAP_STYLE_URL: 'https://tiles.example/style.json' });
  });
});
