// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { InquiryForm, type InquiryFormProps } from './inquiry-form';

/**
 * The inquiry form against a stand-in API (fetch answered here): what a trader sees and where focus
 * goes, and the body the server gets.
 */

const INDOOR = '6ba7b810-9dad-11d1-80b4-00c04fd430c1';
const OUTDOORS = '6ba7b810-9dad-11d1-80b4-00c04fd430c2';
const COLD = '6ba7b810-9dad-11d1-80b4-00c04fd430c3';
const MUUGA = { id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', name: 'Muuga Port Park', city: 'Tallinn', country: 'Estonia' };
const RIGA = { id: '3f2504e0-4f89-11d3-9a0c-0305e82c3302', name: 'Riga Freeport Store', city: 'Riga', country: 'Latvia' };
const POTI = { id: '3f2504e0-4f89-11d3-9a0c-0305e82c3303', name: 'Poti Zone Warehouse', city: 'Poti', country: 'Georgia' };

type Space = [spaceTypeId: string, spaceTypeName: string, sizeM2: number, pricePerM2Cents: number];

/** GET /api/warehouses/:id of a warehouse with these spaces, as much as the form reads (its total is theirs). */
function detailOf(warehouse: typeof MUUGA, spaces: Space[]) {
  return {
    ...warehouse,
    totalSizeM2: spaces.reduce((total, [, , sizeM2]) => total + sizeM2, 0),
    spaces: spaces.map(([spaceTypeId, spaceTypeName, sizeM2, pricePerM2Cents]) => ({ spaceTypeId, spaceTypeName, sizeM2, pricePerM2Cents })),
  };
}

const DETAILS: Record<string, ReturnType<typeof detailOf>> = {
  [MUUGA.id]: detailOf(MUUGA, [
    [INDOOR, 'Indoor', 1000, 40],
    [OUTDOORS, 'Outdoors', 500, 12],
  ]),
  [RIGA.id]: detailOf(RIGA, [
    [OUTDOORS, 'Outdoors', 500, 10],
    [COLD, 'Cold', 300, 90],
  ]),
  [POTI.id]: detailOf(POTI, [[OUTDOORS, 'Outdoors', 700, 8]]),
};

const SERVICE = '7ba7b810-9dad-11d1-80b4-00c04fd430c1';
const FEATURE = '8ba7b810-9dad-11d1-80b4-00c04fd430c1';
const REFERENCE = {
  services: [{ id: SERVICE, name: 'Customs Clearance' }],
  features: [{ id: FEATURE, name: 'Loading Docks', type: 'equipment', icon: null }],
} as InquiryFormProps['reference'];
const USER_ID = 'trader-1';

type Answer = { status: number; body?: unknown };
type Call = { method: string; url: URL; body: unknown };

let calls: Call[] = [];
/** The answer to POST or PUT, set by each test. */
let saveAnswer: Answer = { status: 201, body: { created: [], failed: [] } };
/** The picker's answer to GET /api/warehouses. */
let searchAnswer: Answer = { status: 200, body: { items: [], page: 1, pageSize: 20, hasMore: false, total: 0 } };

function json({ status, body }: Answer): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  // jsdom draws nothing, so it has no scrolling either.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const detail = /^\/api\/warehouses\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && detail) return json(DETAILS[detail[1]!] ? { status: 200, body: DETAILS[detail[1]!] } : { status: 404 });
      if (method === 'GET' && url.pathname === '/api/warehouses') return json(searchAnswer);
      if (method === 'GET' && url.pathname === '/api/platform/fee') return json({ status: 200, body: { platformFeePercentage: 25 } });
      return json(saveAnswer);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(props: Partial<InquiryFormProps> = {}, { at = '/inquiries/new' } = {}) {
  const onSaved = vi.fn();
  const user = renderScreen(<InquiryForm reference={REFERENCE} userId={USER_ID} onSaved={onSaved} onCancel={() => {}} {...props} />, { at });
  return { onSaved, user };
}

const saves = () => calls.filter((call) => call.method === 'POST' || call.method === 'PUT');
const selectedWarehouses = () => screen.getByRole('region', { name: 'Selected Warehouses' });

type User = ReturnType<typeof renderForm>['user'];

/** The server's answer refusing a save: the error's code and message, and each field's messages. */
function refusal(status: number, code: string, message: string, details: Record<string, string[]>): Answer {
  return { status, body: { error: { code, message, details } } };
}

/** Enters the one size the form needs and submits. */
async function submitWithASize(user: User): Promise<void> {
  await user.type(await screen.findByLabelText('Size (m²) 1'), '5');
  await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
}

/** Submits and answers the alert the form shows, once focus has moved to it (where the trader is looking). */
async function submitForAlert(user: User): Promise<HTMLElement> {
  await submitWithASize(user);
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(document.activeElement).toBe(alert));
  return alert;
}

