import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivePricingType } from '@shared/pricing';
import { openTestDatabase } from '../../../../tests/api/harness';
import { verifyPassword } from '../../modules/auth/passwords';
import { detectImageType } from '../../platform/images';
import { createLocalStorage, type Storage } from '../../platform/storage';
import type { DatabaseHandle } from '../client';
import { addDays, todayUtc } from '@shared/dates';
import { findFreeByType } from '../../modules/capacity/capacity.service';
import { listExchangeRates } from '../../modules/exchange-rates/exchange-rates.service';
import {
  bookingSpaces,
  bookings,
  conversations,
  exchangeRates,
  features,
  inquiries,
  messages,
  offers,
  spaceCommitments,
  spaceTypes,
  users,
  warehouseFeatures,
  warehouseImages,
  warehouseReceipts,
  goodsReleases,
  invoices,
  warehouseServices,
  warehouseSpaces,
  warehouseTranslations,
  warehouses,
} from '../schema';
import { rolesOf, userByEmail } from './accounts.test-support';
import { DEMO_BLOCKS, DEMO_BOOKINGS } from './demo-bookings';
import { DEMO_ADMINISTRATOR_RATES, DEMO_ECB_RATES, DEMO_RATE_DATE } from './demo-exchange-rates';
import type { DemoAccount } from './demo-content';
import { prepareDatabase } from './prepare';

let database: DatabaseHandle;
let storage: Storage;
let storageDir: string;
let accounts: DemoAccount[];

/** What every start of the server runs (prepareDatabase), with demo content on. */
const prepareWithDemo = () =>
  prepareDatabase({ config: { seedDemo: true, admin: undefined }, db: database.db, storage, migrate: () => database.migrate(), log: { info: () => {} } });

