import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowseResponse,
  browseFilters,
  browseResponse,
  type MapPinsResponse,
  mapPinsResponse,
  warehouseFreeSpace,
} from '@shared/contracts/warehouses';
import { BROWSE_QUERY_MESSAGES } from '@shared/errors';
import { features, services, spaceTypes, warehouses } from '../../db/schema';
import { type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { rowsOf } from '../../db/client';
import {
  browseSortStatement,
  browseWalkStatement,
  choosePageStrategy,
  findBrowsePage,
  findMapPinsAndMore,
  walkFoundPage,
} from './warehouses.browse.repository';
import { browseCriteria, visibilityFor } from './warehouses.browse.service';
import { insertWarehouseWithChildren } from './warehouses.repository';

/**
 * A small catalogue with known answers (each file has its own database, so these are all the warehouses
 * there are). Tokens for free text sit in one field of one warehouse each: "harbour" in a name, "pharma"
 * in a description, "klaipeda" in a city (stored with its accent, "Klaipėda"), "fiji" in a country,
 * "matautu" in an address; "Türkiye" and "Gdańsk" in Pacific's description.
 *
 * | key      | owner | active | city / country       | spaces (type m² cents)                 | features               | services              | coords          |
 * | harbour  | A     | yes    | Tallinn / Estonia    | Indoor 1000 40, Outdoors 500 12        | Loading Docks, Forklifts | Customs Clearance   | 59.44, 24.75    |
 * | riga     | A     | yes    | Riga / Latvia        | Cold 300 90, Indoor 200 55, Indoor 250 60 | Loading Docks       | Customs, Palletising  | 56.95, 24.11    |
 * | baltic   | B     | yes    | Klaipeda / Lithuania | Outdoors 8000 9                        | Forklifts, Truck Parking | -                   | 55.71, 21.13    |
 * | dormant  | A     | no     | Tallinn / Estonia    | Indoor 100 30                          | Loading Docks, Forklifts | -                   | 59.40, 24.70    |
 * | hidden   | B     | no     | Hamburg / Germany    | Indoor 700 25                          | -                      | -                     | 53.55, 9.99     |
 * | pacific  | B     | yes    | Suva / Fiji          | Indoor 600 70                          | -                      | -                     | -18.14, 178.44  |
 * | apia     | B     | yes    | Apia / Samoa         | Bonded 200 100                         | -                      | -                     | -13.83, -171.76 |
 * | nopin    | A     | yes    | Lagos / Nigeria      | Hazardous 1000 200                     | -                      | -                     | none            |
 * | dock7    | A     | yes    | Cairo / Egypt        | Indoor 50 45                           | -                      | -                     | 30.04, 31.24    |
 */

type Key = 'harbour' | 'riga' | 'baltic' | 'dormant' | 'hidden' | 'pacific' | 'apia' | 'nopin' | 'dock7';

const t = useTestApp();
const [ownerA, ownerB, admin, customer] = useSignedIn(t, ['warehouse_owner'], ['warehouse_owner'], ['administrator'], ['customer']);
const ids = {} as Record<Key, string>;
const names = {} as Record<Key, string>;
let typeId: (name: string) => string;
let featureId: (name: string) => string;
let serviceId: (name: string) => string;

const VISIBLE_TO_ALL: Key[] = ['harbour', 'riga', 'baltic', 'pacific', 'apia', 'nopin', 'dock7'];
const EUROPE = 'west=-10&south=35&east=30&north=60';

async function browse(query = '', who?: SignedInUser): Promise<BrowseResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/warehouses${query ? `?${query}` : ''}`, headers: who?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  // The body is JSON text assembled from stored cards, which no serializer checks: the contract does here.
  return browseResponse.parse(response.json());
}

async function mapPins(query = '', who?: SignedInUser): Promise<MapPinsResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/warehouses/map${query ? `?${query}` : ''}`, headers: who?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  // JSON text written by the database, which no serializer checks: the contract does here.
  return mapPinsResponse.parse(response.json());
}

/** The matching warehouses as keys, sorted, with the total checked against them (one page holds them all). */
async function matches(query: string, who?: SignedInUser): Promise<Key[]> {
  const result = await browse(`${query}&pageSize=60`, who);
  expect(result.total).toBe(result.items.length);
  return result.items.map((item) => keyOf(item.id)).sort();
}

async function pinKeys(query: string, who?: SignedInUser): Promise<Key[]> {
  const result = await mapPins(query, who);
  return result.pins.map((pin) => keyOf(pin.id)).sort();
}

function keyOf(id: string): Key {
  const key = (Object.keys(ids) as Key[]).find((candidate) => ids[candidate] === id);
  if (!key) throw new Error(`unknown warehouse ${id}`);
  return key;
}

const sorted = (keys: Key[]) => [...keys].sort();
const spaceRequests = (requests: { type: string; sizeM2: number }[]) =>
  `spaceRequests=${encodeURIComponent(JSON.stringify(requests.map((request) => ({ spaceTypeId: typeId(request.type), sizeM2: request.sizeM2 }))))}`;

type Space = [type: string, sizeM2: string, cents: number];

async function addWarehouse(
  key: Key,
  owner: SignedInUser,
  fields: {
    name: string;
    description?: string;
    address?: string;
    city: string;
    country: string;
    isActive?: boolean;
    coordinates?: [number, number];
    spaces: Space[];
    features?: string[];
    services?: string[];
    images?: number;
    /** Minutes after the start of 2026: the order "newest first" sorts by. */
    createdMinute: number;
  },
) {
  const id = await t.db.transaction((tx) =>
    insertWarehouseWithChildren(tx, {
      ownerId: owner.user.id,
      name: fields.name,
      description: fields.description ?? 'General cargo storage.',
      address: fields.address ?? '1 Main Street',
      city: fields.city,
      country: fields.country,
      postalCode: '10000',
      latitude: fields.coordinates?.[0] ?? null,
      longitude: fields.coordinates?.[1] ?? null,
      isActive: fields.isActive ?? true,
      spaces: fields.spaces.map(([type, sizeM2, pricePerM2Cents]) => ({ spaceTypeId: typeId(type), sizeM2, pricePerM2Cents })),
      features: (fields.features ?? []).map((name) => ({ featureId: featureId(name) })),
      services: (fields.services ?? []).map((name) => ({ serviceId: serviceId(name), pricingType: 'ask_quote' as const })),
      images: Array.from({ length: fields.images ?? 0 }, (_, index) => ({
        storageKey: `warehouse-images/${key}-${index}.webp`,
        thumbnailKey: `warehouse-images/${key}-${index}.thumb.webp`,
      })),
    }),
  );
  await t.db.execute(sql`update warehouses set created_at = timestamptz '2026-01-01T00:00:00Z' + ${fields.createdMinute} * interval '1 minute' where id = ${id}`);
  ids[key] = id;
  names[key] = fields.name;
}

