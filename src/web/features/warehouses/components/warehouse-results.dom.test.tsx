// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowseResponse } from '@shared/contracts/warehouses';
import { WarehouseResults } from './warehouse-results';

afterEach(cleanup);

const CARD = {
  id: 'w-1',
  name: 'Harbour Logistics Hub',
  nameLocale: 'en' as const,
  city: 'Tallinn',
  country: 'Estonia',
  totalSizeM2: 1500,
  minPricePerM2Cents: 40,
  spaceTypes: ['Indoor'],
  features: [],
  services: [],
  thumbnailUrl: null,
};

function renderResults(data: BrowseResponse, dates: { from: string; to: string } | null) {
  const noop = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <WarehouseResults
            data={data}
            isPending={false}
            isError={false}
            isPlaceholder={false}
            onRetry={noop}
            onPageChange={noop}
            canSendInquiry={false}
            hasFilters
            onClearFilters={noop}
            dates={dates}
          />
        ),
      },
    ],
    { initialEntries: ['/m-warehouses'] },
  );
  render(<RouterProvider router={router} />);
}

const page = { items: [CARD], page: 1, pageSize: 24, hasMore: false, limitReached: false, total: 1 };

describe('browse cards with dates', () => {
  it('say how much is free for the dates, and link to the detail page with them', () => {
    renderResults({ ...page, free: { 'w-1': 1200 } }, { from: '2027-03-01', to: '2027-03-31' });
    expect(screen.getByText('1,200 m² free 1–31 Mar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour Logistics Hub' }).getAttribute('href')).toBe('/m-warehouses/w-1?from=2027-03-01&to=2027-03-31');
  });

  it('say nothing about free space without dates', () => {
    renderResults(page, null);
    expect(screen.queryByText(/m² free/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Harbour Logistics Hub' }).getAttribute('href')).toBe('/m-warehouses/w-1');
  });

  it('say 0 m² free for a warehouse the answer has no figure for', () => {
    renderResults({ ...page, free: {} }, { from: '2027-03-01', to: '2027-03-01' });
    expect(screen.getByText('0 m² free 1 Mar')).toBeTruthy();
  });
});

describe('browse cards pictures', () => {
  it("show the first card's picture at once, eager and first; the others after the first paint, lazily", async () => {
    const second = { ...CARD, id: 'w-2', name: 'Quay Depot', thumbnailUrl: '/files/warehouse-images/b.thumb.webp' };
    renderResults({ ...page, items: [{ ...CARD, thumbnailUrl: '/files/warehouse-images/a.thumb.webp' }, second], total: 2 }, null);
    const first = screen.getByRole('img', { name: 'Harbour Logistics Hub' });
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(screen.queryByRole('img', { name: 'Quay Depot' })).toBeNull();
    const later = await screen.findByRole('img', { name: 'Quay Depot' });
    expect([later.getAttribute('src'), later.getAttribute('loading')]).toEqual(['/files/warehouse-images/b.thumb.webp', 'lazy']);
  });
});

describe('a page of 20 cards', () => {
  it('draws the first six at once and the rest a few at a time after', async () => {
    const items = Array.from({ length: 20 }, (_, index) => ({ ...CARD, id: `w-${index}`, name: `Warehouse ${index + 1}` }));
    renderResults({ ...page, items, total: 20 }, null);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Warehouse 20' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Warehouse 20' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
  });
});
