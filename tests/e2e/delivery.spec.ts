import { expect, type Page, test } from '@playwright/test';

/** What a phone receives: compressed text, long-cached hashed assets, no public source maps. */

const COMPRESSED = ['br', 'gzip'];
/** The first load's script: the one chunk of everything the entry runs (vite.config.ts, decision 210). */
const FIRST_LOAD_SCRIPT = /\/assets\/first-load-[\w-]+\.js$/;

test('the entry script and the HTML come compressed; the script is cached for good, the HTML revalidated', async ({ page }) => {
  const entryScript = page.waitForResponse((response) => FIRST_LOAD_SCRIPT.test(response.url()));
  const documentResponse = await page.goto('/');
  expect(documentResponse?.status()).toBe(200);
  const documentHeaders = await documentResponse!.allHeaders();
  expect(COMPRESSED).toContain(documentHeaders['content-encoding']);
  expect(documentHeaders['cache-control']).toBe('no-cache');

  const script = await entryScript;
  expect(script.status()).toBe(200);
  const scriptHeaders = await script.allHeaders();
  expect(COMPRESSED).toContain(scriptHeaders['content-encoding']);
  expect(scriptHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(scriptHeaders.vary).toMatch(/accept-encoding/i);
  // The browser decoded it: the page ran.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the first script starts the worker that loads the page language’s Intl data: served as a script, it runs to its end', async ({ page }) => {
  const isWarmup = (url: string) => new URL(url).pathname === '/intl-warmup.js';
  const served = page.waitForResponse((response) => isWarmup(response.url()));
  // It closes itself after building its formats; a script that threw would stay open (decision 248).
  const ended = new Promise<void>((resolve) => {
    page.on('worker', (worker) => {
      if (isWarmup(worker.url())) worker.once('close', () => resolve());
    });
  });
  await page.goto('/?lang=fr');
  const response = await served;
  expect(response.status()).toBe(200);
  expect((await response.allHeaders())['content-type']).toMatch(/^(text|application)\/javascript/);
  await ended;
});

test('an API answer the page loads comes compressed', async ({ page }) => {
  const warehouses = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/warehouses');
  await page.goto('/m-warehouses');
  const response = await warehouses;
  expect(response.status()).toBe(200);
  expect(COMPRESSED).toContain((await response.allHeaders())['content-encoding']);
  await expect(page.getByRole('list').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('source maps are not served, and scripts do not point to them', async ({ page, request }) => {
  const entryScript = page.waitForResponse((response) => FIRST_LOAD_SCRIPT.test(response.url()));
  await page.goto('/');
  const script = await entryScript;
  expect(await script.text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${new URL(script.url()).pathname}.map`);
  expect(map.status()).toBe(404);
  expect(map.headers()['content-type']).toContain('application/json');
});

test.describe('on a phone over a slow link', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  /** Sum of the layout shifts no input caused, as Core Web Vitals counts them (one page load, no windows). */
  async function layoutShiftOf(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<number> {
    // Slow enough that the page's code and data arrive after the first paint, as on a phone: each
    // answer waits 150 ms plus its size at 200 KB/s. Through Playwright's routing, not DevTools' network
    // emulation, which now and then never fired the page's load event (microsoft/playwright#22676).
    await page.route('**/*', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      await new Promise((resolve) => setTimeout(resolve, 150 + body.length / 200));
      await route.fulfill({ response, body });
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await ready(page);
    // Pictures and late answers settle: nothing is fetched for half a second.
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
  }

  test('the warehouse list does not jump while it loads (CLS at most 0.1)', async ({ page }) => {
    const shift = await layoutShiftOf(page, '/m-warehouses', async (current) => {
      await expect(current.getByRole('list').getByRole('heading', { level: 3 }).first()).toBeVisible();
    });
    expect(shift).toBeLessThanOrEqual(0.1);
  });

  test('a warehouse does not jump while it loads (CLS at most 0.1)', async ({ page, request }) => {
    const browse = (await (await request.get('/api/warehouses')).json()) as { items: { id: string; name: string }[] };
    const warehouse = browse.items[0]!;
    const shift = await layoutShiftOf(page, `/m-warehouses/${warehouse.id}`, async (current) => {
      await expect(current.getByRole('heading', { level: 1, name: warehouse.name })).toBeVisible();
    });
    expect(shift).toBeLessThanOrEqual(0.1);
  });
});

test('a first visit to a page in its own chunk renders the page at once, with its data: never the page spinner or placeholders', async ({ page, request }) => {
  // The spinner would hold the page back: React shows content that replaces a fallback up to 300 ms
  // late, and the page's requests only start then. Placeholders first would take one more render
  // before the largest paint.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      for (const text of ['Loading page…', 'Loading warehouses…', 'Loading warehouse…']) {
        if (document.body.textContent?.includes(text) && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/m-warehouses');
  await expect(page.getByRole('list').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);

  const browse = (await (await request.get('/api/warehouses')).json()) as { items: { id: string; name: string }[] };
  const { id, name } = browse.items[0]!;
  await page.goto(`/m-warehouses/${id}`);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
});
