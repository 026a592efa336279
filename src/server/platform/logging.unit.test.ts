import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions, redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides the token of a listing-request link and of email links, keeping the rest', () => {
    expect(redactUrl('/warehouse-request?id=42&token=abc123')).toBe('/warehouse-request?id=42&token=[redacted]');
    expect(redactUrl('/reset-password?type=invite&token=s3cr3t&next=%2F')).toBe('/reset-password?type=invite&token=[redacted]&next=%2F');
    expect(redactUrl('/x?access_token=a&TOKEN=b#frag')).toBe('/x?access_token=[redacted]&TOKEN=[redacted]#frag');
  });

  it('leaves URLs without secrets alone, including look-alike names', () => {
    expect(redactUrl('/api/warehouses?page=2&search=token')).toBe('/api/warehouses?page=2&search=token');
    expect(redactUrl('/api/x?mytoken=1')).toBe('/api/x?mytoken=1');
  });
});

describe('loggerOptions', () => {
  const production = loadConfig({ NODE_ENV: 'production' });
  const development = loadConfig({ NODE_ENV: 'development' });
  const transportOf = (options: ReturnType<typeof loggerOptions>) =>
    typeof options === 'object' && 'transport' in options ? options.transport : undefined;

  it('prints readably with pino-pretty in development on a terminal', () => {
    expect(transportOf(loggerOptions(development, { isTerminal: true, hasPrettyPrinter: true }))).toMatchObject({ target: 'pino-pretty' });
  });

  it('never names pino-pretty in production (a production install has no dev dependencies), even on a terminal', () => {
    expect(transportOf(loggerOptions(production, { isTerminal: true, hasPrettyPrinter: true }))).toBeUndefined();
  });

  it('writes JSON in development when pino-pretty is not installed or the output is not a terminal', () => {
    expect(transportOf(loggerOptions(development, { isTerminal: true, hasPrettyPrinter: false }))).toBeUndefined();
    expect(transportOf(loggerOptions(development, { isTerminal: false, hasPrettyPrinter: true }))).toBeUndefined();
  });

  it('finds pino-pretty where the dev dependencies are installed (as here)', () => {
    expect(transportOf(loggerOptions(development, { isTerminal: true }))).toMatchObject({ target: 'pino-pretty' });
  });
});
