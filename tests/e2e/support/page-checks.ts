import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type DemoRole, expect, test } from './accounts';

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

/** The page has drawn its heading and nothing on it still says Loading. */
export async function expectLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/**
 * axe's violations on the page as it stands (every rule runs; the passes and incomplete checks come
 * back with one node each, which is all a test reads of them). Legacy mode runs axe.run in the page
 * itself. The default (runPartial, for cross-origin frames, which the app has none of) opens a blank
 * page for every call to finish the run there: twice the time for the same rules and results (1.6 s
 * against 0.8 s on /admin/users, 5.1 s against 3.0 s on the list). Describing every passing node
 * (its selector and HTML) was most of the rest: `resultTypes` halves it again (850 → 550 ms on
 * /admin/users, 2.6 → 1.3 s on the list; bench/results/2026-12-01-test-run.md).
 */
export function axeResults(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
}

/** axe finds no serious or critical violation on the page as it stands; a failure names each rule and where. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await axeResults(page);
  const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** One test per path: as the demo `role`, the page there, once loaded, has no serious or critical axe violation. */
export function testNoSeriousViolationsOn(role: DemoRole, paths: readonly string[]): void {
  for (const path of paths) {
    test(`on ${path}`, async ({ pageAs }) => {
      const page = await pageAs(role);
      await page.goto(path);
      await expectLoaded(page);
      await expectNoSeriousViolations(page);
    });
  }
}

/** The widest the document gets, and the most any box hides behind its own sideways scrolling. */
export async function sidewaysOverflow(page: Page): Promise<{ width: number; hidden: number }> {
  return page.evaluate(() => {
    let hidden = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const overflowX = getComputedStyle(element).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.clientWidth > 0) hidden = Math.max(hidden, element.scrollWidth - element.clientWidth);
    }
    return { width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth), hidden };
  });
}

/** The app's polite notice region (src/web/components/ui/notice.tsx): where an action's success is announced. */
export function successNotices(page: Page) {
  return page.getByRole('status', { name: 'Notices' });
}

/** The app's assertive notice region: where a failed action without a form of its own is announced. */
export function failureNotices(page: Page) {
  return page.locator('[aria-live="assertive"]');
}
