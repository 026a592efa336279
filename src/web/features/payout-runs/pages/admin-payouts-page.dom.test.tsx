// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutPreview, PayoutRunsResponse } from '@shared/contracts/payout-runs';
import { formatDate, todayIsoDate } from '@shared/dates';
import { PAYOUT_RUN_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { payoutRunOf } from '../payout-runs.test-support';
import { AdminPayoutsPage } from './admin-payouts-page';

/**
 * The payout runs' page against a stand-in API: the preview for the cut-off, a confirmation before a
 * run is created (Cancel sends nothing; Confirm sends the dates), and a refusal shown in the dialog,
 * focused, with the dates kept.
 */

const PREVIEW: PayoutPreview = {
  cutoffDate: '2026-11-29',
  minimumCents: 5_000,
  payees: [
    {
      ownerId: 'owner-1',
      ownerName: 'Olga Owner',
      ownerEmail: 'olga@example.com',
      payableCents: 123_456,
      bankAccount: { accountHolder: 'Olga Owner OÜ', ibanMasked: 'EE•• •••• •••• •••• 5685', bic: 'HABAEE2X' },
      inSepaFile: true,
    },
  ],
  totalCents: 123_456,
  withoutBankAccount: [
    { ownerId: 'owner-2', ownerName: 'Nils Nobank', ownerEmail: 'nils@example.com', payableCents: 9_900, bankAccount: null, inSepaFile: false },
  ],
  belowMinimum: { owners: 2, totalCents: 3_000 },
};

const RUN = payoutRunOf();

type Answer = { status: number; body: unknown };
let createAnswer: Answer;
let fetchMock: ReturnType<typeof vi.fn>;

const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The POSTs the page sent, with their bodies. */
const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST').map(([input, init]) => ({ url: String(input), body: JSON.parse(String((init as RequestInit).body)) }));

beforeEach(() => {
  createAnswer = { status: 201, body: RUN };
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'POST') return json(createAnswer);
    if (url.pathname === '/api/admin/payouts/preview') return json({ status: 200, body: { ...PREVIEW, cutoffDate: url.searchParams.get('cutoffDate') } });
    const runs: PayoutRunsResponse = { items: [], total: 0, page: 1, pageSize: 20 };
    return json({ status: 200, body: runs });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderScreen(<AdminPayoutsPage />, { path: '/admin/payouts', at: '/admin/payouts', elsewhere: <p>Elsewhere</p> });
}

describe('the payout runs page', () => {
  it('previews the run for today: the owners with masked IBAN and amount, the total, who lacks bank details and what waits', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Owners this payout run would pay' });
    expect(within(table).getByText('EE•• •••• •••• •••• 5685')).toBeTruthy();
    expect(within(table).getByText(formatCents(123_456))).toBeTruthy();
    expect(screen.getByTestId('payout-preview-total').textContent).toBe(formatCents(123_456));
    expect(screen.getByText(/must add them in their profile/)).toBeTruthy();
    expect(screen.getByText(/Nils Nobank/)).toBeTruthy();
    expect(screen.getByText(/2 owners with €30\.00 in all wait below the minimum of €50\.00/)).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(input as string, 'http://localhost')).find((url) => url.pathname.endsWith('/preview'));
    expect(asked?.searchParams.get('cutoffDate')).toBe(todayIsoDate());
    expect(await screen.findByText('No payout runs yet.')).toBeTruthy();
  });

  it('asks before creating: Cancel sends nothing, Confirm sends the cut-off and execution dates', async () => {
    const user = renderPage();
    await screen.findByRole('table', { name: 'Owners this payout run would pay' });
    const today = todayIsoDate();
    await user.click(screen.getByRole('button', { name: 'Create payout run' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create this payout run?' });
    expect(dialog.textContent).toContain('1 owner');
    expect(dialog.textContent).toContain(formatCents(123_456));
    expect(dialog.textContent).toContain(formatDate(today));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create payout run' }));
    dialog = await screen.findByRole('dialog', { name: 'Create this payout run?' });
    await user.click(within(dialog).getByRole('button', { name: 'Create payout run' }));
    await waitFor(() => expect(posts()).toEqual([{ url: '/api/admin/payouts', body: { cutoffDate: today, executionDate: today } }]));
    // The run's page opens, and the notice says it was created.
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(await screen.findByText(`Payout run ${RUN.number} created`)).toBeTruthy();
  });

  it('shows a refusal in the dialog, focused, and keeps the dates', async () => {
    createAnswer = { status: 409, body: { error: { code: 'payer_account_missing', message: PAYOUT_RUN_MESSAGES.payerAccountMissing } } };
    const user = renderPage();
    await screen.findByRole('table', { name: 'Owners this payout run would pay' });
    await user.click(screen.getByRole('button', { name: 'Create payout run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create this payout run?' });
    await user.click(within(dialog).getByRole('button', { name: 'Create payout run' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(PAYOUT_RUN_MESSAGES.payerAccountMissing);
    expect(within(alert).getByRole('link', { name: 'Open the invoice settings' }).getAttribute('href')).toBe('/admin/settings');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // Nothing else was sent, and the buttons work again.
    expect(posts()).toHaveLength(1);
    expect((within(dialog).getByRole('button', { name: 'Create payout run' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText(/Cut-off date/) as HTMLInputElement).value).toBe(todayIsoDate());
  });

  it('tells nothing to pay when the cut-off has no one due, and does not offer to create a run', async () => {
    fetchMock.mockImplementation(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/admin/payouts/preview') return json({ status: 200, body: { ...PREVIEW, payees: [], totalCents: 0 } });
      return json({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } });
    });
    renderPage();
    expect(await screen.findByText(/No owner is due a payout up to this cut-off/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create payout run' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
