import { beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES, IMAGE_MESSAGES, HTTP_MESSAGES } from '@shared/errors';
import { ROLES } from '@shared/roles';
import { useSignedIn } from '../../../tests/api/auth-helpers';
import { json, postRaw, useTestApp } from '../../../tests/api/harness';

/**
 * Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate), and multipart bodies
 * the parser cannot read, answer 400 on every route, never 500. The route list comes from the OpenAPI
 * document, so a route added later is covered without touching this file.
 */

type Operation = { method: string; path: string; hasJsonBody: boolean; hasQuery: boolean; hasPathParams: boolean; isMultipart: boolean };
type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, unknown> };
};

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

const t = useTestApp();
// Every role at once: role guards let it through, so the answer is the validator's.
const [everyRole] = useSignedIn(t, ROLES);
let operations: Operation[];

beforeAll(async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = Object.keys(operation.requestBody?.content ?? {});
      return {
        method: method.toUpperCase(),
        path,
        hasJsonBody: content.includes('application/json'),
        isMultipart: content.includes('multipart/form-data'),
        hasQuery: (operation.parameters ?? []).some((parameter) => parameter.in === 'query'),
        hasPathParams: (operation.parameters ?? []).some((parameter) => parameter.in === 'path'),
      };
    }),
  );
});

const withParams = (path: string, value: string) => path.replaceAll(/\{[^}]+\}/g, encodeURIComponent(value));

describe('hostile text on every route', () => {
  it('finds the routes to try in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((operation) => operation.hasJsonBody).length).toBeGreaterThan(30);
    expect(operations.filter((operation) => operation.hasQuery).length).toBeGreaterThan(10);
  });

  for (const [label, text] of [
    ['a NUL byte', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ] as const) {
    it(`answers 400 on the field for ${label} in any JSON body`, async () => {
      const failures: string[] = [];
      for (const operation of operations.filter((candidate) => candidate.hasJsonBody)) {
        const response = await t.app.inject({
          method: operation.method,
          url: withParams(operation.path, SOME_ID),
          headers: { ...everyRole.headers, 'content-type': 'application/json' },
          // Written by hand: JSON.stringify would escape the surrogate, which is the same text once parsed.
          payload: `{"probe": ${JSON.stringify(text)}, "nested": [{"deep": ${JSON.stringify(text)}}]}`,
        });
        const body = response.json() as { error?: { details?: Record<string, string[]> } };
        if (
          response.statusCode !== 400 ||
          body.error?.details?.probe?.[0] !== HTTP_MESSAGES.invalidCharacters ||
          body.error?.details?.['nested.0.deep']?.[0] !== HTTP_MESSAGES.invalidCharacters
        ) {
          failures.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('answers 400 on the parameter for a NUL byte in any query string', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.hasQuery)) {
      const response = await t.app.inject({
        method: operation.method,
        url: `${withParams(operation.path, SOME_ID)}?probe=${encodeURIComponent(NUL)}`,
        headers: everyRole.headers,
        ...(operation.hasJsonBody ? { payload: {} } : {}),
      });
      const body = response.json() as { error?: { details?: Record<string, string[]> } };
      if (response.statusCode !== 400 || body.error?.details?.probe?.[0] !== HTTP_MESSAGES.invalidCharacters) {
        failures.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 for a NUL byte in a path parameter: such an id names no record, so 404', async () => {
    // Every path parameter is an id; a malformed one is "not found" (docs/decisions/124-malformed-id-is-not-found.md).
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.hasPathParams)) {
      const response = await t.app.inject({
        method: operation.method,
        url: withParams(operation.path, NUL),
        headers: everyRole.headers,
        ...(operation.hasJsonBody ? { payload: {} } : {}),
      });
      if (response.statusCode !== 404) failures.push(`${operation.method} ${operation.path}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('names the field of a public form: sign-in, the browse search, client error reports', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `x${NUL}@example.test`, password: 'whatever-long' } });
    expect(signIn.statusCode).toBe(400);
    expect(json(signIn)).toEqual({
      error: { code: 'validation_error', message: GENERIC_MESSAGES.validation, details: { email: [HTTP_MESSAGES.invalidCharacters] } },
    });

    const search = await t.app.inject({ method: 'GET', url: '/api/warehouses?q=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(json<{ error: { details: unknown } }>(search).error.details).toEqual({ q: [HTTP_MESSAGES.invalidCharacters] });

    const report = await postRaw(t, '/api/client-errors', 'application/json', '{"message": "boom \\ud800", "url": "http://localhost:3000/"}');
    expect(report.statusCode).toBe(400);
    expect(json<{ error: { details: unknown } }>(report).error.details).toEqual({ message: [HTTP_MESSAGES.invalidCharacters] });
  });

  it('accepts text that only looks unusual: a surrogate pair (emoji), other control characters, right-to-left text', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'boom 📦 \u0001 \u202e مرحبا', url: 'http://localhost:3000/' },
    });
    expect(report.statusCode).toBe(204);
  });
});

describe('malformed multipart bodies on every upload route', () => {
  const bodies = [
    ['no boundary', 'multipart/form-data', 'abc'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'abc'],
    ['a body cut off mid-part', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
  ] as const;

  for (const [label, contentType, payload] of bodies) {
    it(`answers 400 for ${label}`, async () => {
      const uploads = operations.filter((operation) => operation.isMultipart);
      expect(uploads.length).toBeGreaterThanOrEqual(3);
      for (const operation of uploads) {
        const response = await t.app.inject({
          method: operation.method,
          url: withParams(operation.path, SOME_ID),
          headers: { ...everyRole.headers, 'content-type': contentType },
          payload,
        });
        expect({ route: `${operation.method} ${operation.path}`, status: response.statusCode, body: response.json() }).toEqual({
          route: `${operation.method} ${operation.path}`,
          status: 400,
          body: { error: { code: 'bad_request', message: IMAGE_MESSAGES.malformedUpload } },
        });
      }
    });
  }
});
