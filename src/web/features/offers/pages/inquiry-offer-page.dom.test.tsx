// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import type { TraderOfferResponse } from '@shared/contracts/offers';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { InquiryOfferPage } from './inquiry-offer-page';

/**
 * The trader's offer page against a stand-in API: an Accept refused because the space was sold or
 * blocked meanwhile (409 capacity_exceeded) says so where the trader acted, with focus on it, and the
 * offer can still be answered (Request Changes, to ask for a new one).
 */

const INQUIRY_ID = 'inquiry-1';
const OFFER: TraderOfferResponse = {
  offer: {
    id: 'offer-1',
    inquiryId: INQUIRY_ID,
    status: 'sent',
    subtotalCents: 200_000,
    platformFeePercentage: 0,
    platformFeeCents: 0,
    totalWithFeeCents: 200_000,
    validUntil: '2030-04-01',
    bookingId: null,
    createdAt: '2030-03-01T10:00:00.000Z',
    updatedAt: '2030-03-01T10:00:00.000Z',
    sentAt: '2030-03-01T10:00:00.000Z',
    isExpired: false,
    notes: '',
    changesRequested: null,
    respondedAt: null,
    spaces: [
      {
        id: 'line-1',
        spaceId: null,
        spaceTypeId: 'type-1',
        spaceTypeName: 'Indoor',
        spaceAllocatedM2: 500,
        pricePerM2Cents: 400,
        offerTotalCents: 200_000,
        isManualPrice: false,
        comments: '',
      },
    ],
    services: [],
    terms: [],
  } as TraderOfferResponse['offer'],
  inquiry: { id: INQUIRY_ID, status: 'offer_sent', startDate: '2030-05-01', endDate: '2030-05-31' },
  warehouse: { id: 'warehouse-1', name: 'Muuga Port Park', city: 'Tallinn', country: 'Estonia' },
  canRespond: true,
  canRequestChanges: true,
};

let acceptAnswer: { status: number; body: unknown };
let fetchMock: ReturnType<typeof vi.fn>;
const acceptCalls = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST').length;

beforeEach(() => {
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const answer = init?.method === 'POST' && url.pathname.endsWith('/accept') ? acceptAnswer : { status: 200, body: OFFER };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderScreen(<InquiryOfferPage />, { path: '/inquiries/:inquiryId/offer', at: `/inquiries/${INQUIRY_ID}/offer`, elsewhere: <p>Elsewhere</p> });
}

describe('accepting an offer whose space is no longer free', () => {
  it('shows the reason above the buttons, moves focus to it, and leaves the offer open to Request Changes', async () => {
    acceptAnswer = { status: 409, body: { error: { code: 'capacity_exceeded', message: OFFER_MESSAGES.noLongerFree } } };
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('button', { name: 'Accept Offer' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${INQUIRY_MESSAGES.acceptFailed}. ${OFFER_MESSAGES.noLongerFree}`);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.queryByText('Elsewhere')).toBeNull();
    expect((screen.getByRole('button', { name: 'Request Changes' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the bare failure text for a refusal without a reason the trader can act on', async () => {
    acceptAnswer = { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong' } } };
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('button', { name: 'Accept Offer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INQUIRY_MESSAGES.acceptFailed);
  });
});

describe('accepting through the summary', () => {
  it('shows the lines, total and validity and asks first; Cancel sends nothing', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Offer' });
    expect(within(dialog).getByText(/valid until/).textContent).toContain('Our team then confirms your booking.');
    expect(within(dialog).getByTestId('offer-total').textContent).toBe(screen.getAllByTestId('offer-total')[0]!.textContent);
    expect(within(dialog).getByText('VAT not included')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(acceptCalls()).toBe(0);
  });
});