beforeAll(async () => {
  const byName = (rows: { id: string; name: string }[]) => (name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`no reference row ${name}`);
    return row.id;
  };
  typeId = byName(await t.db.select({ id: spaceTypes.id, name: spaceTypes.name }).from(spaceTypes));
  featureId = byName(await t.db.select({ id: features.id, name: features.name }).from(features));
  serviceId = byName(await t.db.select({ id: services.id, name: services.name }).from(services));

  await addWarehouse('harbour', ownerA, {
    name: 'Harbour Logistics Hub',
    address: 'Dock 7 Quay',
    city: 'Tallinn',
    country: 'Estonia',
    coordinates: [59.44, 24.75],
    spaces: [
      ['Indoor', '1000', 40],
      ['Outdoors', '500', 12],
    ],
    features: ['Loading Docks', 'Forklifts'],
    services: ['Customs Clearance'],
    images: 2,
    createdMinute: 1,
  });
  await addWarehouse('riga', ownerA, {
    name: 'Riga Cold Chain',
    description: 'Rated 100% for pharma and food.',
    city: 'Riga',
    country: 'Latvia',
    coordinates: [56.95, 24.11],
    spaces: [
      ['Cold Storage', '300', 90],
      ['Indoor', '200', 55],
      ['Indoor', '250', 60],
    ],
    features: ['Loading Docks'],
    services: ['Palletising', 'Customs Clearance'],
    images: 1,
    createdMinute: 2,
  });
  await addWarehouse('baltic', ownerB, {
    name: 'Baltic Yard',
    description: 'Open yard for 1000 containers.',
    city: 'Klaipėda',
    country: 'Lithuania',
    coordinates: [55.71, 21.13],
    spaces: [['Outdoors', '8000', 9]],
    features: ['Forklifts', 'Truck Parking'],
    createdMinute: 3,
  });
  await addWarehouse('dormant', ownerA, {
    name: 'Dormant Depot',
    city: 'Tallinn',
    country: 'Estonia',
    isActive: false,
    coordinates: [59.4, 24.7],
    spaces: [['Indoor', '100', 30]],
    features: ['Loading Docks', 'Forklifts'],
    createdMinute: 4,
  });
  await addWarehouse('hidden', ownerB, {
    name: 'Hidden Hall',
    city: 'Hamburg',
    country: 'Germany',
    isActive: false,
    coordinates: [53.55, 9.99],
    spaces: [['Indoor', '700', 25]],
    createdMinute: 5,
  });
  // Same creation time: the newer-first order falls back to the id, descending.
  await addWarehouse('pacific', ownerB, {
    name: 'Pacific Store',
    description: 'Transit stock for Türkiye and Gdańsk.',
    city: 'Suva',
    country: 'Fiji',
    coordinates: [-18.14, 178.44],
    spaces: [['Indoor', '600', 70]],
    createdMinute: 6,
  });
  await addWarehouse('apia', ownerB, {
    name: 'Apia Depot',
    address: '14 Matautu Wharf Road',
    city: 'Apia',
    country: 'Samoa',
    coordinates: [-13.83, -171.76],
    spaces: [['Bonded', '200', 100]],
    createdMinute: 6,
  });
  await addWarehouse('nopin', ownerA, {
    name: 'No Pin Warehouse',
    city: 'Lagos',
    country: 'Nigeria',
    spaces: [['Hazardous Materials', '1000', 200]],
    createdMinute: 7,
  });
  await addWarehouse('dock7', ownerA, {
    name: 'Dock_7 Store',
    city: 'Cairo',
    country: 'Egypt',
    coordinates: [30.04, 31.24],
    spaces: [['Indoor', '50', 45]],
    createdMinute: 8,
  });
  // Owners' blocks in March 2027 (inclusive days; shared/capacity.ts), for the date filter.
  await block('harbour', 'Indoor', '600', '2027-03-10', '2027-03-20');
  await block('riga', 'Cold Storage', '300', '2027-03-01', '2027-03-31');
  await block('baltic', 'Outdoors', '8000', '2027-03-05', '2027-03-06');
  await block('apia', 'Bonded', '100', '2027-03-01', '2027-03-15');
  await block('apia', 'Bonded', '100', '2027-03-10', '2027-03-31');
});

async function block(key: Key, type: string, sizeM2: string, from: string, to: string) {
  await t.db.execute(sql`insert into space_commitments (warehouse_id, space_type_id, kind, size_m2, during)
                         values (${ids[key]}, ${typeId(type)}, 'block', ${sizeM2}, daterange(${from}::date, ${to}::date, '[]'))`);
}

