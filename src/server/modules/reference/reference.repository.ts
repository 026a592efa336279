import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { features, services, spaceTypes, warehouseTypes } from '../../db/schema';

export async function findAllSpaceTypes(db: Executor) {
  return db.select({ id: spaceTypes.id, name: spaceTypes.name }).from(spaceTypes).orderBy(asc(spaceTypes.name));
}

export async function findAllWarehouseTypes(db: Executor) {
  return db.select({ id: warehouseTypes.id, name: warehouseTypes.name }).from(warehouseTypes).orderBy(asc(warehouseTypes.name));
}

export async function findAllFeatures(db: Executor) {
  return db
    .select({ id: features.id, name: features.name, type: features.type, icon: features.icon })
    .from(features)
    .orderBy(asc(features.name));
}

export async function findAllServices(db: Executor) {
  return db
    .select({ id: services.id, name: services.name, description: services.description, icon: services.icon })
    .from(services)
    .orderBy(asc(services.name));
}

export async function findSpaceTypesByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: spaceTypes.id }).from(spaceTypes).where(inArray(spaceTypes.id, [...ids]));
}

export async function findFeaturesByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: features.id, type: features.type }).from(features).where(inArray(features.id, [...ids]));
}

export async function findServicesByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: services.id }).from(services).where(inArray(services.id, [...ids]));
}
