// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import type { UtilisationResponse } from '@shared/contracts/dashboard';
import { INVALID_UTILISATION_PERIOD } from '@shared/dashboard';
import { UtilisationSection } from './utilisation-section';

const FILLED: UtilisationResponse = {
  period: { from: '2031-03-01', to: '2031-03-31', days: 31 },
  warehouseCount: 3,
  overall: 0.38932,
  items: [
    { warehouseId: 'w1', name: 'North Hall', city: 'Tallinn', country: 'Estonia', isActive: true, totalM2: 500, bookedM2Days: 15_500, availableM2Days: 15_500, utilisation: 1 },
    { warehouseId: 'w2', name: 'South Yard', city: 'Tartu', country: 'Estonia', isActive: false, totalM2: 1200, bookedM2Days: 6_240, availableM2Days: 37_200, utilisation: 0.16774 },
  ],
};

let answer: UtilisationResponse;
let urls: string[];

beforeEach(() => {
  answer = FILLED;
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  return renderScreen(<UtilisationSection />, { at: '/admin/dashboard' });
}

describe('UtilisationSection', () => {
  it('lists the most used warehouses with their percentages in words, the period and the platform figure', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Most used warehouses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('North Hall100%Tallinn, Estonia · 500 m²'),
      expect.stringContaining('South Yard16.8%Tartu, Estonia · 1,200 m² · inactive'),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'North Hall' }).getAttribute('href')).toBe('/m-warehouses/w1');
    expect(screen.getByTestId('utilisation-period').textContent).toBe('1–31 Mar (31 days) · All 3 warehouses with space: 38.9% used');
    expect(urls[0]).toBe('/api/admin/utilisation');
  });

  it('says so when nothing is booked in the period', async () => {
    answer = { ...FILLED, overall: 0, items: [] };
    renderSection();
    expect(await screen.findByText('No bookings in this period')).toBeTruthy();
  });

  it('asks for the chosen dates, and refuses a period that ends before it starts without asking', async () => {
    const user = renderSection();
    await screen.findByRole('list', { name: 'Most used warehouses' });
    await user.type(screen.getByLabelText('From'), '2031-04-01');
    await vi.waitFor(() => expect(urls.at(-1)).toBe('/api/admin/utilisation?from=2031-04-01'));
    await user.type(screen.getByLabelText('To'), '2031-03-01');
    expect(screen.getByText(INVALID_UTILISATION_PERIOD)).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(urls.some((url) => url.includes('to='))).toBe(false);
  });
});
