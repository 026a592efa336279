// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferDetail, OfferFormContext, SaveOfferBody } from '@shared/contracts/offers';
import { OFFER_MESSAGES, PRICE_MESSAGES } from '@shared/errors';
import { OfferForm } from './offer-form';

const SPACE_A = '00000000-0000-4000-8000-00000000000a';
const SPACE_B = '00000000-0000-4000-8000-00000000000b';
const SERVICE_1 = '00000000-0000-4000-8000-000000000001';
const SERVICE_2 = '00000000-0000-4000-8000-000000000002';

const context: OfferFormContext = {
  inquiry: {
    id: '00000000-0000-4000-8000-0000000000f0',
    status: 'submitted',
    startDate: '2030-01-01',
    endDate: '2030-01-10',
    days: 10,
    customer: { id: 'c1', firstName: 'Ada', lastName: 'Trader', email: 'ada@example.com' },
    warehouse: { id: 'w1', name: 'Hall One', city: 'Tallinn', country: 'Estonia' },
    spaceRequests: [{ spaceTypeId: 'indoor', spaceTypeName: 'Indoor', sizeM2: 25 }],
    // Most tests start from an inquiry that asked for no services; the requested ones have their own test.
    requestedServiceIds: [],
  },
  spaces: [
    // 300 of Indoor's 1,500 m² are booked or blocked on some day of the inquiry's dates.
    { id: SPACE_A, spaceTypeId: 'indoor', spaceTypeName: 'Indoor', sizeM2: 1500, pricePerM2Cents: 35, freeM2: 1200 },
    { id: SPACE_B, spaceTypeId: 'yard', spaceTypeName: 'Yard', sizeM2: 900, pricePerM2Cents: 20, freeM2: 900 },
  ],
  services: [
    { id: SERVICE_1, name: 'Loading' },
    { id: SERVICE_2, name: 'Packing' },
  ],
  defaultPlatformFeePercentage: 20,
  defaultValidUntil: '2030-01-08',
  canCreateOffer: true,
};