beforeAll(async () => {
  database = await openTestDatabase();
  storageDir = mkdtempSync(path.join(os.tmpdir(), 'wm-demo-content-'));
  storage = createLocalStorage(storageDir);
  // The whole demo, as a start on a new database adds it: pictures resized by sharp, passwords hashed,
  // bookings, receipts and an invoice's PDF. Seeded once for the file: seconds alone, more beside the journeys.
  ({ demoAccounts: accounts } = await prepareWithDemo());
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

async function readStored(key: string): Promise<Buffer | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the demo content', () => {
  it('is added by a start on a database without accounts, and never again by a later start', async () => {
    expect(accounts.map((account) => account.email)).toContain('admin@demo.24wm.eu');
    const warehousesNow = () => database.db.$count(warehouses);
    const before = await warehousesNow();
    expect(before).toBeGreaterThanOrEqual(24);
    const later = await prepareWithDemo();
    expect(later.demoAccounts).toEqual([]);
    expect(await warehousesNow()).toBe(before);
  });

  it('creates the demo accounts with their roles and working passwords', async () => {
    const expected = [
      { email: 'admin@demo.24wm.eu', role: 'administrator' },
      { email: 'owner@demo.24wm.eu', role: 'warehouse_owner' },
      { email: 'trader@demo.24wm.eu', role: 'customer' },
      { email: 'owner2@demo.24wm.eu', role: 'warehouse_owner' },
    ];
    for (const { email, role } of expected) {
      const account = accounts.find((a) => a.email === email);
      expect(account, email).toBeDefined();
      expect(account!.password.length).toBeGreaterThanOrEqual(12);

      const user = await userByEmail(database, email);
      expect(user, email).toBeDefined();
      expect(user!.isActive).toBe(true);
      expect(user!.emailVerifiedAt).not.toBeNull();
      expect(user!.firstName).toBeTruthy();
      expect(user!.lastName).toBeTruthy();
      expect(await verifyPassword(user!.passwordHash!, account!.password)).toBe(true);

      expect(await rolesOf(database, email)).toEqual([role]);
    }
  });

  it('adds at least 24 active warehouses, owned by both demo owners', async () => {
    const rows = await database.db
      .select({ isActive: warehouses.isActive, ownerEmail: users.email })
      .from(warehouses)
      .innerJoin(users, eq(users.id, warehouses.ownerId));
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows.every((row) => row.isActive)).toBe(true);
    const owners = new Set(rows.map((row) => row.ownerEmail));
    expect([...owners].sort()).toEqual(['owner2@demo.24wm.eu', 'owner@demo.24wm.eu']);
  });

  it('places warehouses on three continents', async () => {
    const cities = new Set((await database.db.select({ city: warehouses.city }).from(warehouses)).map((row) => row.city));
    const europe = ['Tallinn', 'Hamburg', 'Rotterdam', 'Gdańsk'];
    const asia = ['Singapore', 'Shanghai', 'Dubai', 'Almaty'];
    const africa = ['Mombasa', 'Durban', 'Casablanca', 'Lagos'];
    for (const city of [...europe, ...asia, ...africa]) expect(cities, city).toContain(city);
  });

  it('translates three warehouses into French, and into their own region\'s language (issue #40)', async () => {
    const rows = await database.db
      .select({ name: warehouses.name, originalLocale: warehouses.originalLocale, locale: warehouseTranslations.locale, translated: warehouseTranslations.name })
      .from(warehouseTranslations)
      .innerJoin(warehouses, eq(warehouses.id, warehouseTranslations.warehouseId));
    // Sorted here: the databases' collations order "Aïn" and "Altenwerder" differently.
    expect(rows.map((row) => `${row.name} ${row.originalLocale}>${row.locale}`).sort()).toEqual([
      'Altenwerder Container Freight Station en>de',
      'Altenwerder Container Freight Station en>fr',
      'Aïn Sebaâ Logistics Platform en>ar',
      'Aïn Sebaâ Logistics Platform en>fr',
      'Waigaoqiao Bonded Logistics Park en>fr',
      'Waigaoqiao Bonded Logistics Park en>zh',
    ]);
    expect(rows.find((row) => row.locale === 'ar')?.translated).toBe('المنصة اللوجستية عين السبع');
  });

  it('gives every warehouse coordinates, 1-4 spaces, features, services and images', async () => {
    const countOf = (table: string) =>
      // Qualified by hand: in a single-table select drizzle renders ${warehouses.id} as a bare "id", which would bind to c.id.
      sql<number>`(select count(*)::int from ${sql.identifier(table)} c where c.warehouse_id = "warehouses"."id")`.mapWith(Number);
    const rows = await database.db
      .select({
        name: warehouses.name,
        latitude: warehouses.latitude,
        longitude: warehouses.longitude,
        spaces: countOf('warehouse_spaces'),
        features: countOf('warehouse_features'),
        services: countOf('warehouse_services'),
        images: countOf('warehouse_images'),
      })
      .from(warehouses);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const row of rows) {
      expect(row.latitude, row.name).not.toBeNull();
      expect(row.longitude, row.name).not.toBeNull();
      expect(Math.abs(row.latitude!)).toBeLessThanOrEqual(90);
      expect(Math.abs(row.longitude!)).toBeLessThanOrEqual(180);
      expect(row.spaces, row.name).toBeGreaterThanOrEqual(1);
      expect(row.spaces, row.name).toBeLessThanOrEqual(4);
      expect(row.features, row.name).toBeGreaterThanOrEqual(1);
      expect(row.services, row.name).toBeGreaterThanOrEqual(1);
      expect(row.images, row.name).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps total size and lowest price in step with the spaces', async () => {
    const rows = await database.db
      .select({
        name: warehouses.name,
        totalSizeM2: warehouses.totalSizeM2,
        minPricePerM2Cents: warehouses.minPricePerM2Cents,
        sumOfSpaces: sql<string>`sum(${warehouseSpaces.sizeM2})::numeric(14,2)::text`,
        lowestSpacePrice: sql<number>`min(${warehouseSpaces.pricePerM2Cents})`.mapWith(Number),
      })
      .from(warehouses)
      .innerJoin(warehouseSpaces, eq(warehouseSpaces.warehouseId, warehouses.id))
      .groupBy(warehouses.id);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const row of rows) {
      expect(row.totalSizeM2, row.name).toBe(row.sumOfSpaces);
      expect(row.minPricePerM2Cents, row.name).toBe(row.lowestSpacePrice);
    }
  });

  it('prices services with all three pricing types, each derived from its rates', async () => {
    const rows = await database.db.select().from(warehouseServices);
    for (const row of rows) expect(row.pricingType).toBe(derivePricingType(row));
    expect(new Set(rows.map((row) => row.pricingType))).toEqual(new Set(['hourly_rate', 'per_unit', 'ask_quote']));
    for (const row of rows.filter((r) => r.pricingType === 'per_unit')) expect(row.unitType).toBeTruthy();
  });

  it('gives custom-type features their details text', async () => {
    const rows = await database.db
      .select({ type: features.type, customValue: warehouseFeatures.customValue })
      .from(warehouseFeatures)
      .innerJoin(features, eq(features.id, warehouseFeatures.featureId));
    const custom = rows.filter((row) => row.type === 'custom');
    expect(custom.length).toBeGreaterThan(0);
    for (const row of custom) expect(row.customValue?.trim()).toBeTruthy();
  });

  it('stores every image and its thumbnail as WebP files', async () => {
    const rows = await database.db.select().from(warehouseImages);
    expect(rows.length).toBeGreaterThanOrEqual(48);
    expect(new Set(rows.map((row) => row.storageKey)).size).toBe(rows.length);
    for (const row of rows) {
      for (const key of [row.storageKey, row.thumbnailKey]) {
        const file = await readStored(key);
        expect(file, key).not.toBeNull();
        expect(detectImageType(file!), key).toBe('webp');
      }
    }
    const [first] = rows;
    const full = await sharp((await readStored(first!.storageKey))!).metadata();
    expect(full.width).toBeLessThanOrEqual(1600);
    expect(full.height).toBeLessThanOrEqual(1600);
  });

  it('stores a working day of the ECB’s rates, and the administrator’s for five currencies the ECB does not publish', async () => {
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.24wm.eu'));
    const rows = await database.db.select().from(exchangeRates);
    const bySource = (source: string) => rows.filter((row) => row.source === source);
    expect(bySource('ecb').map((row) => row.currency).sort()).toEqual(Object.keys(DEMO_ECB_RATES).sort());
    expect(bySource('ecb').every((row) => row.rateDate === DEMO_RATE_DATE && row.recordedBy === null)).toBe(true);
    expect(bySource('administrator').map((row) => row.currency).sort()).toEqual(['AED', 'EGP', 'KES', 'MAD', 'NGN']);
    expect(bySource('administrator').every((row) => row.rateDate === DEMO_RATE_DATE && row.recordedBy === admin!.id)).toBe(true);

    // As the app answers them: the same numbers, for every currency of both lists.
    const { rates } = await listExchangeRates(database.db);
    const expected = { ...DEMO_ECB_RATES, ...DEMO_ADMINISTRATOR_RATES };
    expect(rates).toHaveLength(Object.keys(expected).length);
    for (const rate of rates) expect(Number(rate.unitsPerEuro), rate.currency).toBe(Number(expected[rate.currency]));
  });

  describe('bookings and blocks (capacity over time)', () => {
    const today = todayUtc();
    const commitments = () =>
      database.db
        .select({
          warehouse: warehouses.name,
          kind: spaceCommitments.kind,
          offerId: spaceCommitments.offerId,
          spaceType: spaceTypes.name,
          sizeM2: spaceCommitments.sizeM2,
          from: sql<string>`lower(${spaceCommitments.during})::text`,
          to: sql<string>`(upper(${spaceCommitments.during}) - 1)::text`,
          note: spaceCommitments.note,
        })
        .from(spaceCommitments)
        .innerJoin(warehouses, eq(warehouses.id, spaceCommitments.warehouseId))
        .innerJoin(spaceTypes, eq(spaceTypes.id, spaceCommitments.spaceTypeId));
    const threadOf = async (bookingId: string) =>
      (
        await database.db
          .select({ body: messages.body })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(eq(conversations.bookingId, bookingId))
      ).map((message) => message.body);

    it('gives every accepted offer its booking commitments over the inquiry’s dates, and a booking row to the booked ones', async () => {
      const accepted = await database.db
        .select({ id: offers.id, bookingId: offers.bookingId, inquiryStatus: inquiries.status, from: inquiries.startDate, to: inquiries.endDate })
        .from(offers)
        .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
        .where(eq(offers.status, 'accepted'));
      expect(accepted).toHaveLength(DEMO_BOOKINGS.length);
      expect(accepted.filter((offer) => offer.bookingId !== null)).toHaveLength(DEMO_BOOKINGS.filter((spec) => spec.booked).length);
      expect(accepted.filter((offer) => offer.bookingId === null).map((offer) => offer.inquiryStatus)).toEqual(['accepted']);
      expect(await database.db.$count(bookings, eq(bookings.status, 'active'))).toBe(4);

      const booked = (await commitments()).filter((row) => row.kind === 'booking');
      expect(booked).toHaveLength(DEMO_BOOKINGS.flatMap((spec) => spec.lines).length);
      for (const offer of accepted) {
        const rows = booked.filter((row) => row.offerId === offer.id);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect([row.from, row.to]).toEqual([offer.from, offer.to]);
      }
      expect(booked.map((row) => [row.warehouse, row.spaceType, row.sizeM2]).sort()).toEqual(
        DEMO_BOOKINGS.flatMap((spec) => spec.lines.map((line) => [spec.warehouse, line.spaceType, line.sizeM2])).sort(),
      );
    });

    it('records goods received on the running bookings: numbered receipts in their spaces, each told in the booking thread', async () => {
      const receipts = await database.db
        .select({
          number: warehouseReceipts.number,
          space: bookingSpaces.spaceTypeName,
          receivedOn: warehouseReceipts.receivedOn,
          status: warehouseReceipts.status,
          inStore: warehouseReceipts.quantityInStore,
          bookingId: warehouseReceipts.bookingId,
        })
        .from(warehouseReceipts)
        .innerJoin(bookingSpaces, eq(bookingSpaces.id, warehouseReceipts.bookingSpaceId))
        .orderBy(warehouseReceipts.number);
      const year = new Date().getUTCFullYear();
      // Muuga's pallets went partly out (60 of 180); Maasvlakte's coffee waits on its unpaid invoice.
      expect(receipts.map((row) => [row.number, row.space, row.receivedOn, row.status, row.inStore])).toEqual([
        [`WR-${year}-000001`, 'Indoor', addDays(today, -14), 'partly_released', '120.00'],
        [`WR-${year}-000002`, 'Bonded', addDays(today, -9), 'valid', '40.00'],
        [`WR-${year}-000003`, 'Bonded', addDays(today, -48), 'valid', '1200.00'],
      ]);
      for (const receipt of receipts) {
        const thread = await threadOf(receipt.bookingId);
        expect(thread.some((body) => body.endsWith(`Warehouse receipt ${receipt.number}.`))).toBe(true);
      }
    });

    it('issues each running booking its invoice on the day goods arrived, its PDF stored as recorded: one paid, one overdue', async () => {
      const issued = await database.db.select().from(invoices).orderBy(invoices.number);
      const year = new Date().getUTCFullYear();
      expect(issued.map((row) => [row.kind, row.number, row.issueDate, row.status, row.paidCents === row.totalCents])).toEqual([
        ['invoice', `INV-${year}-000001`, addDays(today, -14), 'paid', true],
        ['invoice', `INV-${year}-000002`, addDays(today, -48), 'overdue', false],
      ]);
      for (const invoice of issued) {
        const file = await storage.read(invoice.pdfKey);
        const chunks: Buffer[] = [];
        for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
        expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(invoice.pdfSha256);
        expect(await threadOf(invoice.bookingId)).toContain(`Invoice ${invoice.number} issued to the trader.`);
      }
      expect(await threadOf(issued[0]!.bookingId)).toContain(`Payment received for invoice INV-${year}-000001: paid in full.`);
    });

    it('has goods out on both: one release gone at Muuga, and one held at Maasvlakte for the overdue invoice', async () => {
      const rows = await database.db
        .select({ status: goodsReleases.status, quantity: goodsReleases.quantity, number: warehouseReceipts.number, bookingId: goodsReleases.bookingId })
        .from(goodsReleases)
        .innerJoin(warehouseReceipts, eq(warehouseReceipts.id, goodsReleases.receiptId))
        .orderBy(warehouseReceipts.number);
      const year = new Date().getUTCFullYear();
      expect(rows.map((row) => [row.number, row.status, row.quantity])).toEqual([
        [`WR-${year}-000001`, 'released', '60.00'],
        [`WR-${year}-000003`, 'held', '400.00'],
      ]);
      expect((await threadOf(rows[1]!.bookingId)).some((body) => body.endsWith(`Outstanding invoices must be paid before goods are released. Unpaid: INV-${year}-000002.`))).toBe(true);
      expect((await threadOf(rows[0]!.bookingId)).some((body) => body.endsWith(`from WR-${year}-000001; 120 pallets remain in store.`))).toBe(true);
    });

    it('adds the owners’ blocks in the coming months, with their reasons', async () => {
      const blocks = (await commitments()).filter((row) => row.kind === 'block');
      expect(blocks.map((row) => [row.warehouse, row.spaceType, row.sizeM2, row.note]).sort()).toEqual(
        DEMO_BLOCKS.map((block) => [block.warehouse, block.spaceType, block.sizeM2, block.note]).sort(),
      );
      for (const block of blocks) {
        expect(block.from > today).toBe(true);
        expect(block.to <= addDays(today, 120)).toBe(true);
      }
    });

    it('leaves the free space the shared rule says: Muuga’s Indoor 4,200 m² less 2,000 booked and 1,000 blocked', async () => {
      const [muuga] = await database.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.name, 'Muuga Port Logistics Park'));
      const [indoor] = await database.db.select({ id: spaceTypes.id }).from(spaceTypes).where(eq(spaceTypes.name, 'Indoor'));
      const free = await findFreeByType(database.db, muuga!.id, { from: addDays(today, 30), to: addDays(today, 44) });
      expect(free.get(indoor!.id)).toBe(1200);
      const later = await findFreeByType(database.db, muuga!.id, { from: addDays(today, 46), to: addDays(today, 60) });
      expect(later.get(indoor!.id)).toBe(4200);
    });
  });
});
