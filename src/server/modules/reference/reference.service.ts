import type { ReferenceData } from '@shared/contracts/reference';
import { WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
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

type FeatureType = 'accessibility' | 'equipment' | 'custom';

/**
 * The space types, features and services a warehouse or listing-request form names, checked against
 * the reference data in three queries: unknown ids and repeated features or services are reported by
 * field path ("features.2.featureId") through `add`. An unset space type (a listing request's draft)
 * is the schema's to judge. Answers the known features' types, for the caller's own checks.
 */
export async function checkCatalogueReferences(
  db: Executor,
  input: {
    spaces: readonly { spaceTypeId?: string | null }[];
    features: readonly { featureId: string }[];
    services: readonly { serviceId: string }[];
  },
  add: (path: string, message: string) => void,
): Promise<Map<string, FeatureType>> {
  const given = input.spaces.flatMap((space) => (space.spaceTypeId ? [space.spaceTypeId] : []));
  const [spaceTypeIds, featureTypes, serviceIds] = await Promise.all([
    findSpaceTypeIds(db, given),
    findFeatureTypes(db, input.features.map((feature) => feature.featureId)),
    findServiceIds(db, input.services.map((service) => service.serviceId)),
  ]);
  input.spaces.forEach((space, index) => {
    if (space.spaceTypeId && !spaceTypeIds.has(space.spaceTypeId)) add(`spaces.${index}.spaceTypeId`, WAREHOUSE_FORM_MESSAGES.invalidSpaceType);
  });
  const seenFeatures = new Set<string>();
  input.features.forEach((feature, index) => {
    if (!featureTypes.has(feature.featureId)) add(`features.${index}.featureId`, WAREHOUSE_FORM_MESSAGES.invalidFeature);
    else if (seenFeatures.has(feature.featureId)) add(`features.${index}.featureId`, WAREHOUSE_FORM_MESSAGES.duplicateFeature);
    seenFeatures.add(feature.featureId);
  });
  const seenServices = new Set<string>();
  input.services.forEach((service, index) => {
    if (!serviceIds.has(service.serviceId)) add(`services.${index}.serviceId`, WAREHOUSE_FORM_MESSAGES.invalidService);
    else if (seenServices.has(service.serviceId)) add(`services.${index}.serviceId`, WAREHOUSE_FORM_MESSAGES.duplicateService);
    seenServices.add(service.serviceId);
  });
  return featureTypes;
}
