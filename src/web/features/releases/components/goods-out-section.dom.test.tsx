// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingReleasesResponse, GoodsRelease, ReleasableReceipt } from '@shared/contracts/releases';
import { RELEASE_MESSAGES } from '@shared/errors';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { GoodsOutSection } from './goods-out-section';

const BOOKING_ID = 'b0000000-0000-4000-8000-000000000001';
const RECEIPT_ID = 'c0000000-0000-4000-8000-000000000001';

function releaseOf(overrides: Partial<GoodsRelease> = {}): GoodsRelease {
  return {
    id: 'r-1',
    status: 'approved',
    receipt: { id: RECEIPT_ID, number: 'WR-2026-000001', commodity: 'canned tomatoes', quantityUnit: 'pallets' },
    quantity: 40,
    plannedOn: '2026-12-01',
    carrier: 'Baltic Haulage, GD 12345',
    requestedAt: '2026-11-28T09:30:00.000Z',
    heldFor: [],
    approval: { approvedAt: '2026-11-28T09:30:00.000Z', reason: null },
    released: null,
    cancelledAt: null,
    canApprove: false,
    canConfirm: false,
    canCancel: false,
    ...overrides,
  };
}

const RECEIPT: ReleasableReceipt = { id: RECEIPT_ID, number: 'WR-2026-000001', commodity: 'canned tomatoes', quantityUnit: 'pallets', quantityInStore: 120, available: 80 };

function releasesOf(overrides: Partial<BookingReleasesResponse> = {}): BookingReleasesResponse {
  return { items: [], canRequest: false, releasable: [], unpaidInvoiceNumbers: [], ...overrides };
}

type Answer = { status: number; body: unknown };
let releasesAnswer: BookingReleasesResponse;
let postAnswer: Answer;
let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  requests = [];
  releasesAnswer = releasesOf();
  postAnswer = { status: 200, body: releaseOf() };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = method === 'GET' ? { status: 200, body: releasesAnswer } : postAnswer;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  return renderScreen(<GoodsOutSection bookingId={BOOKING_ID} />, { at: `/bookings/${BOOKING_ID}` });
}

const posts = () => requests.filter((request) => request.method === 'POST');

