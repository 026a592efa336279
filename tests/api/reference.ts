import { beforeAll } from 'vitest';
import type { ReferenceData } from '../../src/shared/contracts/reference';
import type { TestApp } from './harness';

type Named = { id: string; name: string };

/** GET /api/reference as a client reads it, with the look-ups by name the tests use. */
export type TestReference = ReferenceData & {
  spaceTypeId(name: string): string;
  warehouseTypeId(name: string): string;
  feature(name: string): ReferenceData['features'][number];
  service(name: string): ReferenceData['services'][number];
};

function named<T extends Named>(items: readonly T[], kind: string, name: string): T {
  const found = items.find((item) => item.name === name);
  // The seeded reference data names these; a missing one means a test and the seed drifted apart.
  if (!found) throw new Error(`No ${kind} named "${name}" in the reference data`);
  return found;
}

export async function readReference(t: Pick<TestApp, 'app'>): Promise<TestReference> {
  const data = (await t.app.inject({ method: 'GET', url: '/api/reference' })).json<ReferenceData>();
  return {
    ...data,
    spaceTypeId: (name) => named(data.spaceTypes, 'space type', name).id,
    warehouseTypeId: (name) => named(data.warehouseTypes, 'warehouse type', name).id,
    feature: (name) => named(data.features, 'feature', name),
    service: (name) => named(data.services, 'service', name),
  };
}

/**
 * The reference data of the calling file's app, read once before its tests: `const reference =
 * useReference(t);` after useTestApp(), then `reference.spaceTypeId('Indoor')`… in tests and in hooks
 * declared after it.
 */
export function useReference(t: TestApp): TestReference {
  const reference = {} as TestReference;
  beforeAll(async () => {
    Object.assign(reference, await readReference(t));
  });
  return reference;
}