/** Every request the form sends, with its parsed body; answers `reply` (a saved offer by default). */
let requests: { method: string; url: string; body: SaveOfferBody }[];
let reply: () => Response;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  requests = [];
  reply = () => json(201, {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ method: init.method ?? 'GET', url: String(url), body: JSON.parse(String(init.body)) as SaveOfferBody });
      return reply();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(offer?: OfferDetail, formContext: OfferFormContext = context) {
  const onSaved = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OfferForm context={formContext} offer={offer} onSaved={onSaved} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const text = (testId: string) => screen.getByTestId(testId).textContent;
/** The message shown under a field (its aria-describedby error), or null. */
function messageOf(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const errorId = input.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}
/** The hint under a field ("€2.50 per m² per day · …"). */
function hintOf(input: HTMLElement): string | null {
  const hintId = input.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-hint'));
  return hintId ? (document.getElementById(hintId)?.textContent ?? null) : null;
}

describe('OfferForm', () => {
  it('starts from the inquiry and prices it live: price × m² × days, the fee and the total', () => {
    renderForm();
    expect(field('Allocated m² 1').value).toBe('25');
    expect(field('Price per m² per day (€) 1').value).toBe('0.35');
    // 35 cents × 25 m² × 10 days
    expect(text('space-total-1')).toBe('€87.50');
    expect(text('offer-subtotal')).toBe('€87.50');
    expect(field('Platform fee amount (€)').value).toBe('17.50');
    expect(text('offer-total')).toBe('€105.00');
  });

  it('starts with a line for each service the trader asked for, to be priced; Add Service then offers the next one', async () => {
    const { user } = renderForm(undefined, { ...context, inquiry: { ...context.inquiry, requestedServiceIds: [SERVICE_2] } });
    expect(field('Service 1').value).toBe(SERVICE_2);
    expect(field('Pricing type 1').value).toBe('hourly_rate');
    expect(field('Quantity 1').value).toBe('1');
    expect(field('Price per hour (€) 1').value).toBe('');
    expect(screen.queryByLabelText('Service 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(field('Service 2').value).toBe(SERVICE_1);
    // The requested line must be priced (or removed) before the offer is saved.
    await user.type(field('Price per hour (€) 2'), '10');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(messageOf(field('Price per hour (€) 1'))).toBe(OFFER_MESSAGES.priceRequired));
    expect(requests).toEqual([]);
    await user.type(field('Price per hour (€) 1'), '20');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body.services?.map((line) => [line.serviceId, line.pricePerHourCents])).toEqual([
      [SERVICE_2, 2000],
      [SERVICE_1, 1000],
    ]);
  });

  it('adds and removes lines, and the totals follow', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(field('Service 1').value).toBe(SERVICE_1);
    expect(field('Quantity 1').value).toBe('1');
    expect(field('Unit 1').value).toBe('hour');
    await user.type(field('Price per hour (€) 1'), '45');
    expect(text('service-total-1')).toBe('€45.00');
    expect(text('offer-subtotal')).toBe('€132.50');

    await user.click(screen.getByRole('button', { name: 'Add Space Allocation' }));
    expect(field('Space 2').value).toBe(SPACE_A);
    expect(field('Allocated m² 2').value).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Add Term' }));
    expect(screen.getByLabelText('Term type 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove space allocation 1' }));
    expect(screen.queryByLabelText('Space 2')).toBeNull();
    expect(field('Allocated m² 1').value).toBe('0');
    expect(text('offer-subtotal')).toBe('€45.00');
    await user.click(screen.getByRole('button', { name: 'Remove service 1' }));
    expect(screen.getByText('No services yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove term 1' }));
    expect(screen.getByText('No terms yet.')).toBeTruthy();
  });

  it('reads "2,50" as €2.50, shows how it was read, and sends 250 cents', async () => {
    const { user, onSaved } = renderForm();
    const price = field('Price per m² per day (€) 1');
    await user.clear(price);
    await user.type(price, '2,50');
    expect(hintOf(price)).toBe('€2.50 per m² per day · Manual price (list price €0.35)');
    expect(text('space-total-1')).toBe('€625.00');

    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(field('Price per hour (€) 1'), '1.234,5');
    expect(hintOf(field('Price per hour (€) 1'))).toBe('€1,234.50');

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.body.spaces).toEqual([
      { spaceId: SPACE_A, spaceAllocatedM2: 25, pricePerM2Cents: 250, isManualPrice: true, comments: '' },
    ]);
    expect(request?.body.services).toEqual([
      {
        serviceId: SERVICE_1,
        pricingType: 'hourly_rate',
        quantity: 1,
        pricePerHourCents: 123450,
        pricePerUnitCents: null,
        fixedPriceCents: null,
        unitType: 'hour',
        comments: '',
      },
    ]);
    expect(request?.body.platformFeePercentage).toBe(20);
    expect(request?.body.send).toBe(false);
  });

  it('refuses a negative or ambiguous price beside its field, with the shared money texts, and focuses the first', async () => {
    const { user } = renderForm();
    const price = field('Price per m² per day (€) 1');
    await user.clear(price);
    await user.type(price, '-2');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.type(field('Price per hour (€) 1'), '1,2,3');

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(messageOf(price)).toBe(PRICE_MESSAGES.negative);
    expect(messageOf(field('Price per hour (€) 1'))).toBe(OFFER_MESSAGES.priceRequired);
    await vi.waitFor(() => expect(document.activeElement).toBe(price));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(requests).toHaveLength(0);

    // Editing a field takes its message away.
    await user.clear(price);
    await user.type(price, '0.40');
    expect(messageOf(price)).toBeNull();
  });

  it('shows the contract\'s messages beside their fields: terms, quantity, fee and date', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await user.clear(field('Quantity 1'));
    await user.type(field('Quantity 1'), '2.5');
    // A counted line's quantity is checked as it is typed.
    expect(messageOf(field('Quantity 1'))).toBe(OFFER_MESSAGES.wholeQuantity);
    await user.click(screen.getByRole('button', { name: 'Add Term' }));
    await user.type(field('Term description 1'), 'Invoice before dispatch');
    await user.clear(field('Platform fee (%)'));
    await user.type(field('Platform fee (%)'), '120');
    await user.clear(field('Valid Until'));

    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(messageOf(field('Term type 1'))).toBe('Term type is required');
    expect(messageOf(field('Term description 1'))).toBeNull();
    expect(messageOf(field('Platform fee (%)'))).toBe('Platform fee must be between 0 and 100');
    expect(messageOf(field('Valid Until'))).toBe(OFFER_MESSAGES.validUntilRequired);
    // The first problem on screen is the quantity.
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Quantity 1')));
    expect(requests).toHaveLength(0);
  });

  it('puts the server\'s field messages beside their fields and focuses the first', async () => {
    reply = () =>
      json(400, {
        error: {
          code: 'bad_request',
          message: OFFER_MESSAGES.validUntilPast,
          details: { validUntil: [OFFER_MESSAGES.validUntilPast], 'spaces.0.spaceId': ['No matching space'] },
        },
      });
    const { user, onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(messageOf(field('Valid Until'))).toBe(OFFER_MESSAGES.validUntilPast));
    expect(messageOf(field('Space 1'))).toBe('No matching space');
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Space 1')));
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal no field explains in the alert above the buttons', async () => {
    reply = () => json(409, { error: { code: 'conflict', message: OFFER_MESSAGES.emptyOffer } });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(OFFER_MESSAGES.emptyOffer);
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(requests[0]?.body.send).toBe(true);
  });

  it('keeps a typed fee amount that agrees with the percentage, and lets line changes reset it', async () => {
    const { user } = renderForm();
    const amount = field('Platform fee amount (€)');
    await user.clear(amount);
    await user.type(amount, '26,25');
    // €26.25 of €87.50 is 30 %.
    expect(field('Platform fee (%)').value).toBe('30');
    expect(text('offer-total')).toBe('€113.75');
    // Twice the space: the fee is 30 % of the new subtotal, not the amount typed for the old one.
    await user.clear(field('Allocated m² 1'));
    await user.type(field('Allocated m² 1'), '50');
    expect(amount.value).toBe('52.50');
    expect(text('offer-total')).toBe('€227.50');
  });

  it('offers Ask for Quote only when creating', async () => {
    const offer: OfferDetail = {
      id: 'o1',
      inquiryId: context.inquiry.id,
      status: 'draft',
      subtotalCents: 4500,
      platformFeePercentage: 20,
      platformFeeCents: 900,
      totalWithFeeCents: 5400,
      validUntil: '2030-01-08',
      bookingId: null,
      createdAt: '2030-01-01T00:00:00Z',
      updatedAt: '2030-01-01T00:00:00Z',
      sentAt: null,
      isExpired: false,
      notes: '',
      changesRequested: null,
      respondedAt: null,
      spaces: [],
      services: [
        {
          id: 's1',
          serviceId: SERVICE_1,
          serviceName: 'Loading',
          pricingType: 'hourly_rate',
          quantity: 1,
          pricePerHourCents: 4500,
          pricePerUnitCents: null,
          fixedPriceCents: null,
          unitType: 'hour',
          offerTotalCents: 4500,
          comments: '',
        },
      ],
      terms: [],
    };
    const { user } = renderForm(offer);
    const options = within(field('Pricing type 1')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Per Hour', 'Per Unit', 'Fixed Price']);
    expect(field('Price per hour (€) 1').value).toBe('45.00');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('PUT');
    // The saved amount agrees with the percentage, so it is sent as typed.
    expect(requests[0]?.body.platformFeeCents).toBe(900);
  });
  it('tells each allocation what is free of its type for the inquiry\'s dates, shared by the lines of that type', async () => {
    const { user } = renderForm();
    expect(hintOf(field('Allocated m² 1'))).toBe('Free for these dates: 1,200 m²');
    await user.click(screen.getByRole('button', { name: 'Add Space Allocation' }));
    expect(hintOf(field('Allocated m² 1'))).toBe('Free for these dates: 1,200 m² (shared by the 2 Indoor lines)');
    await user.selectOptions(field('Space 2'), SPACE_B);
    expect(hintOf(field('Allocated m² 2'))).toBe('Free for these dates: 900 m²');
    expect(hintOf(field('Allocated m² 1'))).toBe('Free for these dates: 1,200 m²');
  });

  it('refuses allocations of a type above what is free beside each of them, focuses the first, and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Space Allocation' }));
    const first = field('Allocated m² 1');
    await user.clear(first);
    await user.type(first, '1000');
    await user.clear(field('Allocated m² 2'));
    await user.type(field('Allocated m² 2'), '200.01');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
    expect(messageOf(first)).toBe(OFFER_MESSAGES.allocationExceedsFree);
    expect(messageOf(field('Allocated m² 2'))).toBe(OFFER_MESSAGES.allocationExceedsFree);
    // The free figure stays in sight beside the message.
    expect(hintOf(first)).toBe('Free for these dates: 1,200 m² (shared by the 2 Indoor lines)');
    expect(requests).toEqual([]);

    // Exactly what is free goes.
    await user.clear(field('Allocated m² 2'));
    await user.type(field('Allocated m² 2'), '200');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body.spaces?.map((line) => line.spaceAllocatedM2)).toEqual([1000, 200]);
  });

  it('shows the capacity refusal with another field\'s message in one submit', async () => {
    const { user } = renderForm();
    await user.clear(field('Allocated m² 1'));
    await user.type(field('Allocated m² 1'), '1200.5');
    await user.clear(field('Price per m² per day (€) 1'));
    await user.type(field('Price per m² per day (€) 1'), '-2');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await vi.waitFor(() => expect(messageOf(field('Allocated m² 1'))).toBe(OFFER_MESSAGES.allocationExceedsFree));
    expect(messageOf(field('Price per m² per day (€) 1'))).toBe(PRICE_MESSAGES.negative);
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Allocated m² 1')));
  });

  it('puts the server\'s capacity refusal (409) beside the line it names', async () => {
    reply = () =>
      json(409, {
        error: {
          code: 'capacity_exceeded',
          message: OFFER_MESSAGES.allocationExceedsFree,
          details: { 'spaces.0.spaceAllocatedM2': [OFFER_MESSAGES.allocationExceedsFree] },
        },
      });
    const { user, onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    await vi.waitFor(() => expect(messageOf(field('Allocated m² 1'))).toBe(OFFER_MESSAGES.allocationExceedsFree));
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Allocated m² 1')));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
