import type { Page } from '@playwright/test';
import { expect } from './accounts';

/** A name no other test or rerun uses: "E2E Hall lq3k2-x9f1a". */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Fails the test on any page error or console.error, except those containing one of the allowed texts. */
export function watchConsole(page: Page, allowed: readonly string[] = []): () => void {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  return () => {
    const unexpected = problems.filter((problem) => !allowed.some((text) => problem.includes(text)));
    expect(unexpected, 'errors in the browser console').toEqual([]);
  };
}
