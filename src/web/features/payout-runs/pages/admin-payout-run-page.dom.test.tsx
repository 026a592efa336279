// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutRun } from '@shared/contracts/payout-runs';
import { PAYOUT_RUN_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { PAYOUT_LINE, payoutRunOf } from '../payout-runs.test-support';
import { AdminPayoutRunPage } from './admin-payout-run-page';

/**
 * A payout run's page against a stand-in API: the files by what the run has, each step confirmed first
 * (Cancel sends nothing), a refusal kept in the dialog and focused, and "Payment returned" asking for
 * its reason before anything is sent.
 */

type Answer = { status: number; body: unknown };
let run: PayoutRun;
let postAnswer: Answer | null;
let requests: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  run = payoutRunOf();
  postAnswer = null;
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = method === 'POST' && postAnswer ? postAnswer : { status: 200, body: run };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posts = () => requests.filter((request) => request.method === 'POST');

function renderPage() {
  return renderScreen(<AdminPayoutRunPage />, { path: '/admin/payouts/:id', at: '/admin/payouts/run-1' });
}

describe("a payout run's page", () => {
  it('offers both files, and marks a created run sent only once confirmed', async () => {
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout run PO-2026-000001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download SEPA file (XML)' }).getAttribute('href')).toBe('/api/admin/payouts/run-1/sepa');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/admin/payouts/run-1/csv');
    const table = screen.getByRole('table', { name: 'Payments of payout run PO-2026-000001' });
    expect(within(table).getByText(formatCents(123_456))).toBeTruthy();
    // A run whose file has not reached the bank can have a line returned too (decision 222).
    expect(within(table).getByRole('button', { name: 'Payment returned: Olga Owner' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark as sent to the bank' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark as sent to the bank?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toEqual([]);

    run = payoutRunOf({ status: 'sent', sentAt: '2026-11-29T11:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Mark as sent to the bank' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark as sent to the bank?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent to the bank' }));
    await waitFor(() => expect(posts().map((request) => request.url)).toEqual(['/api/admin/payouts/run-1/sent']));
    expect(await screen.findByText('Payout run PO-2026-000001 marked as sent to the bank')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mark as paid' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('keeps a refusal in the dialog, focused', async () => {
    run = payoutRunOf({ status: 'sent', sentAt: '2026-11-29T11:00:00.000Z' });
    postAnswer = { status: 409, body: { error: { code: 'payout_not_changeable', message: PAYOUT_RUN_MESSAGES.notPayable } } };
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(PAYOUT_RUN_MESSAGES.notPayable);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('asks why a payment was returned, sends nothing without a reason, then sends the reason', async () => {
    run = payoutRunOf({ status: 'sent', sentAt: '2026-11-29T11:00:00.000Z' });
    const user = renderPage();
    const table = await screen.findByRole('table', { name: 'Payments of payout run PO-2026-000001' });
    await user.click(within(table).getByRole('button', { name: 'Payment returned: Olga Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment returned?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark payment returned' }));
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(await within(dialog).findByText(PAYOUT_RUN_MESSAGES.failureReasonRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(posts()).toEqual([]);

    run = payoutRunOf({ status: 'sent', failedCents: 123_456, lines: [{ ...PAYOUT_LINE, status: 'failed', failureReason: 'Account closed' }] });
    await user.type(reason, 'Account closed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark payment returned' }));
    await waitFor(() => expect(posts()).toEqual([{ method: 'POST', url: '/api/admin/payouts/run-1/lines/line-1/failure', body: { reason: 'Account closed' } }]));
    expect(await screen.findByText('Payment to Olga Owner marked as returned')).toBeTruthy();
  });
});
