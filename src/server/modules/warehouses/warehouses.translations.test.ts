import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OwnerWarehouseDetail, OwnerWarehouseInput } from '@shared/contracts/owner-warehouses';
import type { BrowseResponse, MapPinsResponse, WarehouseDetail, WarehouseInput } from '@shared/contracts/warehouses';
import { GENERIC_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { warehouseTranslations } from '../../db/schema';
import { type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { useReference } from '../../../../tests/api/reference';
import { insertListingForOwner, type NewListingForOwner } from './warehouses.service';
import { warehouseFormBody } from './warehouses.test-support';

/**
 * Issue #40: an owner's translations of a warehouse's name and description, saved with the warehouse
 * forms, and every public read in the reader's language, saying which language each text is in
 * (docs/decisions/235-warehouse-translations.md).
 */

const t = useTestApp();
const reference = useReference(t);
const [admin, customer, owner, otherOwner] = useSignedIn(t, ['administrator'], ['customer'], ['warehouse_owner'], ['warehouse_owner']);

const FRENCH = { locale: 'fr', name: 'Entrepôt du port', description: 'Stockage sec à côté du port' } as const;
const GERMAN_NAME_ONLY = { locale: 'de', name: 'Hafenlager', description: '' } as const;

/** A unique word per warehouse, so a browse search finds exactly it. */
const uniqueWord = () => `tr${randomUUID().slice(0, 8)}`;

type Reader = { who?: SignedInUser | null; cookie?: string; acceptLanguage?: string };

function readerHeaders({ who = null, cookie, acceptLanguage }: Reader): Record<string, string> {
  return {
    ...(who?.headers ?? {}),
    ...(cookie ? { cookie } : {}),
    ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
  };
}

async function createWarehouse(overrides: Partial<WarehouseInput> = {}, who: SignedInUser = owner): Promise<string> {
  const payload = warehouseFormBody(reference, { latitude: 59.44, longitude: 24.75, ...overrides });
  const response = await t.app.inject({ method: 'POST', url: '/api/warehouses', headers: who.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

function save(id: string, payload: WarehouseInput, who: SignedInUser | null = owner) {
  return t.app.inject({ method: 'PUT', url: `/api/warehouses/${id}`, headers: who?.headers ?? {}, payload });
}

async function detail(id: string, reader: Reader = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/warehouses/${id}`, headers: readerHeaders(reader) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WarehouseDetail>();
}

async function card(word: string, reader: Reader = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/warehouses?q=${word}`, headers: readerHeaders(reader) });
  expect(response.statusCode, response.body).toBe(200);
  const { items } = response.json<BrowseResponse>();
  expect(items).toHaveLength(1);
  return items[0]!;
}

async function pin(id: string, reader: Reader = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/api/warehouses/map?west=24&south=59&east=25&north=60&limit=5000', headers: readerHeaders(reader) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MapPinsResponse>().pins.find((one) => one.id === id);
}

async function storedLocales(id: string): Promise<string[]> {
  const rows = await t.db.select({ locale: warehouseTranslations.locale }).from(warehouseTranslations).where(eq(warehouseTranslations.warehouseId, id));
  return rows.map((row) => row.locale).sort();
}

describe('reading in the reader\'s language', () => {
  it('answers the detail in the language of the locale cookie where translated, the original otherwise, and says which', async () => {
    const id = await createWarehouse({ name: 'Harbour Store', writtenIn: 'en', translations: [FRENCH, GERMAN_NAME_ONLY] });

    expect(await detail(id, { cookie: 'locale=fr' })).toMatchObject({
      name: 'Entrepôt du port',
      nameLocale: 'fr',
      description: 'Stockage sec à côté du port',
      descriptionLocale: 'fr',
      // The address is the owner's, in no particular language, and stays as written.
      city: 'Tallinn',
    });
    // A name without a description: the description is the original's, marked as English.
    expect(await detail(id, { cookie: 'locale=de' })).toMatchObject({
      name: 'Hafenlager',
      nameLocale: 'de',
      description: 'Dry storage next to the port',
      descriptionLocale: 'en',
    });
    // No translation into Chinese, and English is the original.
    for (const reader of [{ cookie: 'locale=zh' }, { cookie: 'locale=en' }, {}, { cookie: 'locale=xx' }]) {
      expect(await detail(id, reader), JSON.stringify(reader)).toMatchObject({
        name: 'Harbour Store',
        nameLocale: 'en',
        description: 'Dry storage next to the port',
        descriptionLocale: 'en',
      });
    }
  });

  it('falls back from the cookie to the signed-in viewer\'s profile, then the browser\'s languages, then English', async () => {
    const id = await createWarehouse({ name: 'Fallback Store', translations: [FRENCH, GERMAN_NAME_ONLY] });
    const chose = await t.app.inject({ method: 'PUT', url: '/api/profile/locale', headers: customer.headers, payload: { locale: 'fr' } });
    expect(chose.statusCode, chose.body).toBe(204);

    expect(await detail(id, { who: customer })).toMatchObject({ name: 'Entrepôt du port', nameLocale: 'fr' });
    // The cookie is the page's language of the moment: it wins over the profile.
    expect(await detail(id, { who: customer, cookie: 'locale=de' })).toMatchObject({ name: 'Hafenlager', nameLocale: 'de' });
    // The profile wins over the browser's languages.
    expect(await detail(id, { who: customer, acceptLanguage: 'de-DE,de;q=0.9' })).toMatchObject({ nameLocale: 'fr' });
    // Signed out with no choice made, the browser's first language the product speaks, as the page itself picks it.
    expect(await detail(id, { acceptLanguage: 'es-ES, de-AT;q=0.8, fr;q=0.5' })).toMatchObject({ name: 'Hafenlager', nameLocale: 'de' });
    expect(await detail(id, { acceptLanguage: 'es-ES' })).toMatchObject({ name: 'Fallback Store', nameLocale: 'en' });
  });

  it('gives browse cards and map pins the translated name with its language, and the original marked as such', async () => {
    const word = uniqueWord();
    const id = await createWarehouse({ name: `Quay ${word}`, translations: [{ ...FRENCH, name: `Quai ${word}` }] });
    const untranslatedWord = uniqueWord();
    const untranslated = await createWarehouse({ name: `Pier ${untranslatedWord}` });

    expect(await card(word, { cookie: 'locale=fr' })).toMatchObject({ id, name: `Quai ${word}`, nameLocale: 'fr', city: 'Tallinn' });
    expect(await card(word, { cookie: 'locale=de' })).toMatchObject({ id, name: `Quay ${word}`, nameLocale: 'en' });
    expect(await card(word)).toMatchObject({ id, name: `Quay ${word}`, nameLocale: 'en' });
    expect(await card(untranslatedWord, { cookie: 'locale=fr' })).toMatchObject({ id: untranslated, name: `Pier ${untranslatedWord}`, nameLocale: 'en' });
    // The translated card is the stored card with its name replaced: everything else as in English.
    const { name: _fr, nameLocale: _frLocale, ...frenchRest } = await card(word, { cookie: 'locale=fr' });
    const { name: _en, nameLocale: _enLocale, ...englishRest } = await card(word);
    expect(frenchRest).toEqual(englishRest);

    expect(await pin(id, { cookie: 'locale=fr' })).toMatchObject({ name: `Quai ${word}`, nameLocale: 'fr', latitude: 59.44 });
    expect(await pin(id)).toMatchObject({ name: `Quay ${word}`, nameLocale: 'en' });
    expect(await pin(untranslated, { cookie: 'locale=fr' })).toMatchObject({ name: `Pier ${untranslatedWord}`, nameLocale: 'en' });
  });

  it('shows a listing written in another language in its original to its readers, and its English translation to English readers', async () => {
    const word = uniqueWord();
    const id = await createWarehouse({
      name: `Entrepôt ${word}`,
      description: 'Près du port',
      writtenIn: 'fr',
      translations: [{ locale: 'en', name: `Warehouse ${word}`, description: 'Near the port' }],
    });
    expect(await detail(id, { cookie: 'locale=fr' })).toMatchObject({ name: `Entrepôt ${word}`, nameLocale: 'fr', descriptionLocale: 'fr' });
    // Read in English, it still says what it was written in: its services' notes and units are in French.
    expect(await detail(id, { cookie: 'locale=en' })).toMatchObject({ name: `Warehouse ${word}`, nameLocale: 'en', description: 'Near the port', writtenIn: 'fr' });
    expect(await detail(id, { cookie: 'locale=ar' })).toMatchObject({ name: `Entrepôt ${word}`, nameLocale: 'fr', description: 'Près du port' });
    expect(await card(word, { cookie: 'locale=ar' })).toMatchObject({ name: `Entrepôt ${word}`, nameLocale: 'fr' });
    expect(await card(word, { cookie: 'locale=en' })).toMatchObject({ name: `Warehouse ${word}`, nameLocale: 'en' });
  });

  it('finds a listing by the words of its original only, whatever the reader\'s language (decision 235)', async () => {
    const word = uniqueWord();
    const translatedWord = uniqueWord();
    const id = await createWarehouse({ name: `Quay ${word}`, translations: [{ ...FRENCH, name: `Quai ${translatedWord}` }] });
    expect(await card(word, { cookie: 'locale=fr' })).toMatchObject({ id, name: `Quai ${translatedWord}` });
    for (const cookie of ['locale=fr', 'locale=en']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/warehouses?q=${translatedWord}`, headers: { cookie } });
      expect(response.json<BrowseResponse>().items, cookie).toEqual([]);
    }
  });

  it('marks cards and pins with the language a listing is now written in after its owner changes it', async () => {
    const word = uniqueWord();
    const id = await createWarehouse({ name: `Lager ${word}`, translations: [{ ...FRENCH, name: `Entrepôt ${word}` }] });
    expect(await card(word, { cookie: 'locale=de' })).toMatchObject({ name: `Lager ${word}`, nameLocale: 'en' });
    const response = await save(id, warehouseFormBody(reference, { name: `Lager ${word}`, latitude: 59.44, longitude: 24.75, writtenIn: 'de' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await card(word, { cookie: 'locale=de' })).toMatchObject({ name: `Lager ${word}`, nameLocale: 'de' });
    expect(await card(word, { cookie: 'locale=fr' })).toMatchObject({ name: `Entrepôt ${word}`, nameLocale: 'fr' });
    expect(await pin(id, { cookie: 'locale=zh' })).toMatchObject({ name: `Lager ${word}`, nameLocale: 'de' });
    expect(await pin(id, { cookie: 'locale=fr' })).toMatchObject({ name: `Entrepôt ${word}`, nameLocale: 'fr' });
  });

  it('says the answers vary by the cookie and the browser\'s languages', async () => {
    const id = await createWarehouse();
    for (const url of [`/api/warehouses/${id}`, '/api/warehouses', '/api/warehouses/map?limit=5']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers.vary), url).toMatch(/\bCookie\b/);
      expect(String(response.headers.vary), url).toMatch(/\bAccept-Language\b/);
    }
  });
});

describe('saving translations with the warehouse form', () => {
  it('gives the form what it edits only to the owner and administrators', async () => {
    const id = await createWarehouse({ name: 'Form Store', translations: [FRENCH] });
    const expected = {
      name: 'Form Store',
      description: 'Dry storage next to the port',
      writtenIn: 'en',
      translations: [{ locale: 'fr', name: FRENCH.name, description: FRENCH.description }],
    };
    // The owner reading in French still gets the originals to edit.
    expect((await detail(id, { who: owner, cookie: 'locale=fr' })).editableTexts).toEqual(expected);
    expect((await detail(id, { who: admin })).editableTexts).toEqual(expected);
    for (const who of [null, customer, otherOwner]) {
      expect((await detail(id, { who })).editableTexts, who?.user.roles.join() ?? 'visitor').toBeNull();
    }
  });

  it('lets the owner and administrators replace the translations, and no one else', async () => {
    const id = await createWarehouse({ name: 'Guarded Store', translations: [FRENCH] });
    const body = warehouseFormBody(reference, { name: 'Guarded Store', translations: [{ locale: 'ar', name: 'مستودع محمي', description: '' }] });

    expect((await save(id, body, null)).statusCode).toBe(401);
    expect((await save(id, body, customer)).statusCode).toBe(403);
    const refused = await save(id, body, otherOwner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'forbidden', message: GENERIC_MESSAGES.permission } });
    expect(await storedLocales(id)).toEqual(['fr']);

    const byOwner = await save(id, body);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(await storedLocales(id)).toEqual(['ar']);
    expect(await detail(id, { cookie: 'locale=ar' })).toMatchObject({ name: 'مستودع محمي', nameLocale: 'ar', descriptionLocale: 'en' });

    const byAdmin = await save(id, { ...body, translations: [GERMAN_NAME_ONLY] }, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<WarehouseDetail>().editableTexts?.translations).toEqual([{ locale: 'de', name: 'Hafenlager', description: '' }]);
    expect(await storedLocales(id)).toEqual(['de']);
  });

  it('keeps the saved translations when a body leaves them out, and removes them for an empty list or blank texts', async () => {
    const id = await createWarehouse({ translations: [FRENCH, GERMAN_NAME_ONLY] });
    const body = warehouseFormBody(reference);
    expect((await save(id, body)).statusCode).toBe(200);
    expect(await storedLocales(id)).toEqual(['de', 'fr']);

    expect((await save(id, { ...body, translations: [{ locale: 'fr', name: '   ', description: '' }, GERMAN_NAME_ONLY] })).statusCode).toBe(200);
    expect(await storedLocales(id)).toEqual(['de']);

    expect((await save(id, { ...body, translations: [] })).statusCode).toBe(200);
    expect(await storedLocales(id)).toEqual([]);
  });

  it('answers a save in the language of the request, as a read (its answer replaces the page\'s)', async () => {
    const id = await createWarehouse({ name: 'Answered Store', translations: [FRENCH] });
    const body = warehouseFormBody(reference, { name: 'Answered Store', translations: [FRENCH] });
    const saved = await t.app.inject({ method: 'PUT', url: `/api/warehouses/${id}`, headers: owner.headers, cookies: { locale: 'fr' }, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<WarehouseDetail>()).toMatchObject({ name: FRENCH.name, nameLocale: 'fr' });
    const hidden = await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${id}/status`, headers: owner.headers, cookies: { locale: 'fr' }, payload: { isActive: false } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<WarehouseDetail>()).toMatchObject({ name: FRENCH.name, nameLocale: 'fr' });
  });

  it('drops the translation into the language the listing is now written in', async () => {
    const id = await createWarehouse({ translations: [FRENCH, GERMAN_NAME_ONLY] });
    const response = await save(id, warehouseFormBody(reference, { name: 'Entrepôt réécrit', writtenIn: 'fr' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedLocales(id)).toEqual(['de']);
    expect(await detail(id, { cookie: 'locale=fr' })).toMatchObject({ name: 'Entrepôt réécrit', nameLocale: 'fr' });
    expect(await detail(id, { cookie: 'locale=zh' })).toMatchObject({ name: 'Entrepôt réécrit', nameLocale: 'fr' });
  });

  it('answers 400 with each field\'s message for translations it cannot keep', async () => {
    const id = await createWarehouse({ translations: [FRENCH] });
    const body = warehouseFormBody(reference);
    const cases: { translations: unknown; writtenIn?: unknown; path: string; message?: string }[] = [
      { translations: [{ locale: 'fr', name: 'x'.repeat(201) }], path: 'translations.0.name' },
      { translations: [{ locale: 'fr', name: 'Nom', description: 'x'.repeat(5001) }], path: 'translations.0.description' },
      { translations: [{ locale: 'es', name: 'Almacén' }], path: 'translations.0.locale' },
      { translations: [{ name: 'Sans langue' }], path: 'translations.0.locale' },
      { translations: [], writtenIn: 'es', path: 'writtenIn' },
      {
        translations: [{ locale: 'en', name: 'Same language' }],
        path: 'translations.0.locale',
        message: WAREHOUSE_FORM_MESSAGES.translationInOriginal,
      },
      {
        translations: [FRENCH, { locale: 'fr', name: 'Encore' }],
        path: 'translations.1.locale',
        message: WAREHOUSE_FORM_MESSAGES.duplicateTranslation,
      },
    ];
    for (const { translations, writtenIn, path, message } of cases) {
      const payload = { ...body, translations, ...(writtenIn ? { writtenIn } : {}) } as WarehouseInput;
      const response = await save(id, payload);
      expect(response.statusCode, path).toBe(400);
      const { error } = response.json<{ error: { code: string; details: Record<string, string[]> } }>();
      expect(error.code).toBe('validation_error');
      expect(Object.keys(error.details), JSON.stringify(translations)).toEqual([path]);
      if (message) expect(error.details[path]).toEqual([message]);
    }
    // A translation into the saved language is refused when the body leaves the language out, too.
    const intoSaved = await save(id, { ...body, writtenIn: undefined, translations: [{ locale: 'en', name: 'Same' }] });
    expect(intoSaved.statusCode).toBe(400);
    // Nothing was saved by any of them.
    expect(await storedLocales(id)).toEqual(['fr']);
    expect((await detail(id, { cookie: 'locale=fr' })).name).toBe(FRENCH.name);
  });

  it('copies the translations with a duplicate, and deletes them with the warehouse', async () => {
    const id = await createWarehouse({ name: 'Copied Store', translations: [FRENCH, { locale: 'ar', name: '', description: 'وصف فقط' }] });
    const copy = await t.app.inject({ method: 'POST', url: `/api/warehouses/${id}/duplicate`, headers: owner.headers });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json<{ id: string }>().id;
    expect((await detail(copyId, { who: owner })).editableTexts?.translations).toEqual([
      { locale: 'ar', name: '', description: 'وصف فقط' },
      { locale: 'fr', name: 'Entrepôt du port (Copy)', description: FRENCH.description },
    ]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/warehouses/${id}`, headers: owner.headers });
    expect(removed.statusCode, removed.body).toBe(204);
    const [left] = await t.db.select({ value: count() }).from(warehouseTranslations).where(eq(warehouseTranslations.warehouseId, id));
    expect(left?.value).toBe(0);
    expect(await storedLocales(copyId)).toEqual(['ar', 'fr']);
  });
});

describe('a listing another domain creates (listing-request approval, the demo data)', () => {
  const listing = (translations: NewListingForOwner['translations']): NewListingForOwner => ({
    ownerId: owner.user.id,
    name: 'Approved Store',
    description: 'Written in German',
    address: 'Hafenstraße 1',
    city: 'Hamburg',
    country: 'Germany',
    postalCode: '20457',
    originalLocale: 'de',
    translations,
    spaces: [{ spaceTypeId: reference.spaceTypes[0]!.id, sizeM2: 100, pricePerM2Cents: 500 }],
    features: [],
    services: [],
    images: [],
  });

  it('keeps its translations, checked against the language it is written in, as a form save is', async () => {
    const id = await t.db.transaction((tx) => insertListingForOwner(tx, listing([{ ...FRENCH }]), null));
    expect(await storedLocales(id)).toEqual(['fr']);
    expect((await detail(id, { cookie: 'locale=fr' })).name).toBe(FRENCH.name);
    await expect(t.db.transaction((tx) => insertListingForOwner(tx, listing([{ locale: 'de', name: 'Hafenlager', description: null }]), null))).rejects.toMatchObject({
      code: 'validation_error',
      details: { 'translations.0.locale': [WAREHOUSE_FORM_MESSAGES.translationInOriginal] },
    });
  });
});

describe('the single-space catalogue', () => {
  function listingBody(overrides: Partial<OwnerWarehouseInput> = {}): OwnerWarehouseInput {
    return {
      name: `Yard ${uniqueWord()}`,
      description: 'Fenced yard by the port',
      warehouseTypeId: reference.warehouseTypeId('General Storage'),
      sizeM2: 800,
      pricePerM2Cents: 300,
      operatingHours: '24_7',
      address: 'Kai 1',
      city: 'Tallinn',
      country: 'Estonia',
      postalCode: '10111',
      ...overrides,
    };
  }

  async function listing(id: string, reader: Reader = {}) {
    const response = await t.app.inject({ method: 'GET', url: `/api/owner-warehouses/${id}`, headers: readerHeaders(reader) });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
    return response.json<OwnerWarehouseDetail>();
  }

  it('saves the translations with its own form and reads them in the reader\'s language', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/owner-warehouses',
      headers: owner.headers,
      payload: listingBody({ name: 'Open Yard', writtenIn: 'en', translations: [{ locale: 'zh', name: '露天堆场', description: '港口旁的围栏堆场' }] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;

    expect(await listing(id, { cookie: 'locale=zh' })).toMatchObject({ name: '露天堆场', nameLocale: 'zh', description: '港口旁的围栏堆场', descriptionLocale: 'zh' });
    expect(await listing(id, { cookie: 'locale=fr' })).toMatchObject({ name: 'Open Yard', nameLocale: 'en', editableTexts: null });
    expect((await listing(id, { who: owner, cookie: 'locale=zh' })).editableTexts).toMatchObject({ name: 'Open Yard', writtenIn: 'en' });

    const otherSave = await t.app.inject({
      method: 'PUT',
      url: `/api/owner-warehouses/${id}`,
      headers: otherOwner.headers,
      payload: listingBody({ translations: [] }),
    });
    expect(otherSave.statusCode).toBe(403);
    expect(await storedLocales(id)).toEqual(['zh']);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/owner-warehouses/${id}`,
      headers: owner.headers,
      payload: listingBody({ translations: [{ locale: 'de', name: 'y'.repeat(201) }] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { details: object } }>().error.details)).toEqual(['translations.0.name']);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/owner-warehouses/${id}`,
      headers: admin.headers,
      payload: listingBody({ name: 'Open Yard', translations: [{ locale: 'de', name: 'Freilager', description: '' }] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listing(id, { cookie: 'locale=de' })).toMatchObject({ name: 'Freilager', nameLocale: 'de', descriptionLocale: 'en', writtenIn: 'en' });
    expect(await listing(id, { cookie: 'locale=zh' })).toMatchObject({ name: 'Open Yard', nameLocale: 'en' });
  });
});
