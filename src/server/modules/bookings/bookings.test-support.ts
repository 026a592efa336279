import { asc } from 'drizzle-orm';
import type { OfferStatus } from '@shared/statuses/offer';
import type { Executor } from '../../db/client';
import { inquiries, inquirySpaceRequests, offerServices, offerSpaces, offers, services, spaceTypes } from '../../db/schema';
import { insertTestWarehouse } from '../warehouses/warehouses.test-support';

/**
 * Test data for bookings: a warehouse, an inquiry and an offer written straight into the tables.
 * The bookings tests do not depend on the offers module's API; they only need an offer in a given
 * status with lines to copy.
 */

export type OfferFixture = {
  warehouseId: string;
  warehouseName: string;
  inquiryId: string;
  offerId: string;
  spaceTypeName: string;
  serviceName: string;
  startDate: string;
  endDate: string;
  totalWithFeeCents: number;
};

let counter = 0;

/**
 * A warehouse of `ownerId` with one space, a submitted-then-`inquiryStatus` inquiry of `traderId`
 * for it, and an offer in `status` with one space line (120.50 m² at €4.00) and one service line
 * (3 hours at €45.00). Subtotal 48,335 cents; fee 20 % = 9,667; total 58,002.
 */
export async function insertOfferFixture(
  db: Executor,
  options: {
    traderId: string;
    ownerId: string;
    status?: OfferStatus;
    inquiryStatus?: typeof inquiries.$inferInsert.status;
    startDate?: string;
    endDate?: string;
  },
): Promise<OfferFixture> {
  counter += 1;
  const [spaceType] = await db.select().from(spaceTypes).orderBy(asc(spaceTypes.name)).limit(1);
  const [service] = await db.select().from(services).orderBy(asc(services.name)).limit(1);
  if (!spaceType || !service) throw new Error('Reference data (space types, services) is missing in the test database');
  const warehouseName = `Booking Hall ${counter} ${Math.random().toString(36).slice(2, 7)}`;
  const warehouseId = await insertTestWarehouse(db, {
    ownerId: options.ownerId,
    name: warehouseName,
    address: `Sadama ${counter}`,
    spaces: [{ spaceTypeId: spaceType.id, sizeM2: 500, pricePerM2Cents: 400 }],
  });
  const startDate = options.startDate ?? '2031-03-01';
  const endDate = options.endDate ?? '2031-03-31';
  const [inquiry] = await db
    .insert(inquiries)
    .values({
      traderId: options.traderId,
      warehouseId,
      status: options.inquiryStatus ?? (options.status === 'accepted' || options.status === undefined ? 'accepted' : 'offer_sent'),
      startDate,
      endDate,
      submittedAt: new Date(),
    })
    .returning({ id: inquiries.id });
  await db.insert(inquirySpaceRequests).values({ inquiryId: inquiry!.id, spaceTypeId: spaceType.id, sizeM2: '120.50' });
  const spaceTotal = 400 * 120.5; // 48,200 cents
  const serviceTotal = 3 * 4500; // 13,500 cents
  const subtotal = spaceTotal + serviceTotal - 13_365; // a manual price on the space line keeps the figures distinct
  const fee = Math.round(subtotal * 0.2);
  const [offer] = await db
    .insert(offers)
    .values({
      inquiryId: inquiry!.id,
      status: options.status ?? 'accepted',
      subtotalCents: subtotal,
      platformFeePercentage: '20.00',
      platformFeeCents: fee,
      totalWithFeeCents: subtotal + fee,
      validUntil: '2031-02-01',
      notes: 'Test offer',
    })
    .returning({ id: offers.id });
  await db.insert(offerSpaces).values({
    offerId: offer!.id,
    spaceTypeId: spaceType.id,
    spaceAllocatedM2: '120.50',
    pricePerM2Cents: 400,
    offerTotalCents: spaceTotal - 13_365,
    isManualPrice: true,
  });
  await db.insert(offerServices).values({
    offerId: offer!.id,
    serviceId: service.id,
    pricingType: 'hourly_rate',
    quantity: 3,
    pricePerHourCents: 4500,
    unitType: 'hour',
    offerTotalCents: serviceTotal,
  });
  return {
    warehouseId,
    warehouseName,
    inquiryId: inquiry!.id,
    offerId: offer!.id,
    spaceTypeName: spaceType.name,
    serviceName: service.name,
    startDate,
    endDate,
    totalWithFeeCents: subtotal + fee,
  };
}
