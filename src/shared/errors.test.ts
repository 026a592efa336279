import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeForStatus,
  CONFLICT_CODES,
  createInquiriesFailedMessage,
  featureDisabledMessage,
  messageTooLongMessage,
  retriesExhaustedMessage,
  statusOfCode,
  tooManyAttemptsMessage,
} from './errors';

describe('createInquiriesFailedMessage', () => {
  it('uses the right plural and names the warehouses whose inquiries were created', () => {
    expect(createInquiriesFailedMessage(1)).toBe('Failed to create 1 inquiry');
    expect(createInquiriesFailedMessage(2)).toBe('Failed to create 2 inquiries');
    expect(createInquiriesFailedMessage(1, ['Muuga Port', 'Sergeli Cargo'])).toBe('Failed to create 1 inquiry. Created for: Muuga Port, Sergeli Cargo.');
  });
});

describe('error codes', () => {
  it('answers every domain conflict code with 409', () => {
    expect(CONFLICT_CODES).toContain('offer_expired');
    expect(CONFLICT_CODES).toContain('inquiry_not_editable');
    for (const code of CONFLICT_CODES) expect(statusOfCode(code), code).toBe(409);
    expect(new Set(CONFLICT_CODES).size).toBe(CONFLICT_CODES.length);
  });

  it('keeps the generic codes on their statuses', () => {
    expect(statusOfCode('validation_error')).toBe(400);
    expect(statusOfCode('unauthenticated')).toBe(401);
    expect(statusOfCode('forbidden')).toBe(403);
    expect(statusOfCode('not_found')).toBe(404);
    expect(statusOfCode('conflict')).toBe(409);
    expect(statusOfCode('rate_limited')).toBe(429);
    expect(statusOfCode('service_unavailable')).toBe(503);
  });

  it('reads a status that came without a code as a generic code, never a domain one', () => {
    expect(codeForStatus(409)).toBe('conflict');
    expect(codeForStatus(400)).toBe('bad_request');
    expect(codeForStatus(404)).toBe('not_found');
    expect(codeForStatus(502)).toBe('internal_error');
    expect(codeForStatus(418)).toBe('bad_request');
  });
});

describe('catalogue texts built from values', () => {
  it('says them exactly', () => {
    expect(retriesExhaustedMessage('Request timeout')).toBe('Request failed after 5 attempts. Last error: Request timeout');
    expect(messageTooLongMessage(5000)).toBe('A message can be at most 5,000 characters.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(30)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(featureDisabledMessage('Messaging')).toBe('Messaging is currently switched off by the platform administrator.');
  });
});

/** Every user-facing text lives in src/shared/errors: contracts and services name catalogue keys, never sentences. */
describe('texts outside the catalogue', () => {
  const root = join(import.meta.dirname, '..', '..');

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  /** The code without comments, so a comment quoting a text does not count. */
  function code(path: string): string {
    return readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
  }

  it('has no validation message written out in a contract', () => {
    const found = sourceFiles(join(root, 'src/shared/contracts')).flatMap((path) =>
      [...code(path).matchAll(/(?:message:|error:|\.(?:min|max|int|regex|multipleOf|refine)\([^,()\n]*,)\s*(['`][^'`\n]*['`])/g)].map(
        (match) => `${relative(root, path)}: ${match[1]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('has no error text written out where the server throws', () => {
    const found = sourceFiles(join(root, 'src/server')).flatMap((path) =>
      [...code(path).matchAll(/new (?:AppError\(\s*'[a-z_]+'\s*,|RateLimitedError\()\s*(['`][^'`\n]*['`])/g)].map(
        (match) => `${relative(root, path)}: ${match[1]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