/** A warehouse card of the Selected Warehouses list, by the name it shows. */
function card(name: string): HTMLElement {
  return within(selectedWarehouses()).getByText(name).closest('li')!;
}

describe('a new inquiry', () => {
  it('starts from the warehouse page with its space type and estimates from its prices', async () => {
    const { user } = renderForm({ initialWarehouseIds: [MUUGA.id], initialSpaceTypeId: INDOOR });
    const size = await screen.findByLabelText('Size (m²) 1');
    expect((screen.getByLabelText('Space type 1') as HTMLSelectElement).value).toBe(INDOOR);
    expect(within(selectedWarehouses()).getByText('Muuga Port Park')).toBeTruthy();
    await user.clear(size);
    await user.type(size, '25');
    // Indoor €0.40 × 25 m² × 8 days (a week from today, both ends counted), plus the platform's
    // configured fee (25 % here) as the offer will add it.
    const estimate = screen.getByRole('region', { name: 'Estimated Cost' });
    expect(within(estimate).getByText('Subtotal (list prices)').nextElementSibling?.textContent).toBe('€80.00');
    expect((await within(estimate).findByText('Platform fee (25%)')).nextElementSibling?.textContent).toBe('€20.00');
    expect(screen.getByTestId('estimated-total').textContent).toBe('€100.00');
    expect(within(estimate).getByText('VAT not included')).toBeTruthy();
  });

  it('refuses a size of 0 beside the size and moves focus to it; editing the size clears the message', async () => {
    const { user } = renderForm({ initialWarehouseIds: [MUUGA.id] });
    const size = await screen.findByLabelText('Size (m²) 1');
    // Outdoors is the type a first row starts with.
    expect((screen.getByLabelText('Space type 1') as HTMLSelectElement).value).toBe(OUTDOORS);
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(document.activeElement).toBe(size));
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(INQUIRY_MESSAGES.invalidSpaceRequirements)).toBeTruthy();
    expect(saves()).toHaveLength(0);

    await user.type(size, '5');
    expect(screen.queryByText(INQUIRY_MESSAGES.invalidSpaceRequirements)).toBeNull();
  });

  it('says the end date comes before the start, beside the end date', async () => {
    const { user } = renderForm({ initialWarehouseIds: [MUUGA.id] });
    await user.type(await screen.findByLabelText('Size (m²) 1'), '5');
    const end = screen.getByLabelText('End Date');
    await user.clear(end);
    await user.type(end, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(end.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toBe(INQUIRY_MESSAGES.invalidDateRange);
  });

  it('sends one body for every selected warehouse, sizes as numbers, with the checked services', async () => {
    saveAnswer = { status: 201, body: { created: [{ id: 'inquiry-1', warehouseId: MUUGA.id }, { id: 'inquiry-2', warehouseId: POTI.id }], failed: [] } };
    const { user, onSaved } = renderForm({ initialWarehouseIds: [MUUGA.id, POTI.id] });
    const size = await screen.findByLabelText('Size (m²) 1');
    // Only Outdoors is offered by both.
    expect([...(screen.getByLabelText('Space type 1') as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Outdoors']);
    expect(screen.getByText('A separate inquiry will be created for each warehouse and you will receive separate offers.')).toBeTruthy();
    await user.clear(size);
    await user.type(size, '12.5');
    await user.click(screen.getByRole('checkbox', { name: 'Customs Clearance' }));
    await user.type(screen.getByLabelText('Additional notes'), 'Near the gate');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toMatchObject({
      warehouseIds: [MUUGA.id, POTI.id],
      spaceRequests: [{ spaceTypeId: OUTDOORS, sizeM2: 12.5 }],
      serviceIds: [SERVICE],
      featureIds: [],
      notes: 'Near the gate',
    });
  });

  it('shows each refused warehouse its reason beside it and keeps only those, after a partial failure', async () => {
    saveAnswer = {
      status: 201,
      body: {
        created: [{ id: 'inquiry-1', warehouseId: MUUGA.id }],
        failed: [
          { warehouseId: RIGA.id, warehouseName: RIGA.name, message: INQUIRY_MESSAGES.duplicatePending },
          { warehouseId: POTI.id, warehouseName: POTI.name, message: INQUIRY_MESSAGES.exceedsCapacity },
        ],
      },
    };
    const { user, onSaved } = renderForm({ initialWarehouseIds: [MUUGA.id, RIGA.id, POTI.id] });
    const alert = await submitForAlert(user);
    expect(alert.textContent).toBe('Failed to create 2 inquiries. Created for: Muuga Port Park.');
    expect(within(card(RIGA.name)).getByText(INQUIRY_MESSAGES.duplicatePending)).toBeTruthy();
    expect(within(card(POTI.name)).getByText(INQUIRY_MESSAGES.exceedsCapacity)).toBeTruthy();
    // The created one is no longer selected, so trying again does not send it twice.
    expect(within(selectedWarehouses()).queryByText(MUUGA.name)).toBeNull();
    expect(alert.textContent).not.toContain(INQUIRY_MESSAGES.duplicatePending);
    expect(onSaved).not.toHaveBeenCalled();

    // Removing a refused warehouse takes its message with it.
    await user.click(screen.getByRole('button', { name: `Remove ${RIGA.name}` }));
    expect(screen.queryByText(INQUIRY_MESSAGES.duplicatePending)).toBeNull();
  });

  it('shows each warehouse its reason when every one was refused', async () => {
    saveAnswer = refusal(409, 'conflict', INQUIRY_MESSAGES.notAccepting, { [`warehouseIds.${MUUGA.id}`]: [INQUIRY_MESSAGES.notAccepting], [`warehouseIds.${POTI.id}`]: [INQUIRY_MESSAGES.duplicatePending] });
    const { user } = renderForm({ initialWarehouseIds: [MUUGA.id, POTI.id] });
    const alert = await submitForAlert(user);
    expect(alert.textContent).toBe('Failed to create 2 inquiries');
    expect(within(card(MUUGA.name)).getByText(INQUIRY_MESSAGES.notAccepting)).toBeTruthy();
    expect(within(card(POTI.name)).getByText(INQUIRY_MESSAGES.duplicatePending)).toBeTruthy();
  });

  it("puts the server's refusal of a date beside it, for several warehouses too", async () => {
    saveAnswer = refusal(400, 'bad_request', INQUIRY_MESSAGES.invalidDateRange, { startDate: [INQUIRY_MESSAGES.invalidDateRange] });
    const { user } = renderForm({ initialWarehouseIds: [MUUGA.id, POTI.id] });
    await submitWithASize(user);
    const start = screen.getByLabelText('Start Date');
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(INQUIRY_MESSAGES.invalidDateRange)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts a single warehouse's refusal in the alert and moves focus there", async () => {
    saveAnswer = refusal(409, 'conflict', INQUIRY_MESSAGES.duplicatePending, { [`warehouseIds.${MUUGA.id}`]: [INQUIRY_MESSAGES.duplicatePending] });
    const { user } = renderForm({ initialWarehouseIds: [MUUGA.id] });
    expect((await submitForAlert(user)).textContent).toBe(INQUIRY_MESSAGES.duplicatePending);
  });

  it('says the requested space exceeds what is free (409 capacity_exceeded) in the alert, with focus there', async () => {
    saveAnswer = refusal(409, 'capacity_exceeded', INQUIRY_MESSAGES.exceedsCapacity, { [`warehouseIds.${MUUGA.id}`]: [INQUIRY_MESSAGES.exceedsCapacity] });
    const { user, onSaved } = renderForm({ initialWarehouseIds: [MUUGA.id] });
    await user.type(await screen.findByLabelText('Size (m²) 1'), '900');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Requested space exceeds available capacity.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the warehouse picker', () => {
  it('searches name, city and country only, says when more match than it lists, and closes after a pick', async () => {
    searchAnswer = {
      status: 200,
      body: { items: [{ ...RIGA, totalSizeM2: 800, minPricePerM2Cents: 10, spaceTypes: [], features: [], services: [], thumbnailUrl: null }], page: 1, pageSize: 20, hasMore: true, total: null },
    };
    const { user } = renderForm();
    const picker = screen.getByRole('combobox', { name: 'Add a warehouse' });
    await user.type(picker, 'riga');
    const option = await screen.findByRole('option', { name: /Riga Freeport Store/ });
    expect(screen.getByText(/More warehouses match than are listed/)).toBeTruthy();
    // Typing pauses before the search goes out.
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/warehouses' && call.url.searchParams.get('q') === 'riga')).toBe(true));
    const search = calls.findLast((call) => call.url.pathname === '/api/warehouses')!;
    expect(search.url.searchParams.get('qScope')).toBe('name-city-country');

    await user.click(option);
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    expect(await within(selectedWarehouses()).findByText(RIGA.name)).toBeTruthy();
  });
});

describe('editing an inquiry', () => {
  const INQUIRY = {
    id: 'inquiry-9',
    startDate: '2030-05-01',
    endDate: '2030-05-10',
    notes: '',
    warehouse: {
      ...MUUGA,
      isActive: true,
      spaces: [{ spaceTypeId: INDOOR, spaceTypeName: 'Indoor', sizeM2: 1000, pricePerM2Cents: 40 }],
    },
    spaceRequests: [{ id: 'request-1', spaceTypeId: INDOOR, spaceTypeName: 'Indoor', sizeM2: 40 }],
    services: [],
    features: [{ id: FEATURE, name: 'Loading Docks' }],
  } as unknown as InquiryDetail;

  it("fills the form from the inquiry and puts the server's field messages beside their fields", async () => {
    saveAnswer = refusal(400, 'validation_error', 'Validation failed', { 'spaceRequests.0.sizeM2': [INQUIRY_MESSAGES.exceedsCapacity] });
    const { user } = renderForm({ inquiry: INQUIRY }, { at: '/inquiries/inquiry-9?edit=1' });
    const size = screen.getByLabelText('Size (m²) 1') as HTMLInputElement;
    expect(size.value).toBe('40');
    expect((screen.getByRole('checkbox', { name: 'Loading Docks' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Add a warehouse' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(INQUIRY_MESSAGES.exceedsCapacity)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(size));
    expect(saves()[0]).toMatchObject({ method: 'PUT', body: { spaceRequests: [{ spaceTypeId: INDOOR, sizeM2: 40 }], featureIds: [FEATURE] } });
    expect(saves()[0]!.body).not.toHaveProperty('warehouseIds');
    expect(screen.getByText(INQUIRY_MESSAGES.exceedsCapacity)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a refusal for capacity when editing', () => {
  it('puts "Requested space exceeds available capacity." beside the size the server names and focuses it', async () => {
    saveAnswer = refusal(409, 'capacity_exceeded', INQUIRY_MESSAGES.exceedsCapacity, { 'spaceRequests.1.sizeM2': [INQUIRY_MESSAGES.exceedsCapacity] });
    const inquiry = {
      id: 'inquiry-10',
      startDate: '2030-05-01',
      endDate: '2030-05-10',
      notes: '',
      warehouse: { ...MUUGA, isActive: true, spaces: DETAILS[MUUGA.id]!.spaces },
      spaceRequests: [
        { id: 'request-1', spaceTypeId: OUTDOORS, spaceTypeName: 'Outdoors', sizeM2: 40 },
        { id: 'request-2', spaceTypeId: INDOOR, spaceTypeName: 'Indoor', sizeM2: 900 },
      ],
      services: [],
      features: [],
    } as unknown as InquiryDetail;
    const { user, onSaved } = renderForm({ inquiry }, { at: '/inquiries/inquiry-10?edit=1' });
    const size = screen.getByLabelText('Size (m²) 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(document.activeElement).toBe(size));
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(size.getAttribute('aria-describedby')!)?.textContent).toBe('Requested space exceeds available capacity.');
    expect(screen.getByLabelText('Size (m²) 1').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('a lost session', () => {
  const NOT_SIGNED_IN: Answer = { status: 401, body: { error: { code: 'unauthorized', message: 'User not authenticated' } } };

  it('keeps what was typed for the same user on the same page, once', async () => {
    saveAnswer = NOT_SIGNED_IN;
    const first = renderForm({ initialWarehouseIds: [MUUGA.id] }, { at: '/inquiries/new?warehouseId=x' });
    const size = await screen.findByLabelText('Size (m²) 1');
    await first.user.type(size, '7');
    await first.user.type(screen.getByLabelText('Additional notes'), 'Typed before the session went');
    await first.user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    cleanup();

    // Back after signing in: the same page, the same user.
    renderForm({ initialWarehouseIds: [MUUGA.id] }, { at: '/inquiries/new?warehouseId=x' });
    await waitFor(() => expect((screen.getByLabelText('Additional notes') as HTMLTextAreaElement).value).toBe('Typed before the session went'));
    expect(((await screen.findByLabelText('Size (m²) 1')) as HTMLInputElement).value).toBe('07');
    expect(sessionStorage.length).toBe(0);
    cleanup();

    // Once only.
    renderForm({ initialWarehouseIds: [MUUGA.id] }, { at: '/inquiries/new?warehouseId=x' });
    await screen.findByLabelText('Size (m²) 1');
    expect((screen.getByLabelText('Additional notes') as HTMLTextAreaElement).value).toBe('');
  });

  it('never shows the draft to another user', async () => {
    saveAnswer = NOT_SIGNED_IN;
    const first = renderForm({ initialWarehouseIds: [MUUGA.id] });
    await first.user.type(screen.getByLabelText('Additional notes'), 'Private note');
    await first.user.type(await screen.findByLabelText('Size (m²) 1'), '7');
    await first.user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    cleanup();

    renderForm({ initialWarehouseIds: [MUUGA.id], userId: 'someone-else' });
    await screen.findByLabelText('Size (m²) 1');
    expect((screen.getByLabelText('Additional notes') as HTMLTextAreaElement).value).toBe('');
    expect(sessionStorage.length).toBe(0);
  });
});