describe('GoodsOutSection', () => {
  it('says why a held release waits, with the unpaid invoices by number', async () => {
    releasesAnswer = releasesOf({
      items: [releaseOf({ status: 'held', approval: null, heldFor: ['INV-2026-000001', 'INV-2026-000002'] })],
    });
    renderSection();
    const card = await screen.findByRole('listitem', { name: '40 pallets of canned tomatoes' });
    expect(within(card).getByText('Held')).toBeTruthy();
    expect(within(card).getByRole('note').textContent).toBe(
      'Outstanding invoices must be paid before goods are released. Unpaid: INV-2026-000001, INV-2026-000002.',
    );
    expect(within(card).getByText('from receipt WR-2026-000001')).toBeTruthy();
    expect(within(card).getByText('Baltic Haulage, GD 12345')).toBeTruthy();
    expect(within(card).getByText('1 Dec 2026')).toBeTruthy();
  });

  it("says what became of approved-by-hand, released and cancelled releases, and no held notice on them", async () => {
    releasesAnswer = releasesOf({
      items: [
        releaseOf({ id: 'r-3', status: 'cancelled', quantity: 5, cancelledAt: '2026-11-27T10:00:00.000Z' }),
        releaseOf({ id: 'r-2', status: 'released', quantity: 30, released: { releasedOn: '2026-11-26', quantity: 27.5 } }),
        releaseOf({ id: 'r-1', status: 'approved', approval: { approvedAt: '2026-11-25T08:00:00.000Z', reason: 'Customer pays on collection' } }),
      ],
    });
    renderSection();
    expect(await screen.findByText('Cancelled on 27 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Goods left on 26 Nov 2026: 27.50 pallets')).toBeTruthy();
    expect(screen.getByText('Approved by an administrator while invoices were unpaid: Customer pays on collection')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows each action only where the server allows it to the viewer', async () => {
    releasesAnswer = releasesOf({
      items: [
        releaseOf({ id: 'r-held', status: 'held', quantity: 10, approval: null, heldFor: ['INV-2026-000001'], canApprove: true, canCancel: true }),
        releaseOf({ id: 'r-approved', status: 'approved', quantity: 20, canConfirm: true }),
        releaseOf({ id: 'r-none', status: 'approved', quantity: 30 }),
      ],
    });
    renderSection();
    const buttonsOf = async (name: string) =>
      within(await screen.findByRole('listitem', { name }))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(await buttonsOf('10 pallets of canned tomatoes')).toEqual(['Approve Release', 'Cancel Release']);
    expect(await buttonsOf('20 pallets of canned tomatoes')).toEqual(['Confirm Goods Out']);
    expect(await buttonsOf('30 pallets of canned tomatoes')).toEqual([]);
    // Not allowed to request: no request button, even with goods free to release.
    expect(screen.queryByRole('button', { name: 'Request Release' })).toBeNull();
  });

  it('offers to request a release only with goods free to release', async () => {
    releasesAnswer = releasesOf({ canRequest: true, releasable: [] });
    renderSection();
    expect(await screen.findByText(/^No goods released yet\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Release' })).toBeNull();
    cleanup();

    releasesAnswer = releasesOf({ canRequest: true, releasable: [RECEIPT] });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Request Release' })).toBeTruthy();
  });

  it('refuses more than the receipt has free to release, at the quantity, before asking the server', async () => {
    releasesAnswer = releasesOf({ canRequest: true, releasable: [RECEIPT], unpaidInvoiceNumbers: ['INV-2026-000007'] });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Request Release' }));
    const form = await screen.findByRole('form', { name: 'Request release' });
    const quantity = within(form).getByLabelText('Quantity') as HTMLInputElement;
    // It starts from all that is free, and says so.
    expect(quantity.value).toBe('80');
    expect(within(form).getByText('At most 80 pallets')).toBeTruthy();
    // The release will wait on the unpaid invoice: said before sending.
    expect(within(form).getByRole('note').textContent).toBe(
      'Outstanding invoices must be paid before goods are released. Unpaid: INV-2026-000007.This release will be held until they are paid.',
    );

    await user.clear(quantity);
    await user.type(quantity, '80.5');
    await user.click(within(form).getByRole('button', { name: 'Request Release' }));
    expect(await within(form).findByText(RELEASE_MESSAGES.quantityNotAvailable('80', 'pallets'))).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(posts()).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '80');
    postAnswer = { status: 201, body: releaseOf({ status: 'held', approval: null, heldFor: ['INV-2026-000007'], quantity: 80 }) };
    await user.click(within(form).getByRole('button', { name: 'Request Release' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ url: `/api/bookings/${BOOKING_ID}/releases`, body: { receiptId: RECEIPT_ID, quantity: 80, carrier: '' } });
    expect(await screen.findByText('Release requested: it is held until the unpaid invoices are paid')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request release' })).toBeNull());
  });

  it("puts the server's refusal of the quantity at the quantity field and moves focus there", async () => {
    releasesAnswer = releasesOf({ canRequest: true, releasable: [RECEIPT] });
    const message = RELEASE_MESSAGES.quantityNotAvailable('60', 'pallets');
    postAnswer = { status: 409, body: { error: { code: 'quantity_not_available', message } } };
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Request Release' }));
    const form = await screen.findByRole('form', { name: 'Request release' });
    await user.click(within(form).getByRole('button', { name: 'Request Release' }));
    const quantity = within(form).getByLabelText('Quantity');
    expect(await within(form).findByText(message)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('approves a held release only with a reason, and sends it', async () => {
    releasesAnswer = releasesOf({ items: [releaseOf({ status: 'held', approval: null, heldFor: ['INV-2026-000001'], canApprove: true })] });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Approve Release/ }));
    const form = await screen.findByRole('form', { name: 'Approve release' });
    expect(within(form).getByText(/Everyone on the booking sees this reason/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Approve Release' }));
    expect(await within(form).findByText(RELEASE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.type(within(form).getByLabelText('Reason'), 'Paid in cash at the gate');
    const approved = releaseOf({ approval: { approvedAt: '2026-11-29T08:00:00.000Z', reason: 'Paid in cash at the gate' }, canConfirm: true });
    postAnswer = { status: 200, body: approved };
    releasesAnswer = releasesOf({ items: [approved] });
    await user.click(within(form).getByRole('button', { name: 'Approve Release' }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', url: '/api/releases/r-1/approval', body: { reason: 'Paid in cash at the gate' } }]));
    // The form closes once the section shows the release as it now is, and focus goes back to its card.
    expect(await screen.findByText('Approved by an administrator while invoices were unpaid: Paid in cash at the gate')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Approve release' })).toBeNull());
    expect(screen.getByRole('button', { name: /^Confirm Goods Out/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: '40 pallets of canned tomatoes' })));
    expect(await screen.findByText('Release approved')).toBeTruthy();
  });

  it('cancels a release after asking, and shows a refusal in the dialog', async () => {
    releasesAnswer = releasesOf({ items: [releaseOf({ canCancel: true })] });
    postAnswer = { status: 409, body: { error: { code: 'release_not_changeable', message: RELEASE_MESSAGES.notCancellable } } };
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: /^Cancel Release/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel release?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Release' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(RELEASE_MESSAGES.notCancellable);
    expect(posts()).toEqual([{ method: 'POST', url: '/api/releases/r-1/cancellation', body: undefined }]);
  });
});
