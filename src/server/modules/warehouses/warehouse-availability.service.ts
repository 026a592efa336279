import type { Executor } from '../../db/client';
import { findWarehouseRowsByIds } from './warehouse-availability.repository';
import { findSpacesOfWarehouses } from './warehouses.repository';

/**
 * What other domains (inquiries, later offers) need to know about warehouses they refer to: whether
 * the warehouse takes requests, and its spaces with capacity and list price. Visibility is the
 * caller's business: this answers for any id, active or not, so the caller can say why it refuses.
 */
export type WarehouseForInquiry = {
  id: string;
  name: string;
  city: string;
  country: string;
  isActive: boolean;
  ownerId: string;
  spaces: { spaceTypeId: string; spaceTypeName: string; sizeM2: number; pricePerM2Cents: number }[];
};

/**
 * The warehouses among these ids (unknown ids are simply absent), each with its spaces in form order.
 * Takes a transaction too, so a check and the write it guards see the same data.
 */
export async function findWarehousesForInquiry(db: Executor, ids: readonly string[]): Promise<WarehouseForInquiry[]> {
  const unique = [...new Set(ids)];
  const rows = await findWarehouseRowsByIds(db, unique);
  const spaces = await findSpacesOfWarehouses(db, unique);
  const byId = new Map<string, WarehouseForInquiry>(rows.map((row) => [row.id, { ...row, spaces: [] }]));
  for (const space of spaces) {
    byId.get(space.warehouseId)?.spaces.push({
      spaceTypeId: space.spaceTypeId,
      spaceTypeName: space.spaceTypeName,
      // numeric(12,2) arrives as a decimal string; two decimals are exact as a number.
      sizeM2: Number(space.sizeM2),
      pricePerM2Cents: space.pricePerM2Cents,
    });
  }
  return unique.flatMap((id) => byId.get(id) ?? []);
}

export async function findWarehouseForInquiry(db: Executor, id: string): Promise<WarehouseForInquiry | undefined> {
  return (await findWarehousesForInquiry(db, [id]))[0];
}

/** The warehouse's spaces with their ids, type and list price (a decimal string), in form order: an offer's allocation names one space. */
export async function findWarehouseSpaces(db: Executor, warehouseId: string) {
  return (await findSpacesOfWarehouses(db, [warehouseId])).map(({ warehouseId: _warehouseId, ...space }) => space);
}
