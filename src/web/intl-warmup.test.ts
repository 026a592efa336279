import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A page's first Intl format loads ICU's data for its language; boot.js starts a worker that loads it
 * on another core while the app downloads (docs/decisions/248-intl-data-loaded-by-a-worker.md). Both
 * scripts run here with the browser's globals they read given to them, so nothing leaks into other tests.
 */
const BOOT = readFileSync(new URL('./boot.js', import.meta.url), 'utf8');
const WARMUP = readFileSync(new URL('./public/intl-warmup.js', import.meta.url), 'utf8');

/** Runs a browser script with the globals it reads (the script's own file, not code from input). */
function run(script: string, globals: Record<string, unknown>): void {
  new Function(...Object.keys(globals), script)(...Object.values(globals));
}

/** The workers boot.js starts on a page at `search` for a browser asking for `languages`. */
function workersStartedBy(search: string, languages: string[]): [string, unknown][] {
  const started: [string, unknown][] = [];
  run(BOOT, {
    globalThis: {},
    document: { cookie: '', documentElement: {} },
    location: { search },
    navigator: { languages },
    Worker: class {
      constructor(url: string, options: unknown) {
        started.push([url, options]);
      }
    },
  });
  return started;
}

describe('the Intl warm-up', () => {
  it('boot.js starts it once, named with the language the page opens in', () => {
    expect(workersStartedBy('?lang=fr', ['de-DE'])).toEqual([['/intl-warmup.js', { name: 'fr' }]]);
    expect(workersStartedBy('', ['de-AT', 'en'])).toEqual([['/intl-warmup.js', { name: 'de' }]]);
    expect(workersStartedBy('', ['ja'])).toEqual([['/intl-warmup.js', { name: 'en' }]]);
  });

  it('the worker builds a number and a date format in its name’s language, then ends', () => {
    const built: string[] = [];
    let closed = false;
    const countingIntl = {
      NumberFormat: class extends Intl.NumberFormat {
        constructor(locale: string) {
          super(locale);
          built.push(`number ${locale}`);
        }
      },
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(locale: string) {
          super(locale);
          built.push(`date ${locale}`);
        }
      },
    };
    run(WARMUP, { self: { name: 'ar' }, close: () => (closed = true), Intl: countingIntl });
    expect(built).toEqual(['number ar', 'date ar']);
    expect(closed).toBe(true);
  });
});