describe('GET /api/warehouses: visibility and order', () => {
  it('shows visitors the active warehouses, newest first (same time: by id, descending)', async () => {
    const result = await browse();
    const [newer, older] = [ids.pacific, ids.apia].sort().reverse() as [string, string];
    expect(result.items.map((item) => item.id)).toEqual([ids.dock7, ids.nopin, newer, older, ids.baltic, ids.riga, ids.harbour]);
    expect(result.total).toBe(7);
  });

  it('adds a signed-in owner\'s own inactive warehouses, not another owner\'s', async () => {
    expect(await matches('', ownerA)).toEqual(sorted([...VISIBLE_TO_ALL, 'dormant']));
    expect(await matches('', ownerB)).toEqual(sorted([...VISIBLE_TO_ALL, 'hidden']));
    const own = (await browse('q=dormant', ownerA)).items[0];
    expect(own).toMatchObject({ id: ids.dormant, name: 'Dormant Depot' });
  });

  it('lets administrators and customers browse like any user: active warehouses (and their own)', async () => {
    expect(await matches('', admin)).toEqual(sorted(VISIBLE_TO_ALL));
    expect(await matches('', customer)).toEqual(sorted(VISIBLE_TO_ALL));
  });

  it('pages newest first; says whether more follow, and counts the matches once a page shows they are few', async () => {
    // Page 1 of 3: the walk finds its 3 and a 4th, so more follow; nobody counted how many.
    const first = await browse('pageSize=3');
    expect(first).toMatchObject({ total: null, hasMore: true, page: 1, pageSize: 3 });
    expect(first.items.map((item) => item.name)).toEqual(['Dock_7 Store', 'No Pin Warehouse', expect.any(String)]);
    // Page 3 needs rows 7 to 10 and there are only 7: the matches are collected, so they are counted.
    const last = await browse('pageSize=3&page=3');
    expect(last).toMatchObject({ total: 7, hasMore: false });
    expect(last.items.map((item) => item.name)).toEqual(['Harbour Logistics Hub']);
    const beyond = await browse('pageSize=3&page=4');
    expect(beyond).toMatchObject({ items: [], total: 7, hasMore: false, page: 4 });
    const second = await browse('pageSize=3&page=2');
    expect(second).toMatchObject({ hasMore: true });
    const pagesTogether = [...first.items, ...second.items, ...last.items].map((item) => item.id);
    expect(new Set(pagesTogether).size).toBe(7);
  });

  it('defaults to pages of 24 and refuses page sizes over 60', async () => {
    expect(await browse()).toMatchObject({ page: 1, pageSize: 24 });
    const response = await t.app.inject({ method: 'GET', url: '/api/warehouses?pageSize=61' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/warehouses: cards', () => {
  it('carries the "From" price (lowest space price), total size, sorted lists and the first image', async () => {
    const [card] = (await browse('q=harbour')).items;
    expect(card).toEqual({
      id: ids.harbour,
      name: 'Harbour Logistics Hub',
      nameLocale: 'en',
      city: 'Tallinn',
      country: 'Estonia',
      totalSizeM2: 1500,
      minPricePerM2Cents: 12,
      spaceTypes: ['Indoor', 'Outdoors'],
      features: ['Forklifts', 'Loading Docks'],
      services: ['Customs Clearance'],
      thumbnailUrl: '/files/warehouse-images/harbour-0.thumb.webp',
    });
    // Only what a card shows: no description, address, coordinates or ids (they were 2/3 of the answer).
    const response = await t.app.inject({ method: 'GET', url: '/api/warehouses?q=harbour' });
    expect(response.body).not.toContain('General cargo storage');
  });

  it('lists a space type once however many spaces have it, and empty lists and no image when there are none', async () => {
    const [riga] = (await browse('q=pharma')).items;
    expect(riga).toMatchObject({
      totalSizeM2: 750,
      minPricePerM2Cents: 55,
      spaceTypes: ['Cold Storage', 'Indoor'],
      services: ['Customs Clearance', 'Palletising'],
    });
    const [baltic] = (await browse('q=baltic')).items;
    expect(baltic).toMatchObject({ services: [], thumbnailUrl: null });
    const [noPin] = (await browse('q=no pin')).items;
    expect(noPin).toMatchObject({ features: [] });
  });
});

describe('GET /api/warehouses: filters', () => {
  it('matches free text in the name, description, city, country and address, ignoring case', async () => {
    expect(await matches('q=HARBOUR')).toEqual(['harbour']);
    expect(await matches('q=Pharma')).toEqual(['riga']);
    expect(await matches('q=klaipeda')).toEqual(['baltic']);
    expect(await matches('q=FIJI')).toEqual(['pacific']);
    expect(await matches('q=matautu')).toEqual(['apia']);
    expect(await matches('q=depot')).toEqual(['apia']);
    expect(await matches('q=depot', ownerA)).toEqual(['apia', 'dormant']);
    expect(await matches('q=nowhere-at-all')).toEqual([]);
  });

  it("matches the inquiry picker's text in the name, city and country only (qScope), with the other filters", async () => {
    const picker = (text: string) => `q=${encodeURIComponent(text)}&qScope=name-city-country`;
    expect(await matches(picker('HARBOUR'))).toEqual(['harbour']);
    expect(await matches(picker('klaipeda'))).toEqual(['baltic']);
    expect(await matches(picker('FIJI'))).toEqual(['pacific']);
    // Only in a description or an address: no match.
    expect(await matches(picker('Pharma'))).toEqual([]);
    expect(await matches(picker('matautu'))).toEqual([]);
    expect(await matches(picker('turkiye'))).toEqual([]);
    expect(await matches('q=turkiye&qScope=all')).toEqual(['pacific']);
    expect(await matches(`${picker('a')}&country=estonia`, ownerA)).toEqual(['dormant', 'harbour']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/warehouses?q=a&qScope=description' });
    expect(refused.statusCode).toBe(400);
  });

  it('matches without accents, either way round, on PGlite and PostgreSQL alike', async () => {
    for (const text of ['turkiye', 'TÜRKİYE', 'Türkiye', 'gdansk', 'GDAŃSK']) {
      expect(await matches(`q=${encodeURIComponent(text)}`), text).toEqual(['pacific']);
    }
    expect(await matches(`q=${encodeURIComponent('Klaipėda')}`)).toEqual(['baltic']);
    expect(await matches('city=KLAIPEDA')).toEqual(['baltic']);
    expect(await matches(`city=${encodeURIComponent('klaipėd')}`)).toEqual(['baltic']);
    expect(await matches(`country=${encodeURIComponent('líthuania')}`)).toEqual(['baltic']);
  });

  it('takes % and _ in the search text literally', async () => {
    expect(await matches(`q=${encodeURIComponent('100%')}`)).toEqual(['riga']);
    expect(await matches('q=k_7')).toEqual(['dock7']);
    expect(await matches(`q=${encodeURIComponent('%')}`)).toEqual(['riga']);
    expect(await matches(`q=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('requires every selected space type, feature and service', async () => {
    expect(await matches(`spaceTypes=${typeId('Indoor')}`)).toEqual(sorted(['harbour', 'riga', 'pacific', 'dock7']));
    expect(await matches(`spaceTypes=${typeId('Indoor')},${typeId('Outdoors')}`)).toEqual(['harbour']);
    expect(await matches(`spaceTypes=${typeId('Indoor')}&spaceTypes=${typeId('Cold Storage')}`)).toEqual(['riga']);
    expect(await matches(`features=${featureId('Loading Docks')}`)).toEqual(sorted(['harbour', 'riga']));
    // Riga has only Loading Docks and Baltic only Forklifts: neither has both.
    expect(await matches(`features=${featureId('Loading Docks')},${featureId('Forklifts')}`)).toEqual(['harbour']);
    expect(await matches(`features=${featureId('Loading Docks')},${featureId('Forklifts')}`, ownerA)).toEqual(sorted(['harbour', 'dormant']));
    expect(await matches(`services=${serviceId('Customs Clearance')}`)).toEqual(sorted(['harbour', 'riga']));
    expect(await matches(`services=${serviceId('Customs Clearance')},${serviceId('Palletising')}`)).toEqual(['riga']);
    expect(await matches(`features=${featureId('Rail Siding')}`)).toEqual([]);
  });

  it('filters on the total size, bounds included', async () => {
    expect(await matches('minSize=750&maxSize=1500')).toEqual(sorted(['harbour', 'riga', 'nopin']));
    expect(await matches('minSize=8000')).toEqual(['baltic']);
    expect(await matches('maxSize=200')).toEqual(sorted(['apia', 'dock7']));
  });

  it('filters on the "From" price in euros, bounds included', async () => {
    expect(await matches('minPrice=0.45&maxPrice=0.7')).toEqual(sorted(['dock7', 'riga', 'pacific']));
    expect(await matches('maxPrice=0.12')).toEqual(sorted(['harbour', 'baltic']));
    expect(await matches('minPrice=1')).toEqual(sorted(['apia', 'nopin']));
    expect(await matches('minPrice=0.455')).toEqual(sorted(['riga', 'pacific', 'apia', 'nopin']));
  });

  it('matches city and country by containment, ignoring case', async () => {
    expect(await matches('city=ALLIN')).toEqual(['harbour']);
    expect(await matches('city=allin', ownerA)).toEqual(sorted(['harbour', 'dormant']));
    expect(await matches('country=ton')).toEqual(['harbour']);
    expect(await matches('country=ia&city=g')).toEqual(sorted(['riga', 'nopin']));
    expect(await matches('country=ia&city=tal')).toEqual(['harbour']);
    // "Cold" is in Riga's name, which the city filter does not look at.
    expect(await matches('city=cold')).toEqual([]);
  });

  it('matches a country as saved, whatever characters it holds, from its first save and after an edit', async () => {
    // The filter reads the stored countries (warehouse_countries, kept by a trigger on every insert and
    // update). In a transaction rolled back at the end, so the catalogue above stays as it is.
    const saved = t.db.transaction(async (tx) => {
      const id = await insertWarehouseWithChildren(tx, {
        ownerId: ownerA.user.id,
        name: 'Quay Store',
        description: '',
        address: '1 Quay',
        city: 'Basseterre',
        country: 'Saint "Kitts", {Nevis} \\ Isles',
        postalCode: '00000',
        latitude: null,
        longitude: null,
        isActive: true,
        spaces: [{ spaceTypeId: typeId('Indoor'), sizeM2: '100', pricePerM2Cents: 10 }],
        features: [],
        services: [],
        images: [],
      });
      const found = async (country: string) => {
        const criteria = await browseCriteria(tx, browseFilters.parse({ country }));
        return (await findBrowsePage(tx, criteria, visibilityFor(null), { limit: 24, offset: 0 })).cards.map((card) => card.id);
      };
      expect(await found('kitts')).toEqual([id]);
      expect(await found('"KITTS", {nevis} \\')).toEqual([id]);
      await tx.update(warehouses).set({ country: 'Ätlantis' }).where(eq(warehouses.id, id));
      expect(await found('atlantis')).toEqual([id]);
      expect(await found('kitts')).toEqual([]);
      tx.rollback();
    });
    await expect(saved).rejects.toThrow(TransactionRollbackError);
    expect(await matches('country=kitts')).toEqual([]);
  });

  it('keeps warehouses whose spaces of each requested type add up to the requested size', async () => {
    // Riga has 200 + 250 m² of Indoor: no single space is big enough, together they are.
    expect(await matches(spaceRequests([{ type: 'Indoor', sizeM2: 400 }]))).toEqual(sorted(['harbour', 'riga', 'pacific']));
    expect(await matches(spaceRequests([{ type: 'Indoor', sizeM2: 450 }]))).toEqual(sorted(['harbour', 'riga', 'pacific']));
    expect(await matches(spaceRequests([{ type: 'Indoor', sizeM2: 451 }]))).toEqual(sorted(['harbour', 'pacific']));
    expect(
      await matches(
        spaceRequests([
          { type: 'Indoor', sizeM2: 400 },
          { type: 'Cold Storage', sizeM2: 300 },
        ]),
      ),
    ).toEqual(['riga']);
    // Two requests of one type add up: 300 + 300 m² of Indoor.
    expect(
      await matches(
        spaceRequests([
          { type: 'Indoor', sizeM2: 300 },
          { type: 'Indoor', sizeM2: 300 },
        ]),
      ),
    ).toEqual(sorted(['harbour', 'pacific']));
    // A request of 0 m² still needs the type.
    expect(await matches(spaceRequests([{ type: 'Outdoors', sizeM2: 0 }]))).toEqual(sorted(['harbour', 'baltic']));
    expect(await matches(spaceRequests([]))).toEqual(sorted(VISIBLE_TO_ALL));
  });

  it('combines every filter with AND', async () => {
    expect(await matches(`q=store&spaceTypes=${typeId('Indoor')}&maxPrice=0.5`)).toEqual(['dock7']);
    expect(await matches(`country=a&features=${featureId('Loading Docks')}&minSize=1000`)).toEqual(['harbour']);
    expect(await matches(`country=a&features=${featureId('Loading Docks')}&minSize=1000&maxSize=1400`)).toEqual([]);
    expect(await matches(`city=t&services=${serviceId('Customs Clearance')}&${spaceRequests([{ type: 'Outdoors', sizeM2: 500 }])}`)).toEqual([
      'harbour',
    ]);
    expect(await matches(`q=a&minPrice=0.1&maxPrice=1&minSize=500`)).toEqual(sorted(['harbour', 'riga', 'pacific']));
  });

  it('answers 400 for ids that are not ids, bad spaceRequests and bad numbers', async () => {
    for (const query of [
      'features=not-a-uuid',
      `spaceTypes=${typeId('Indoor')},42`,
      'services=abc',
      'spaceRequests=not-json',
      `spaceRequests=${encodeURIComponent('{"spaceTypeId":"x"}')}`,
      `spaceRequests=${encodeURIComponent('[{"spaceTypeId":"nope","sizeM2":1}]')}`,
      `spaceRequests=${encodeURIComponent(`[{"spaceTypeId":"${typeId('Indoor')}","sizeM2":-1}]`)}`,
      'minPrice=cheap',
      'maxSize=-5',
      'page=0',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/warehouses?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('validation_error');
    }
  });

  it('finds nothing for an id that is well-formed but unknown', async () => {
    expect(await matches('features=00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});

describe('GET /api/warehouses: free space for dates', () => {
  /*
   * March 2027: harbour has 400 of its 1000 m² Indoor free (600 blocked 10–20 Mar) and all 500 m²
   * Outdoors; riga's Cold Storage is blocked all month (Indoor 450 free); baltic's only space is
   * blocked 5–6 Mar; apia's Bonded 200 is half blocked 1–15 and half 10–31 (none free 10–15).
   */
  const MARCH = 'from=2027-03-01&to=2027-03-31';
  const APRIL = 'from=2027-04-01&to=2027-04-30';

  it("keeps each warehouse's commitment span covering every day its commitments reach, whoever writes them", async () => {
    // The filter probes commitments only where the span meets the days (migration 0023); a span short
    // of a commitment would show its space as free. In a transaction rolled back at the end.
    const written = t.db.transaction(async (tx) => {
      const span = async () => (await rowsOf<{ span: string | null }>(tx, sql`select commitment_span::text as span from warehouses where id = ${ids.pacific}`))[0]?.span;
      expect(await span()).toBeNull();
      await tx.execute(sql`insert into space_commitments (warehouse_id, space_type_id, kind, size_m2, during)
                           values (${ids.pacific}, ${typeId('Indoor')}, 'block', 10, daterange('2030-01-01', '2030-01-10'))`);
      expect(await span()).toBe('[2030-01-01,2030-01-10)');
      await tx.execute(sql`update space_commitments set during = daterange('2030-01-05', '2030-02-01') where warehouse_id = ${ids.pacific}`);
      expect(await span()).toBe('[2030-01-01,2030-02-01)');
      // Never narrowed: a shortened or deleted commitment only costs a probe.
      await tx.execute(sql`delete from space_commitments where warehouse_id = ${ids.pacific}`);
      expect(await span()).toBe('[2030-01-01,2030-02-01)');
      tx.rollback();
    });
    await expect(written).rejects.toThrow(TransactionRollbackError);
  });

  it('takes only the busiest day as taken: blocks one after the other leave capacity less the larger, not less their sum', async () => {
    // pacific's Indoor 600: 400 blocked 1–10 Jan 2030, 400 on 11–20 Jan. Together 800, more than it has,
    // yet never more than 400 on one day: 200 m² are free on every day of 1–20 Jan. In a rolled-back transaction.
    const seen = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into space_commitments (warehouse_id, space_type_id, kind, size_m2, during)
                           values (${ids.pacific}, ${typeId('Indoor')}, 'block', 400, daterange('2030-01-01', '2030-01-10', '[]')),
                                  (${ids.pacific}, ${typeId('Indoor')}, 'block', 400, daterange('2030-01-11', '2030-01-20', '[]'))`);
      const filtersFor = (query: string) =>
        browseCriteria(tx, browseFilters.parse(Object.fromEntries(new URLSearchParams(`from=2030-01-01&to=2030-01-20&${query}`))));
      const freeOnCard = async (query: string) => {
        const page = await findBrowsePage(tx, await filtersFor(query), visibilityFor(null), { limit: 60, offset: 0 });
        return page.cards.find((card) => card.id === ids.pacific)?.freeM2 ?? null;
      };
      const pinned = async (query: string) => {
        const { pins } = await findMapPinsAndMore(tx, await filtersFor(query), visibilityFor(null), undefined, 500, 'walk');
        return (JSON.parse(pins) as { id: string }[]).some((pin) => pin.id === ids.pacific);
      };
      for (const query of ['', 'minFree=200', `spaceTypes=${typeId('Indoor')}`, `spaceTypes=${typeId('Indoor')}&minFree=200`]) {
        expect(await freeOnCard(query), query).toBe(200);
        expect(await pinned(query), query).toBe(true);
      }
      for (const query of ['minFree=201', `spaceTypes=${typeId('Indoor')}&minFree=201`, spaceRequests([{ type: 'Indoor', sizeM2: 201 }])]) {
        expect(await freeOnCard(query), query).toBeNull();
        expect(await pinned(query), query).toBe(false);
      }
      expect(await freeOnCard(spaceRequests([{ type: 'Indoor', sizeM2: 200 }]))).toBe(200);
      tx.rollback();
    });
    await expect(seen).rejects.toThrow(TransactionRollbackError);
  });

  it('keeps warehouses with some space free on every day, and drops those fully taken on any day', async () => {
    expect(await matches(MARCH)).toEqual(sorted(['harbour', 'riga', 'pacific', 'nopin', 'dock7']));
    expect(await matches(APRIL)).toEqual(sorted(VISIBLE_TO_ALL));
    // Inclusive days: baltic's block ends on the 6th, so from the 7th it is free, on the 6th it is not.
    expect(await matches('from=2027-03-07&to=2027-03-31')).toContain('baltic');
    expect(await matches('from=2027-03-06&to=2027-03-06')).not.toContain('baltic');
    // apia: each block alone leaves 100 m²; both together (10–15 Mar) leave none.
    expect(await matches('from=2027-03-01&to=2027-03-09')).toContain('apia');
    expect(await matches('from=2027-03-16&to=2027-03-31')).toContain('apia');
    expect(await matches('from=2027-03-15&to=2027-03-16')).not.toContain('apia');
  });

  it('requires each selected space type to be free, and at least minFree m² of it', async () => {
    expect(await matches(`spaceTypes=${typeId('Cold Storage')}&${MARCH}`)).toEqual([]);
    expect(await matches(`spaceTypes=${typeId('Cold Storage')}&${APRIL}`)).toEqual(['riga']);
    expect(await matches(`spaceTypes=${typeId('Indoor')}&minFree=400&${MARCH}`)).toEqual(sorted(['harbour', 'riga', 'pacific']));
    expect(await matches(`spaceTypes=${typeId('Indoor')}&minFree=401&${MARCH}`)).toEqual(sorted(['riga', 'pacific']));
    expect(await matches(`spaceTypes=${typeId('Indoor')}&minFree=500&${MARCH}`)).toEqual(['pacific']);
    expect(await matches(`spaceTypes=${typeId('Indoor')}&minFree=500&${APRIL}`)).toEqual(sorted(['harbour', 'pacific']));
    // Two types: both must have it.
    expect(await matches(`spaceTypes=${typeId('Indoor')},${typeId('Outdoors')}&minFree=450&${MARCH}`)).toEqual([]);
    expect(await matches(`spaceTypes=${typeId('Indoor')},${typeId('Outdoors')}&minFree=400&${MARCH}`)).toEqual(['harbour']);
  });

  it('with no type selected, keeps warehouses where some type has minFree m² free', async () => {
    // harbour: Outdoors 500; riga: Indoor 450; pacific 600; nopin 1000.
    expect(await matches(`minFree=450&${MARCH}`)).toEqual(sorted(['harbour', 'riga', 'pacific', 'nopin']));
    expect(await matches(`minFree=501&${MARCH}`)).toEqual(sorted(['pacific', 'nopin']));
    expect(await matches(`minFree=8000&${APRIL}`)).toEqual(['baltic']);
  });

  it("checks the picker's space requests against what is free for the dates", async () => {
    const indoor500 = spaceRequests([{ type: 'Indoor', sizeM2: 500 }]);
    expect(await matches(indoor500)).toEqual(sorted(['harbour', 'pacific']));
    expect(await matches(`${indoor500}&${MARCH}`)).toEqual(['pacific']);
    expect(await matches(`${indoor500}&${APRIL}`)).toEqual(sorted(['harbour', 'pacific']));
    // Requests of one type add up: 300 + 100 fits harbour's 400 free in March, 300 + 150 does not.
    const split = (second: number) => spaceRequests([{ type: 'Indoor', sizeM2: 300 }, { type: 'Indoor', sizeM2: second }]);
    expect(await matches(`${split(100)}&${MARCH}`)).toEqual(sorted(['harbour', 'riga', 'pacific']));
    expect(await matches(`${split(151)}&${MARCH}`)).toEqual(['pacific']);
  });

  it('gives each card its free m² for the dates: the selected types, or all types', async () => {
    const all = await browse(`${MARCH}&pageSize=60`);
    expect(all.free).toEqual({
      [ids.harbour]: 900,
      [ids.riga]: 450,
      [ids.pacific]: 600,
      [ids.nopin]: 1000,
      [ids.dock7]: 50,
    });
    const indoor = await browse(`spaceTypes=${typeId('Indoor')}&${MARCH}&pageSize=60`);
    expect(indoor.free).toEqual({ [ids.harbour]: 400, [ids.riga]: 450, [ids.pacific]: 600, [ids.dock7]: 50 });
    // The walk (a short page of common matches) says the same.
    const walked = await browse(`${MARCH}&pageSize=1`);
    expect(walked.total).toBeNull();
    expect(walked.free).toEqual({ [ids.dock7]: 50 });
    expect(await browse('pageSize=60')).not.toHaveProperty('free');
  });

  it('filters the map pins the same way', async () => {
    expect(await pinKeys(MARCH)).toEqual(sorted(['harbour', 'riga', 'pacific', 'dock7']));
    expect(await pinKeys(`${EUROPE}&${MARCH}`)).toEqual(sorted(['harbour', 'riga']));
    // Counted without the dates (6 pins), so whether more match is the pins' own answer.
    expect(await mapPins(`${MARCH}&limit=4`)).toMatchObject({ hasMore: false });
    const cut = await mapPins(`${MARCH}&limit=3`);
    expect(cut.hasMore).toBe(true);
    expect(cut.pins).toHaveLength(3);
    expect(await mapPins(`spaceTypes=${typeId('Cold Storage')}&${MARCH}`)).toEqual({ pins: [], hasMore: false });
  });

  it('answers 400 with a clear text for half a range, a range backwards or too long, a bad date, minFree alone', async () => {
    const cases: [string, string][] = [
      ['from=2027-03-01', BROWSE_QUERY_MESSAGES.datesTogether],
      ['to=2027-03-01', BROWSE_QUERY_MESSAGES.datesTogether],
      ['from=2027-03-02&to=2027-03-01', BROWSE_QUERY_MESSAGES.datesOrder],
      ['from=2027-01-01&to=2029-01-01', BROWSE_QUERY_MESSAGES.datesTooLong],
      ['from=2027-02-30&to=2027-03-01', BROWSE_QUERY_MESSAGES.invalidDate],
      ['from=1%20March&to=2027-03-01', BROWSE_QUERY_MESSAGES.invalidDate],
      ['minFree=100', BROWSE_QUERY_MESSAGES.minFreeNeedsDates],
      [`${MARCH}&minFree=-1`, ''],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/warehouses', '/api/warehouses/map']) {
        const response = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        if (message) expect(response.body, query).toContain(JSON.stringify(message).slice(1, -1));
      }
    }
    // 731 days is the longest range.
    expect((await t.app.inject({ method: 'GET', url: '/api/warehouses?from=2027-01-01&to=2028-12-31' })).statusCode).toBe(200);
  });

  it('tells the detail page the free m² per space type for the dates', async () => {
    const freeSpace = async (key: Key, query: string, who?: SignedInUser) =>
      t.app.inject({ method: 'GET', url: `/api/warehouses/${ids[key]}/free-space?${query}`, headers: who?.headers ?? {} });
    const harbour = await freeSpace('harbour', MARCH);
    expect(harbour.statusCode, harbour.body).toBe(200);
    const body = warehouseFreeSpace.parse(harbour.json());
    expect(body).toMatchObject({ from: '2027-03-01', to: '2027-03-31' });
    expect(new Map(body.spaceTypes.map((type) => [type.spaceTypeId, type.freeM2]))).toEqual(
      new Map([
        [typeId('Indoor'), 400],
        [typeId('Outdoors'), 500],
      ]),
    );
    const april = warehouseFreeSpace.parse((await freeSpace('harbour', APRIL)).json());
    expect(april.spaceTypes.find((type) => type.spaceTypeId === typeId('Indoor'))?.freeM2).toBe(1000);
    // Seen by whoever sees the warehouse: not another owner's inactive one.
    expect((await freeSpace('hidden', MARCH)).statusCode).toBe(404);
    expect((await freeSpace('hidden', MARCH, ownerB)).statusCode).toBe(200);
    const half = await freeSpace('harbour', 'from=2027-03-01');
    expect(half.statusCode).toBe(400);
    expect(half.body).toContain(JSON.stringify(BROWSE_QUERY_MESSAGES.datesTogether).slice(1, -1));
  });
});

describe('GET /api/warehouses/map', () => {
  it('gives every visible warehouse with coordinates as a compact pin, ordered by id', async () => {
    const result = await mapPins();
    expect(result.hasMore).toBe(false);
    expect(result.pins.map((pin) => keyOf(pin.id)).sort()).toEqual(sorted(['harbour', 'riga', 'baltic', 'pacific', 'apia', 'dock7']));
    expect(result.pins.map((pin) => pin.id)).toEqual(result.pins.map((pin) => pin.id).sort());
    const riga = result.pins.find((pin) => pin.id === ids.riga);
    expect(riga).toEqual({
      id: ids.riga,
      name: 'Riga Cold Chain',
      nameLocale: 'en',
      city: 'Riga',
      country: 'Latvia',
      latitude: 56.95,
      longitude: 24.11,
      spaceTypes: ['Cold Storage', 'Indoor'],
    });
  });

  it('gives a pin\'s coordinates to 5 decimals, about a metre (migration 0020)', async () => {
    await t.db.execute(sql`update warehouses set latitude = 56.9512345678, longitude = -24.1100049999 where id = ${ids.riga}`);
    try {
      const [row] = await rowsOf<{ pin: string }>(t.db, sql`select warehouse_pin(${ids.riga}::uuid) as pin`);
      expect(JSON.parse(row!.pin)).toMatchObject({ latitude: 56.95123, longitude: -24.11 });
    } finally {
      await t.db.execute(sql`update warehouses set latitude = 56.95, longitude = 24.11 where id = ${ids.riga}`);
    }
  });

  it('stores cards and pins in ASCII, other characters escaped, so the answers stay one-byte text (migration 0020)', async () => {
    const name = 'Gdańsk Ærø 港 😀 "Depot"';
    await t.db.execute(sql`update warehouses set name = ${name} where id = ${ids.riga}`);
    try {
      const [row] = await rowsOf<{ card: string; pin: string }>(
        t.db,
        sql`select warehouse_card(${ids.riga}::uuid) as card, warehouse_pin(${ids.riga}::uuid) as pin`,
      );
      for (const text of [row!.card, row!.pin]) {
        expect(text).toMatch(/^[\x20-\x7e]*$/);
        expect(text).toContain('Gda\\u0144sk \\u00c6r\\u00f8 \\u6e2f \\ud83d\\ude00 \\"Depot\\"');
        expect((JSON.parse(text) as { name: string }).name).toBe(name);
      }
    } finally {
      await t.db.execute(sql`update warehouses set name = 'Riga Cold Chain' where id = ${ids.riga}`);
    }
  });

  it('keeps the stored pin in step with its row whoever writes it, and serves a pin too long to store (migration 0025)', async () => {
    const pinOfRiga = async () =>
      (await rowsOf<{ stored: string | null; built: string | null }>(t.db, sql`select map_pin as stored, warehouse_pin(id) as built from warehouses where id = ${ids.riga}`))[0]!;
    const rigaOnMap = async () => (await mapPins(EUROPE)).pins.find((pin) => pin.id === ids.riga);
    // The longest name, city and country the forms accept, each character a 6-byte escape: a pin of
    // about 2,600 bytes, over the 2,000 a stored pin may have.
    const [name, city, country] = ['港'.repeat(200), '港'.repeat(100), '港'.repeat(100)];
    const [row] = await rowsOf<{ types: string }>(t.db, sql`select space_type_ids::text as types from warehouses where id = ${ids.riga}`);
    const types = row!.types;
    try {
      // Written past the repository, as an import would: the trigger still rebuilds the pin.
      await t.db.execute(sql`update warehouses set name = 'Riga Renamed', longitude = 24.5 where id = ${ids.riga}`);
      let pin = await pinOfRiga();
      expect(pin.stored).toBe(pin.built);
      expect(JSON.parse(pin.stored!)).toMatchObject({ name: 'Riga Renamed', longitude: 24.5 });
      expect(await rigaOnMap()).toMatchObject({ name: 'Riga Renamed', longitude: 24.5 });
      // Each other column the pin shows, written alone (the app's saves write them together).
      const alone = [
        [sql`city = 'Jurmala'`, { city: 'Jurmala' }],
        [sql`country = 'Latvija'`, { country: 'Latvija' }],
        [sql`latitude = 56.97`, { latitude: 56.97 }],
        [sql`space_type_ids = array[${typeId('Indoor')}]::uuid[]`, { spaceTypes: ['Indoor'] }],
      ] as const;
      for (const [change, shown] of alone) {
        await t.db.execute(sql`update warehouses set ${change} where id = ${ids.riga}`);
        pin = await pinOfRiga();
        expect(pin.stored).toBe(pin.built);
        expect(JSON.parse(pin.stored!)).toMatchObject(shown);
      }
      // The column is the trigger's alone.
      await t.db.execute(sql`update warehouses set map_pin = '{}' where id = ${ids.riga}`);
      expect((await pinOfRiga()).stored).toBe(pin.built);
      await t.db.execute(sql`update warehouses set latitude = null where id = ${ids.riga}`);
      expect(await pinOfRiga()).toEqual({ stored: null, built: null });
      await t.db.execute(sql`update warehouses set latitude = 56.95, name = ${name}, city = ${city}, country = ${country} where id = ${ids.riga}`);
      pin = await pinOfRiga();
      expect(pin.stored).toBeNull();
      expect(pin.built!.length).toBeGreaterThan(2_500);
      expect(await rigaOnMap()).toMatchObject({ name, city, country });
    } finally {
      await t.db.execute(sql`update warehouses set name = 'Riga Cold Chain', city = 'Riga', country = 'Latvia', latitude = 56.95, longitude = 24.11,
                                                   space_type_ids = ${types}::uuid[] where id = ${ids.riga}`);
    }
    expect(await rigaOnMap()).toMatchObject({ name: 'Riga Cold Chain', longitude: 24.11, spaceTypes: ['Cold Storage', 'Indoor'] });
  });

  it('keeps to the viewport, also across the antimeridian', async () => {
    expect(await pinKeys(EUROPE)).toEqual(sorted(['harbour', 'riga', 'baltic']));
    expect(await pinKeys(EUROPE, ownerA)).toEqual(sorted(['harbour', 'riga', 'baltic', 'dormant']));
    expect(await pinKeys(EUROPE, ownerB)).toEqual(sorted(['harbour', 'riga', 'baltic', 'hidden']));
    // West 170 to east -170 spans the Pacific: Suva (178.44) and Apia (-171.76).
    expect(await pinKeys('west=170&south=-25&east=-170&north=-10')).toEqual(sorted(['pacific', 'apia']));
    // The same numbers the other way round are the rest of the world at those latitudes.
    expect(await pinKeys('west=-170&south=-25&east=170&north=-10')).toEqual([]);
    expect(await pinKeys('west=-180&south=-90&east=180&north=90')).toEqual(sorted(['harbour', 'riga', 'baltic', 'pacific', 'apia', 'dock7']));
  });

  it('applies the browse filters', async () => {
    expect(await pinKeys(`${EUROPE}&features=${featureId('Forklifts')}`)).toEqual(sorted(['harbour', 'baltic']));
    expect(await pinKeys(`q=store`)).toEqual(sorted(['pacific', 'dock7']));
    expect(await pinKeys(`${EUROPE}&${spaceRequests([{ type: 'Indoor', sizeM2: 450 }])}`)).toEqual(sorted(['harbour', 'riga']));
  });

  it('cuts at the limit by id and says that more match', async () => {
    const europe = [ids.harbour, ids.riga, ids.baltic].sort();
    const one = await mapPins(`${EUROPE}&limit=1`);
    expect(one).toMatchObject({ hasMore: true });
    expect(one.pins.map((pin) => pin.id)).toEqual([europe[0]]);
    const two = await mapPins(`${EUROPE}&limit=2`);
    expect(two).toMatchObject({ hasMore: true });
    expect(two.pins.map((pin) => pin.id)).toEqual(europe.slice(0, 2));
    expect(await mapPins(`${EUROPE}&limit=3`)).toMatchObject({ hasMore: false });
    expect((await mapPins(`${EUROPE}&q=zzqx`)).pins).toEqual([]);
  });

  it('answers 400 for half a viewport, south above north, out-of-range edges and bad filters', async () => {
    for (const query of ['west=-10', 'west=-10&south=35&east=30', 'west=-10&south=60&east=30&north=35', 'north=91&south=0&west=0&east=1', 'limit=0', 'limit=5001', 'features=x']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/warehouses/map?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('validation_error');
    }
  });
});

describe('page strategies', () => {
  it('walks the map\'s id order when matches are common and sorts the matches when they are rare', () => {
    // 100,000 warehouses, 500 pins: walking reads ~500 × 100,000 / total rows, sorting reads ~total.
    expect(choosePageStrategy(95_000, 100_000, 500)).toBe('walk');
    expect(choosePageStrategy(6_000, 100_000, 500)).toBe('walk');
    expect(choosePageStrategy(4_000, 100_000, 500)).toBe('sort');
    expect(choosePageStrategy(205, 100_000, 500)).toBe('sort');
    // More pins walk further, so sorting wins for more matches.
    expect(choosePageStrategy(6_000, 100_000, 2_000)).toBe('sort');
    // A table never analysed has no estimate: walk, as the planner would.
    expect(choosePageStrategy(3, 0, 24)).toBe('walk');
  });

  it('gives the same pages and pins either way', async () => {
    const filters = [
      '',
      'q=store',
      'q=turkiye',
      'q=a&qScope=name-city-country',
      'q=turkiye&qScope=name-city-country',
      'city=a&country=LITHUANIA',
      'country=estonia',
      'country=ia&q=a',
      'country=atlantis',
      `features=${featureId('Loading Docks')}`,
      'minPrice=0.1&maxPrice=1',
      `spaceRequests=${encodeURIComponent(JSON.stringify([{ spaceTypeId: typeId('Indoor'), sizeM2: 400 }]))}`,
      'from=2027-03-01&to=2027-03-31',
      `spaceTypes=${typeId('Indoor')}&minFree=400&from=2027-03-01&to=2027-03-31`,
      `minFree=450&from=2027-03-01&to=2027-03-31`,
      `spaceRequests=${encodeURIComponent(JSON.stringify([{ spaceTypeId: typeId('Indoor'), sizeM2: 400 }]))}&from=2027-03-01&to=2027-03-31`,
    ];
    let walksCompared = 0;
    let pinsCompared = 0;
    for (const query of filters) {
      const criteria = await browseCriteria(t.db, browseFilters.parse(Object.fromEntries(new URLSearchParams(query))));
      for (const who of [null, ownerA]) {
        const visibility = visibilityFor(who ? { ...who.user, firstName: null, lastName: null, locale: null, sessionId: '' } : null);
        for (const page of [{ limit: 1, offset: 0 }, { limit: 2, offset: 1 }, { limit: 3, offset: 3 }, { limit: 24, offset: 0 }]) {
          const walked = await rowsOf<{ card: string; hits: number; free?: unknown }>(t.db, browseWalkStatement(criteria, visibility, page));
          const sortedRows = await rowsOf<{ card: string | null; total: number; free?: unknown }>(t.db, browseSortStatement(criteria, visibility, page));
          // A walk that found what the page needs is the page; a short one is never used.
          if (!walkFoundPage(walked[0]?.hits, page)) continue;
          walksCompared++;
          expect(walked.map((row) => [row.card, row.free]), query).toEqual(sortedRows.map((row) => [row.card, row.free]));
        }
        const viewport = { west: -180, south: -90, east: 180, north: 90 };
        for (const limit of [1, 2, 2000]) {
          const { pins: walkedPins } = await findMapPinsAndMore(t.db, criteria, visibility, viewport, limit, 'walk');
          expect((await findMapPinsAndMore(t.db, criteria, visibility, viewport, limit, 'sort')).pins, query).toEqual(walkedPins);
          pinsCompared += (JSON.parse(walkedPins) as unknown[]).length;
        }
      }
    }
    expect(walksCompared).toBeGreaterThan(10);
    expect(pinsCompared).toBeGreaterThan(20);
    // And the page the API gives is the sorted matches.
    const api = await browse('pageSize=60');
    const direct = await findBrowsePage(t.db, await browseCriteria(t.db, browseFilters.parse({})), visibilityFor(null), { limit: 60, offset: 0 });
    expect(direct.cards.map((card) => (JSON.parse(card.card) as { id: string }).id)).toEqual(api.items.map((item) => item.id));
  });
});
