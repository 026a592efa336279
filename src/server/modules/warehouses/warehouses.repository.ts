import type { PricingType } from '@shared/pricing';
import type { Executor } from '../../db/client';
import { warehouseFeatures, warehouseImages, warehouseServices, warehouseSpaces, warehouses } from '../../db/schema';

export type WarehouseSpaceInput = {
  spaceTypeId: string;
  /** m², up to two decimals; a decimal string ("1250.50") or a number. */
  sizeM2: string | number;
  pricePerM2Cents: number;
};

export type WarehouseFeatureAssignment = {
  featureId: string;
  /** The details text of a custom-type feature ("ISO 9001, TAPA FSR"). */
  customValue?: string | null;
};

export type WarehouseServiceAssignment = {
  serviceId: string;
  pricingType: PricingType;
  pricePerHourCents?: number | null;
  pricePerUnitCents?: number | null;
  unitType?: string | null;
  notes?: string | null;
};

export type WarehouseImageInput = { storageKey: string; thumbnailKey: string };

/**
 * A multi-space warehouse with everything assigned to it, as the service has validated it.
 * Spaces and images are kept in the order given: the first image is the main one.
 */
export type NewWarehouse = {
  ownerId: string;
  name: string;
  description: string;
  address: string;
  city: string;
  country: string;
  postalCode: string;
  latitude?: number | null;
  longitude?: number | null;
  isActive?: boolean;
  spaces: readonly WarehouseSpaceInput[];
  features: readonly WarehouseFeatureAssignment[];
  services: readonly WarehouseServiceAssignment[];
  images: readonly WarehouseImageInput[];
};

/** m² as whole hundredths, so sums are exact (numeric(12,2) in the database). */
function toHundredths(sizeM2: string | number): number {
  const value = typeof sizeM2 === 'number' ? sizeM2 : Number(sizeM2);
  if (!Number.isFinite(value)) throw new Error(`Invalid space size: ${String(sizeM2)}`);
  return Math.round(value * 100);
}

function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The denormalised columns browse filters and sorts on: total capacity and the "From" price. */
export function summariseSpaces(spaces: readonly WarehouseSpaceInput[]): { totalSizeM2: string; minPricePerM2Cents: number | null } {
  const total = spaces.reduce((sum, space) => sum + toHundredths(space.sizeM2), 0);
  const minPricePerM2Cents = spaces.length === 0 ? null : Math.min(...spaces.map((space) => space.pricePerM2Cents));
  return { totalSizeM2: formatHundredths(total), minPricePerM2Cents };
}

/**
 * Inserts a warehouse with its spaces, feature and service assignments and images: one insert per table.
 * Call it inside a transaction so the warehouse never exists half-written. Returns the new warehouse id.
 */
export async function insertWarehouseWithChildren(tx: Executor, input: NewWarehouse): Promise<string> {
  const { totalSizeM2, minPricePerM2Cents } = summariseSpaces(input.spaces);
  const [row] = await tx
    .insert(warehouses)
    .values({
      ownerId: input.ownerId,
      name: input.name,
      description: input.description,
      address: input.address,
      city: input.city,
      country: input.country,
      postalCode: input.postalCode,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      isActive: input.isActive ?? true,
      totalSizeM2,
      minPricePerM2Cents,
    })
    .returning({ id: warehouses.id });
  const warehouseId = row!.id;

  if (input.spaces.length > 0) {
    await tx.insert(warehouseSpaces).values(
      input.spaces.map((space, position) => ({
        warehouseId,
        spaceTypeId: space.spaceTypeId,
        sizeM2: formatHundredths(toHundredths(space.sizeM2)),
        pricePerM2Cents: space.pricePerM2Cents,
        position,
      })),
    );
  }
  if (input.features.length > 0) {
    await tx.insert(warehouseFeatures).values(
      input.features.map((feature) => ({ warehouseId, featureId: feature.featureId, customValue: feature.customValue ?? null })),
    );
  }
  if (input.services.length > 0) {
    await tx.insert(warehouseServices).values(
      input.services.map((service) => ({
        warehouseId,
        serviceId: service.serviceId,
        pricingType: service.pricingType,
        pricePerHourCents: service.pricePerHourCents ?? null,
        pricePerUnitCents: service.pricePerUnitCents ?? null,
        unitType: service.unitType ?? null,
        notes: service.notes ?? null,
      })),
    );
  }
  if (input.images.length > 0) {
    await tx.insert(warehouseImages).values(
      input.images.map((image, position) => ({ warehouseId, storageKey: image.storageKey, thumbnailKey: image.thumbnailKey, position })),
    );
  }
  return warehouseId;
}
