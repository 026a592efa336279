import type { ReferenceData } from '@shared/contracts/reference';
import type { Executor } from '../../db/client';
import {
  findAllFeatures,
  findAllServices,
  findAllSpaceTypes,
  findAllWarehouseTypes,
  findFeaturesByIds,
  findServicesByIds,
  findSpaceTypesByIds,
} from './reference.repository';

/** Everything the warehouse forms and the browse filters pick from; each list ordered by name. Public. */
export async function getReferenceData(db: Executor): Promise<ReferenceData> {
  // One after the other: on PGlite queries run one at a time anyway, and these are tiny.
  const spaceTypes = await findAllSpaceTypes(db);
  const warehouseTypes = await findAllWarehouseTypes(db);
  const features = await findAllFeatures(db);
  const services = await findAllServices(db);
  return { spaceTypes, warehouseTypes, features, services };
}

/*
 * For other modules that validate what a client sent: which of these ids exist. Ids that are not
 * UUIDs must be rejected by the caller's schema first (the column is uuid).
 */

export async function findSpaceTypeIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  return new Set((await findSpaceTypesByIds(db, [...new Set(ids)])).map((row) => row.id));
}

/** Existing features among these ids, with their type (a custom-type feature needs a details text). */
export async function findFeatureTypes(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, 'accessibility' | 'equipment' | 'custom'>> {
  return new Map((await findFeaturesByIds(db, [...new Set(ids)])).map((row) => [row.id, row.type]));
}

export async function findServiceIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  return new Set((await findServicesByIds(db, [...new Set(ids)])).map((row) => row.id));
}
