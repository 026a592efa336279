// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import type { WarehouseCapacity } from '@shared/contracts/capacity';
import { addDays, todayIsoDate } from '@shared/dates';
import { CAPACITY_TIMELINE_MESSAGES as MESSAGES } from '@shared/errors';
import { CapacitySection } from './capacity-section';

const TODAY = todayIsoDate();
const INDOOR = '11111111-1111-4111-8111-111111111111';
const COLD = '22222222-2222-4222-8222-222222222222';

function capacityOf(overrides: Partial<WarehouseCapacity> = {}): WarehouseCapacity {
  const to = addDays(TODAY, 89);
  const step = (from: string, stepTo: string, figures: { bookedM2?: number; blockedM2?: number; heldM2?: number }) => {
    const booked = figures.bookedM2 ?? 0;
    const blocked = figures.blockedM2 ?? 0;
    return { from, to: stepTo, totalM2: 1500, bookedM2: booked, blockedM2: blocked, heldM2: figures.heldM2 ?? 0, freeM2: 1500 - booked - blocked };
  };
  return {
    warehouseId: 'w-1',
    from: TODAY,
    to,
    spaceTypes: [
      { id: COLD, name: 'Cold Storage', totalM2: 200, steps: [{ ...step(TODAY, to, {}), totalM2: 200, freeM2: 200 }], blocks: [], bookings: [] },
      {
        id: INDOOR,
        name: 'Indoor',
        totalM2: 1500,
        steps: [
          step(TODAY, addDays(TODAY, 9), { bookedM2: 400, heldM2: 120.5 }),
          step(addDays(TODAY, 10), addDays(TODAY, 19), { bookedM2: 400, blockedM2: 600 }),
          step(addDays(TODAY, 20), to, {}),
        ],
        blocks: [{ id: 'b-1', spaceTypeId: INDOOR, sizeM2: 600, from: addDays(TODAY, 10), to: addDays(TODAY, 19), note: 'Roof repairs' }],
        bookings: [{ offerId: 'o-1', bookingId: 'k-1', sizeM2: 400, from: TODAY, to: addDays(TODAY, 9) }],
      },
    ],
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer>;
let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  answers = { GET: { status: 200, body: capacityOf() }, POST: { status: 201, body: {} }, DELETE: { status: 204 } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[method]!;
      if (answer.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  return renderScreen(<CapacitySection warehouseId="w-1" />, { at: '/warehouses/w-1' });
}

describe('CapacitySection', () => {
  it('draws a chart per space type with a spoken summary, and the same figures as a table', async () => {
    const user = renderSection();
    const chart = await screen.findByRole('img', { name: /^Indoor: 1,500 m² in total/ });
    expect(chart.getAttribute('aria-label')).toContain('at most 1,000 m² booked or blocked on one day');
    expect(chart.getAttribute('aria-label')).toContain('up to 120.50 m² held by offers awaiting an answer');
    expect(screen.getByRole('img', { name: /^Cold Storage: 200 m² in total/ }).getAttribute('aria-label')).toContain('nothing booked or blocked');

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('img', { name: /^Indoor/ })).toBeNull();
    const table = screen.getByRole('table', { name: /^Indoor:/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('columnheader').map((cell) => cell.textContent))[0]).toEqual([
      'Dates',
      'Booked',
      'Blocked',
      'Held',
      'Free',
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['400 m²', '0 m²', '120.50 m²', '1,100 m²']);
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['400 m²', '600 m²', '0 m²', '500 m²']);
    expect(screen.getByRole('link', { name: /^View booking/ }).getAttribute('href')).toBe('/bookings/k-1');
  });

  it('says when nothing is booked or blocked, and moves by 90 days', async () => {
    answers.GET = { status: 200, body: capacityOf({ spaceTypes: [capacityOf().spaceTypes[0]!] }) };
    const user = renderSection();
    expect(await screen.findByText(MESSAGES.empty)).toBeTruthy();
    expect(requests[0]!.url).toContain(`from=${TODAY}&to=${addDays(TODAY, 89)}`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)!.url).toContain(`from=${addDays(TODAY, 90)}&to=${addDays(TODAY, 179)}`));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(requests.at(-1)!.url).toContain(`from=${addDays(TODAY, -90)}`));
  });

  it('shows the error with Retry when the timeline cannot load', async () => {
    answers.GET = { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong' } } };
    renderSection();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('checks the block form beside its fields and focuses the first message', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Block Space' }));
    const spaceType = screen.getByLabelText('Space type');
    await waitFor(() => expect(document.activeElement).toBe(spaceType));
    expect(screen.getByText(MESSAGES.spaceTypeRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.sizeRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.fromRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.toRequired)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.selectOptions(spaceType, 'Indoor');
    await user.type(screen.getByLabelText('Size (m²)'), '0');
    await user.type(screen.getByLabelText('From'), addDays(TODAY, 5));
    await user.type(screen.getByLabelText('To'), addDays(TODAY, 1));
    await user.click(screen.getByRole('button', { name: 'Block Space' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Size (m²)')));
    expect(screen.getByText(MESSAGES.sizePositive)).toBeTruthy();
    expect(screen.getByText(MESSAGES.dateOrder)).toBeTruthy();
  });

  it('puts a block over what is free on the size, and sends a valid block', async () => {
    answers.POST = { status: 409, body: { error: { code: 'capacity_exceeded', message: MESSAGES.blockExceedsFree } } };
    const user = renderSection();
    await user.selectOptions(await screen.findByLabelText('Space type'), 'Indoor');
    await user.type(screen.getByLabelText('Size (m²)'), '900.5');
    await user.type(screen.getByLabelText('From'), addDays(TODAY, 10));
    await user.type(screen.getByLabelText('To'), addDays(TODAY, 12));
    await user.type(screen.getByLabelText('Note'), 'Direct contract');
    await user.click(screen.getByRole('button', { name: 'Block Space' }));
    const size = screen.getByLabelText('Size (m²)');
    await waitFor(() => expect(document.activeElement).toBe(size));
    expect(screen.getByText(MESSAGES.blockExceedsFree)).toBeTruthy();
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/warehouses/w-1/blocks',
      body: { spaceTypeId: INDOOR, sizeM2: 900.5, from: addDays(TODAY, 10), to: addDays(TODAY, 12), note: 'Direct contract' },
    });

    answers.POST = { status: 201, body: { id: 'b-2' } };
    await user.clear(size);
    await user.type(size, '500');
    await user.click(screen.getByRole('button', { name: 'Block Space' }));
    expect(await within(screen.getByRole('status', { name: 'Notices' })).findByText('Space blocked')).toBeTruthy();
    expect((screen.getByLabelText('Size (m²)') as HTMLInputElement).value).toBe('');
  });

  it('removes a block only after confirming', async () => {
    const user = renderSection();
    const remove = await screen.findByRole('button', { name: /^Remove block of 600 m² Indoor/ });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove this block?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/api/warehouses/w-1/blocks/b-1']);
  });
});
