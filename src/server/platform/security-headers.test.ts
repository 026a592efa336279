import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

/** The headers every answer carries (the browser's side, framing and CSP violations, is a journey). */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('are on every answer: success, client error, unknown route', async () => {
    t = await createTestApp();
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/profile' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 401, 404]);
    for (const answer of answers) {
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['permissions-policy']).toContain('geolocation=()');
      // PUBLIC_URL is http here: HSTS would be ignored at best and pin a wrong promise at worst.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends HSTS and asks for https sub-resources when PUBLIC_URL is https', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://24wm.example' });
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(answer.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://24wm.example']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it("allows the configured map style's origin and MAP_HOSTS for images and fetches, nothing else", async () => {
    t = await createTestApp({
      MAP_STYLE_URL: 'https://tiles.example.com/styles/light/style.json',
      MAP_HOSTS: 'https://fonts.example.org, https://sprites.example.net/path',
    });
    const csp = directives((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    const map = ['https://tiles.example.com', 'https://fonts.example.org', 'https://sprites.example.net'];
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...map]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000', ...map]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('lets only the API documentation use inline styles (Swagger UI sets them), still unframeable', async () => {
    t = await createTestApp();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
