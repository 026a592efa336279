// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary, ReceivablesResponse } from '@shared/contracts/invoices';
import { INVOICE_MESSAGES } from '@shared/errors';
import { formatCents } from '@shared/money';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { AdminInvoicesPage } from './admin-invoices-page';

/**
 * The receivables against a stand-in API: each filter goes into the address (and so to the server),
 * Clear filters empties both the address and the search box, a period that ends before it starts is
 * told beside its field instead of asked for, and no match says so with a way out.
 */

const INVOICE: InvoiceSummary = {
  id: 'invoice-1',
  kind: 'invoice',
  number: 'INV-2026-000042',
  status: 'overdue',
  booking: { id: 'booking-1', number: 'BKG-0042' },
  issueDate: '2026-10-01',
  dueDate: '2026-10-15',
  totalCents: 123_450,
  openCents: 23_450,
  pdfPath: '/api/invoices/invoice-1/pdf',
  buyerName: 'Anna Trader (Figs & Co)',
};

let answer: ReceivablesResponse;
let fetchMock: ReturnType<typeof vi.fn>;
/** The query strings the page asked the server with, in order. */
const askedWith = () => fetchMock.mock.calls.map(([input]) => new URL(input as string, 'http://localhost').searchParams);

beforeEach(() => {
  answer = { items: [INVOICE], total: 1, page: 1, pageSize: 25, totals: { totalCents: 123_450, openCents: 23_450, overdueCents: 23_450 } };
  fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Shows the address the page is at, as a shared link would carry it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(at = '/admin/invoices') {
  return renderScreen(
    <>
      <AdminInvoicesPage />
      <Address />
    </>,
    { path: '/admin/invoices', at },
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('the receivables page', () => {
  it('shows the totals over everything that matches and the invoice with its booking link', async () => {
    renderPage();
    const totals = await screen.findByRole('region', { name: 'Totals of the filtered invoices' });
    await waitFor(() => expect(within(totals).getByTestId('receivables-open').textContent).toBe(formatCents(23_450)));
    expect(within(totals).getByTestId('receivables-total').textContent).toBe(formatCents(123_450));
    expect(within(totals).getByTestId('receivables-overdue').textContent).toBe(formatCents(23_450));
    const table = screen.getByRole('table', { name: 'Invoices and credit notes matching the filters' });
    expect(within(table).getByRole('link', { name: 'Booking BKG-0042' }).getAttribute('href')).toBe('/bookings/booking-1');
    expect(within(table).getByRole('link', { name: 'Download INV-2026-000042 (PDF)' }).getAttribute('href')).toBe(INVOICE.pdfPath);
  });

  it('puts each filter in the address and asks the server with it; Clear filters empties both', async () => {
    const user = renderPage();
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Status'), 'overdue');
    await waitFor(() => expect(address()).toBe('/admin/invoices?status=overdue'));
    await user.type(screen.getByLabelText('Issued from'), '2026-10-01');
    await waitFor(() => expect(address()).toBe('/admin/invoices?status=overdue&from=2026-10-01'));
    await user.type(screen.getByLabelText('Search'), '  Figs ');
    // The search reaches the address, trimmed, once typing pauses.
    await waitFor(() => expect(address()).toBe('/admin/invoices?status=overdue&from=2026-10-01&search=Figs'));
    await waitFor(() => {
      const last = askedWith().at(-1)!;
      expect([last.get('status'), last.get('from'), last.get('search'), last.get('pageSize')]).toEqual(['overdue', '2026-10-01', 'Figs', '25']);
    });

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toBe('/admin/invoices'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('all');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
    // The cleared search is not written back once the pause has passed.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(address()).toBe('/admin/invoices');
  });

  it('reads a shared link into the filters', async () => {
    renderPage('/admin/invoices?status=open&from=2026-01-01&to=2026-12-31&search=INV-2026');
    await screen.findByRole('table');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('open');
    expect((screen.getByLabelText('Issued from') as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText('Issued until') as HTMLInputElement).value).toBe('2026-12-31');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('INV-2026');
    const asked = askedWith().at(-1)!;
    expect([asked.get('status'), asked.get('from'), asked.get('to'), asked.get('search')]).toEqual(['open', '2026-01-01', '2026-12-31', 'INV-2026']);
  });

  it('tells a period that ends before it starts beside its end, without asking the server', async () => {
    renderPage('/admin/invoices?from=2026-12-01&to=2026-11-01');
    expect(await screen.findByText(INVOICE_MESSAGES.filterPeriodOrder)).toBeTruthy();
    expect(screen.getByLabelText('Issued until').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when nothing matches, with a way back to every invoice', async () => {
    answer = { items: [], total: 0, page: 1, pageSize: 25, totals: { totalCents: 0, openCents: 0, overdueCents: 0 } };
    const user = renderPage('/admin/invoices?status=paid');
    expect(await screen.findByText('No invoices match these filters.')).toBeTruthy();
    const clearLinks = screen.getAllByRole('link', { name: 'Clear filters' });
    await user.click(clearLinks.at(-1)!);
    await waitFor(() => expect(address()).toBe('/admin/invoices'));
  });
});
