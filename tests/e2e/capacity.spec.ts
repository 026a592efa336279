import { type DayRange, CAPACITY_WINDOW_DAYS, clipRange, formatDayRange, formatFreeForDates } from '../../src/shared/capacity';
import { addDays, daysBetween, todayIsoDate } from '../../src/shared/dates';
import { expect, test } from './support/accounts';
import { successNotices, uniqueName, watchConsole } from './support/page-checks';

/*
 * Capacity over time (issue #23) across the three roles: the owner blocks half a space for March,
 * a trader filtering March sees only the other half free, an inquiry above it is refused, an offer
 * and a booking for the rest succeed, and the owner's timeline shows all of it.
 */

/** The first March that starts after today, so the journey runs on any date. */
function nextMarch(): DayRange {
  const today = todayIsoDate();
  const year = Number(today.slice(0, 4)) + (today >= `${today.slice(0, 4)}-03-01` ? 1 : 0);
  return { from: `${year}-03-01`, to: `${year}-03-31` };
}

test('an owner blocks half a space for March; a trader finds and books only the other half; the timeline shows both', async ({ pageAs }) => {
  test.setTimeout(120_000);
  const march = nextMarch();
  const name = uniqueName('E2E Capacity Hall');
  const [owner, trader, admin] = [await pageAs('owner'), await pageAs('customer'), await pageAs('administrator')];
  // The refused inquiry is answered 409, which the browser logs.
  const checkTraderConsole = watchConsole(trader, ['status of 409']);

  // A warehouse of the demo owner with 1,000 m² of Indoor space (made through the API: this is not about listing).
  const reference = (await (await owner.request.get('/api/reference')).json()) as { spaceTypes: { id: string; name: string }[] };
  const indoor = reference.spaceTypes.find((type) => type.name === 'Indoor')!.id;
  const created = await owner.request.post('/api/warehouses', {
    data: {
      name,
      description: '',
      address: 'Sadama 25',
      city: 'Tallinn',
      country: 'Estonia',
      postalCode: '10111',
      spaces: [{ spaceTypeId: indoor, sizeM2: 1000, pricePerM2Cents: 300 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const warehouseId = ((await created.json()) as { id: string }).id;

  // The owner blocks half of it for March on the warehouse's page.
  await owner.goto(`/m-warehouses/${warehouseId}`);
  await expect(owner.getByRole('heading', { level: 2, name: 'Capacity', exact: true })).toBeVisible();
  const form = owner.getByRole('form', { name: 'Block space', exact: true });
  await form.getByLabel('Space type', { exact: true }).selectOption({ label: 'Indoor' });
  await form.getByLabel('Size (m²)', { exact: true }).fill('500');
  await form.getByLabel('From', { exact: true }).fill(march.from);
  await form.getByLabel('To', { exact: true }).fill(march.to);
  await form.getByLabel('Note', { exact: true }).fill('Roof repairs');
  await form.getByRole('button', { name: 'Block Space', exact: true }).click();
  await expect(successNotices(owner).getByText('Space blocked', { exact: true })).toBeVisible();

  // The trader filters browse by March: the card says 500 m² are free.
  await trader.goto(`/m-warehouses?q=${encodeURIComponent(name)}`);
  const card = trader.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await trader.getByLabel('From', { exact: true }).fill(march.from);
  await trader.getByLabel('To', { exact: true }).fill(march.to);
  await trader.getByLabel('To', { exact: true }).press('Tab');
  await expect(trader).toHaveURL(new RegExp(`from=${march.from}.*to=${march.to}|to=${march.to}.*from=${march.from}`));
  await expect(card.getByText(formatFreeForDates(500, march), { exact: true })).toBeVisible();
  // Asking for more than the free half finds nothing; the half itself is found.
  await trader.getByLabel('Minimum free space (m²)', { exact: true }).fill('600');
  await trader.getByLabel('Minimum free space (m²)', { exact: true }).press('Tab');
  await expect(card).toHaveCount(0);
  await trader.getByLabel('Minimum free space (m²)', { exact: true }).fill('500');
  await trader.getByLabel('Minimum free space (m²)', { exact: true }).press('Tab');
  await expect(card.getByText(formatFreeForDates(500, march), { exact: true })).toBeVisible();

  // The detail page, opened from the card, says the same for the space.
  await card.getByRole('link', { name, exact: true }).click();
  await expect(trader.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(trader.getByText(formatFreeForDates(500, march))).toBeVisible();

  // An inquiry for more than the free half is refused with the spec's message; the half is accepted.
  await trader.goto(`/inquiries/new?warehouseId=${warehouseId}&spaceTypeId=${indoor}`);
  await trader.getByLabel('Size (m²) 1').fill('600');
  await trader.getByLabel('Start Date').fill(march.from);
  await trader.getByLabel('End Date').fill(march.to);
  await trader.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(trader.getByRole('alert').filter({ hasText: 'Requested space exceeds available capacity.' })).toBeFocused();
  await trader.getByLabel('Size (m²) 1').fill('500');
  await trader.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(trader).toHaveURL(/\/inquiries$/);
  checkTraderConsole();

  // The administrator's offer form says 500 m² are free for the inquiry's dates; the offer for them is sent,
  // accepted and booked.
  const inquiries = (await (await trader.request.get('/api/inquiries', { params: { pageSize: 50 } })).json()) as {
    items: { id: string; warehouse: { name: string } }[];
  };
  const inquiryId = inquiries.items.find((item) => item.warehouse.name === name)!.id;
  const offerForm = (await (await admin.request.get(`/api/admin/inquiries/${inquiryId}/offer-form`)).json()) as {
    spaces: { id: string; freeM2: number; pricePerM2Cents: number }[];
    defaultValidUntil: string;
    defaultPlatformFeePercentage: number;
  };
  expect(offerForm.spaces.map((space) => space.freeM2)).toEqual([500]);
  const sent = await admin.request.post(`/api/admin/inquiries/${inquiryId}/offers`, {
    data: {
      spaces: [{ spaceId: offerForm.spaces[0]!.id, spaceAllocatedM2: 500, pricePerM2Cents: offerForm.spaces[0]!.pricePerM2Cents }],
      validUntil: offerForm.defaultValidUntil,
      platformFeePercentage: offerForm.defaultPlatformFeePercentage,
      send: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const offerId = ((await sent.json()) as { id: string }).id;
  const accepted = await trader.request.post(`/api/offers/${offerId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const booked = await admin.request.post(`/api/offers/${offerId}/booking`);
  expect(booked.status(), await booked.text()).toBe(201);

  // The owner's timeline: in March 500 m² booked, 500 m² blocked, nothing free. The section shows
  // 90 days from today at a time; Next moves to the window that holds March's first day.
  await owner.reload();
  const windows = Math.floor(daysBetween(todayIsoDate(), march.from) / CAPACITY_WINDOW_DAYS);
  const window = { from: addDays(todayIsoDate(), windows * CAPACITY_WINDOW_DAYS), to: addDays(todayIsoDate(), windows * CAPACITY_WINDOW_DAYS + CAPACITY_WINDOW_DAYS - 1) };
  const period = owner.getByRole('navigation', { name: 'Capacity period', exact: true });
  for (let step = 0; step < windows; step += 1) await period.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(period.getByText(formatDayRange(window), { exact: true })).toBeVisible();
  await owner.getByRole('button', { name: 'Table', exact: true }).click();
  const row = owner.getByRole('row', { name: new RegExp(`^${formatDayRange(clipRange(march, window)!)} `) });
  await expect(row.getByRole('cell')).toHaveText(['500 m²', '500 m²', '0 m²', '0 m²']);
});
