import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/accounts';
import { ok } from './support/journey-data';
import { uniqueName } from './support/page-checks';

/*
 * What a landing page's HTML preloads (docs/decisions/155-landing-page-html-preloads.md). Its own
 * Playwright project, run after the other journeys: browse's first card is the
 * newest listing, which a journey listing a warehouse at the same moment would change.
 */

/** A booking's page's scripts at most (decision 246: 41 before the web's building blocks were one chunk). */
const SCRIPTS_OF_A_BOOKING = 25;

test.describe('a landing page preloads with its HTML what its largest paint needs', () => {
  /** Every request of the page to /api/warehouses… and for pictures and scripts, and the warnings Chrome logs for a preload it did not use. */
  function watch(page: Page) {
    const reads: string[] = [];
    const files: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/warehouses')) reads.push(`${url.pathname}${url.search}`);
      if (url.pathname.startsWith('/files/') || url.pathname.startsWith('/assets/')) files.push(url.pathname);
    });
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    return { reads, files, warnings };
  }

  /** The Link header's entries, one per preload. */
  const linksOf = (header: string | undefined) => (header ?? '').split(/,\s*(?=<)/).filter(Boolean);
  const duplicatesOf = (items: string[]) => items.filter((item, index) => items.indexOf(item) !== index);

  test('browse without filters: its read, the first card\'s picture and its code, each fetched once', async ({ page, pageAs }) => {
    // The newest listing, with a picture.
    const owner = await pageAs('owner');
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6ea5' } }).png().toBuffer();
    const image = await ok<{ id: string }>(
      await owner.request.post('/api/warehouse-images', { multipart: { file: { name: 'hall.png', mimeType: 'image/png', buffer: picture } } }),
      201,
    );
    const reference = await ok<{ spaceTypes: { id: string }[] }>(await owner.request.get('/api/reference'));
    const name = uniqueName('E2E Preloaded Hall');
    await ok(
      await owner.request.post('/api/warehouses', {
        data: {
          name,
          address: 'Sadama 25',
          city: 'Tallinn',
          country: 'Estonia',
          postalCode: '10111',
          spaces: [{ spaceTypeId: reference.spaceTypes[0]!.id, sizeM2: 500, pricePerM2Cents: 300 }],
          imageIds: [image.id],
        },
      }),
      201,
    );

    const { reads, files, warnings } = watch(page);
    const document = await page.goto('/m-warehouses');
    const links = linksOf((await document!.allHeaders()).link);
    expect(links[0]).toBe('</api/warehouses?page=1&pageSize=24>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(links.some((link) => /^<\/assets\/browse-warehouses-page-[\w-]+\.js>; rel=modulepreload$/.test(link))).toBe(true);
    const firstCard = page.getByRole('list').getByRole('article').first();
    await expect(firstCard.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    const firstPicture = firstCard.getByRole('img');
    await expect(firstPicture).toHaveJSProperty('complete', true);
    const thumbnailUrl = (await firstPicture.getAttribute('src'))!;
    expect(links[1]).toBe(`<${thumbnailUrl}>; rel=preload; as=image; fetchpriority=high`);
    expect(reads).toEqual(['/api/warehouses?page=1&pageSize=24']);
    expect(files).toContain(thumbnailUrl);
    expect(duplicatesOf(files)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test('a warehouse page: its read, its main picture as its srcset picks it, and its code; browse with filters preloads only its code', async ({ page, request }) => {
    // A demo warehouse with pictures (the newest may have none).
    const browse = (await (await request.get('/api/warehouses')).json()) as { items: { id: string; name: string; thumbnailUrl: string | null }[] };
    const { id, name } = browse.items.find((item) => item.thumbnailUrl)!;
    const detail = (await (await request.get(`/api/warehouses/${id}`)).json()) as { images: { url: string; thumbnailUrl: string }[] };
    const main = detail.images[0]!;
    const { reads, files, warnings } = watch(page);
    const document = await page.goto(`/m-warehouses/${id}`);
    const links = linksOf((await document!.allHeaders()).link);
    expect(links.slice(0, 2)).toEqual([
      `</api/warehouses/${id}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${main.url}>; rel=preload; as=image; imagesrcset="${main.thumbnailUrl} 480w, ${main.url} 1600w"; imagesizes="(min-width: 1024px) 60vw, 100vw"; fetchpriority=high`,
    ]);
    expect(links.some((link) => /^<\/assets\/warehouse-detail-page-[\w-]+\.js>; rel=modulepreload$/.test(link))).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name, exact: true }).first()).toHaveJSProperty('complete', true);
    expect(reads.filter((read) => read === `/api/warehouses/${id}`)).toHaveLength(1);
    // The preload and the <img> chose the same file of the srcset, so it came once.
    expect(duplicatesOf(files)).toEqual([]);
    expect(warnings).toEqual([]);

    // A search's read and pictures cannot be known before it runs: no preload of them, only code: the
    // page table's, which every page but the home page is found through (decision 231), and the page's (244).
    const filtered = linksOf((await (await page.goto('/m-warehouses?q=port'))!.allHeaders()).link);
    expect(filtered.filter((link) => !link.endsWith('; rel=modulepreload'))).toEqual([]);
    expect(filtered.some((link) => /^<\/assets\/page-routes-[\w-]+\.js>; rel=modulepreload$/.test(link))).toBe(true);
    expect(filtered.some((link) => /^<\/assets\/browse-warehouses-page-[\w-]+\.js>; rel=modulepreload$/.test(link))).toBe(true);
  });

  test("a signed-in booking's page: the session, the booking and the page's code, each fetched once", async ({ pageAs }) => {
    const trader = await pageAs('customer');
    const bookings = await ok<{ items: { id: string; warehouse: { name: string } }[] }>(await trader.request.get('/api/bookings'));
    const { id } = bookings.items[0]!;
    const reads: string[] = [];
    const scripts: string[] = [];
    const warnings: string[] = [];
    trader.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/auth/session' || pathname === `/api/bookings/${id}`) reads.push(pathname);
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    trader.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const liveEvents = trader.waitForEvent('websocket');
    const document = await trader.goto(`/bookings/${id}`);
    const links = linksOf((await document!.allHeaders()).link);
    expect(links.slice(0, 2)).toEqual([
      '</api/auth/session>; rel=preload; as=fetch; crossorigin=anonymous',
      `</api/bookings/${id}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ]);
    expect(links.some((link) => /^<\/assets\/booking-detail-page-[\w-]+\.js>; rel=modulepreload$/.test(link))).toBe(true);
    await expect(trader.getByRole('heading', { level: 1, name: /^Booking / })).toBeVisible();
    await expect(trader.getByRole('heading', { name: 'Goods received' })).toBeVisible();
    // The page's own reads took the preloaded answers: once each. The live-events socket asks for the
    // session again when it opens (events.ts), so the session is asked twice once all is quiet.
    await liveEvents;
    await trader.waitForLoadState('networkidle');
    expect(reads.filter((read) => read === `/api/bookings/${id}`)).toEqual([`/api/bookings/${id}`]);
    expect(reads.filter((read) => read === '/api/auth/session')).toEqual(['/api/auth/session', '/api/auth/session']);
    expect(warnings).toEqual([]);
    // Its scripts are few: the web's building blocks come in one chunk (decision 246); there were 41.
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(SCRIPTS_OF_A_BOOKING);

    // The dashboard's figures, named by its address alone.
    const figures: string[] = [];
    trader.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dashboard') figures.push(request.url());
    });
    const dashboard = linksOf((await (await trader.goto('/dashboard'))!.allHeaders()).link);
    expect(dashboard.slice(0, 2)).toEqual(['</api/auth/session>; rel=preload; as=fetch; crossorigin=anonymous', '</api/dashboard>; rel=preload; as=fetch; crossorigin=anonymous']);
    await expect(trader.getByRole('heading', { level: 1 })).toBeVisible();
    await trader.waitForLoadState('networkidle');
    expect(figures).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  test('a signed-in page draws itself in its first render: "Checking your session…" never shows, nor "Loading…" where its HTML preloaded its record (decisions 249, 250)', async ({ pageAs }) => {
    const trader = await pageAs('customer');
    const [booking] = (await ok<{ items: { id: string }[] }>(await trader.request.get('/api/bookings'))).items;
    const [inquiry] = (await ok<{ items: { id: string }[] }>(await trader.request.get('/api/inquiries'))).items;
    // Every text the page ever holds, from its first render on, whether or not it was painted.
    await trader.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, { childList: true, subtree: true, characterData: true });
    });
    for (const [address, heading, loading] of [
      ['/bookings', 'My Bookings', null],
      ['/inquiries', 'Warehouse Inquiries', null],
      ['/dashboard', 'Dashboard', null],
      [`/bookings/${booking!.id}`, /^Booking /, 'Loading booking'],
      [`/inquiries/${inquiry!.id}`, /^Inquiry /, 'Loading inquiry'],
    ] as const) {
      await trader.goto(address);
      await expect(trader.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const seen = await trader.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
      expect(seen.length, address).toBeGreaterThan(0);
      expect(seen.filter((text) => text.includes('Checking your session') || (loading !== null && text.includes(loading))), address).toEqual([]);
    }
  });
});
