import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@shared/dates';
import { GENERIC_MESSAGES, IMAGE_MESSAGES, HTTP_MESSAGES } from '@shared/errors';
import { ROLES } from '@shared/roles';
import { useSignedIn } from '../../../tests/api/auth-helpers';
import { json, postRaw, useTestApp } from '../../../tests/api/harness';

/**
 * Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate), and multipart bodies
 * the parser cannot read, answer 400 on every route, never 500. The route list comes from the OpenAPI
 * document, so a route added later is covered without touching this file.
 */

type QueryParameter = { name: string; required: boolean; schema: OpenApiSchema };
type Operation = {
  method: string;
  path: string;
  hasJsonBody: boolean;
  query: QueryParameter[];
  hasQuery: boolean;
  hasPathParams: boolean;
  isMultipart: boolean;
};
type OpenApiSchema = { type?: string; enum?: string[]; minimum?: number; default?: unknown; format?: string };
type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: OpenApiSchema }[];
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
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, required: parameter.required ?? false, schema: parameter.schema ?? {} })),
        hasQuery: (operation.parameters ?? []).some((parameter) => parameter.in === 'query'),
        hasPathParams: (operation.parameters ?? []).some((parameter) => parameter.in === 'path'),
      };
    }),
  );
});

/** Valid values of the path parameters that are not ids, used where SOME_ID stands for "a valid value": a statement's month (decision 220). */
const PATH_VALUES: Record<string, string> = { month: todayUtc().slice(0, 7) };
const withParams = (path: string, value: string) =>
  path.replaceAll(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value === SOME_ID ? (PATH_VALUES[name] ?? value) : value));

type Answer = { statusCode: number; body: string; json(): unknown };

/**
 * Sends each route the request at `url` as every role (an empty JSON body where the route takes one)
 * and lists every route whose answer is not `isExpected`, so one run names all that fail.
 */
async function failingRoutes(routes: readonly Operation[], url: (operation: Operation) => string, isExpected: (response: Answer) => boolean): Promise<string[]> {
  const failures: string[] = [];
  for (const operation of routes) {
    const response = await t.app.inject({
      method: operation.method,
      url: url(operation),
      headers: everyRole.headers,
      ...(operation.hasJsonBody ? { payload: {} } : {}),
    });
    if (!isExpected(response)) failures.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  return failures;
}

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
    const failures = await failingRoutes(
      operations.filter((candidate) => candidate.hasQuery),
      (operation) => `${withParams(operation.path, SOME_ID)}?probe=${encodeURIComponent(NUL)}`,
      (response) => {
        const body = response.json() as { error?: { details?: Record<string, string[]> } };
        return response.statusCode === 400 && body.error?.details?.probe?.[0] === HTTP_MESSAGES.invalidCharacters;
      },
    );
    expect(failures).toEqual([]);
  });

  it('never answers 500 for a NUL byte in a path parameter: such an id names no record, so 404', async () => {
    // Every path parameter is an id; a malformed one is "not found" (docs/decisions/124-malformed-id-is-not-found.md).
    const failures = await failingRoutes(
      operations.filter((candidate) => candidate.hasPathParams),
      (operation) => withParams(operation.path, NUL),
      (response) => response.statusCode === 404,
    );
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

describe('hostile query values on every route, one parameter at a time', () => {
  const inAWeek = addDays(todayUtc(), 7);
  /** Valid values by name, where the schema alone does not give one (dates come as a pair). */
  const VALID_BY_NAME: Record<string, string> = {
    from: inAWeek,
    to: addDays(inAWeek, 6),
    west: '-10',
    south: '-10',
    east: '10',
    north: '10',
    before: SOME_ID,
    // A payout run's cut-off: today or before.
    cutoffDate: todayUtc(),
  };
  /** A valid value for every parameter that has one: each is fuzzed while all the others stay valid. */
  function validValue(parameter: QueryParameter): string | undefined {
    const { schema } = parameter;
    if (VALID_BY_NAME[parameter.name] !== undefined) return VALID_BY_NAME[parameter.name];
    if (schema.enum) return schema.enum[0];
    if (schema.default !== undefined) return String(schema.default);
    if (schema.type === 'integer' || schema.type === 'number') return String(Math.max(schema.minimum ?? 1, 1));
    // Free text and lists (q, city, spaceTypes…) are left out of the base: any text is valid there.
    return undefined;
  }
  const HOSTILE: string[] = [
    'x', '', ' ', '2026-02-31', '2026-13-01', '2026-00-10', '0000-01-01', '+275760-09-14', '99999-12-31', '2026-1-1',
    '1e309', '-1e309', 'NaN', 'Infinity', '-0', '0x10', '1.5', '-1', '9'.repeat(400), 'true', '[]', '{}', '%', 'x'.repeat(10_000),
  ];
  const queryOf = (entries: [string, string][]) => entries.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');

  it('gives every required query parameter a valid value, and the base query of each route is valid', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.hasQuery)) {
      const base = operation.query.flatMap((parameter) => {
        const value = validValue(parameter);
        if (value === undefined && parameter.required) failures.push(`${operation.path}: no valid value for required ${parameter.name}`);
        return value === undefined ? [] : [[parameter.name, value] as [string, string]];
      });
      const response = await t.app.inject({ method: operation.method, url: `${withParams(operation.path, SOME_ID)}?${queryOf(base)}`, headers: everyRole.headers });
      if (response.statusCode === 400 || response.statusCode >= 500) failures.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  // About 1,850 requests, browse and map among them: seconds alone, more beside the journeys.
  it('never answers 5xx when one parameter holds a hostile value or comes twice', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations.filter((candidate) => candidate.hasQuery)) {
      const base = new Map(operation.query.flatMap((parameter) => {
        const value = validValue(parameter);
        return value === undefined ? [] : [[parameter.name, value] as const];
      }));
      for (const parameter of operation.query) {
        const others = [...base].filter(([name]) => name !== parameter.name);
        const variants = [
          ...HOSTILE.map((value) => [...others, [parameter.name, value]] as [string, string][]),
          [...others, [parameter.name, base.get(parameter.name) ?? 'x'], [parameter.name, 'x']] as [string, string][],
        ];
        for (const variant of variants) {
          requests += 1;
          const url = `${withParams(operation.path, SOME_ID)}?${queryOf(variant)}`;
          const response = await t.app.inject({ method: operation.method, url, headers: everyRole.headers });
          if (response.statusCode >= 500) failures.push(`${operation.method} ${url.slice(0, 160)}: ${response.statusCode}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
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
