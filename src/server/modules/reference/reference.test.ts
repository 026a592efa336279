import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReferenceData } from '@shared/contracts/reference';
import { FEATURES, SERVICES, SPACE_TYPES, WAREHOUSE_TYPES } from '../../db/seed/reference-data';
import { signInAs } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { checkCatalogueReferences, findFeatureTypes, findServiceIds, findSpaceTypeIds } from './reference.service';

const t = useTestApp();

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('GET /api/reference', () => {
  it('gives visitors and signed-in users every list, each ordered by name', async () => {
    const customer = await signInAs(t, ['customer']);
    for (const headers of [{}, customer.headers]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/reference', headers });
      expect(response.statusCode).toBe(200);
      const body = response.json<ReferenceData>();
      expect(body.spaceTypes.map((item) => item.name)).toEqual([...SPACE_TYPES].sort(byName));
      expect(body.warehouseTypes.map((item) => item.name)).toEqual([...WAREHOUSE_TYPES].sort(byName));
      expect(body.features.map((item) => item.name)).toEqual(FEATURES.map((item) => item.name).sort(byName));
      expect(body.services.map((item) => item.name)).toEqual(SERVICES.map((item) => item.name).sort(byName));
      const certifications = body.features.find((item) => item.name === 'Certifications');
      expect(certifications).toMatchObject({ type: 'custom', icon: 'badge-check' });
      expect(body.services.find((item) => item.name === 'Fumigation')?.description).toMatch(/fumigation/i);
      for (const item of [...body.spaceTypes, ...body.features, ...body.services]) expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('id checks other modules use', () => {
  it('tells which of the given ids exist', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/reference' })).json<ReferenceData>();
    const unknown = randomUUID();
    const spaceTypeId = body.spaceTypes[0]!.id;
    expect(await findSpaceTypeIds(t.db, [spaceTypeId, unknown, spaceTypeId])).toEqual(new Set([spaceTypeId]));
    expect(await findSpaceTypeIds(t.db, [])).toEqual(new Set());
    const custom = body.features.find((item) => item.type === 'custom')!;
    expect(await findFeatureTypes(t.db, [custom.id, unknown])).toEqual(new Map([[custom.id, 'custom']]));
    const serviceId = body.services[0]!.id;
    expect(await findServiceIds(t.db, [unknown, serviceId])).toEqual(new Set([serviceId]));
  });

  it('checks a form’s space types, features and services at once, by field path, leaving an unset space type alone', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/reference' })).json<ReferenceData>();
    const unknown = randomUUID();
    const custom = body.features.find((item) => item.type === 'custom')!;
    const serviceId = body.services[0]!.id;
    const problems: [string, string][] = [];
    const featureTypes = await checkCatalogueReferences(
      t.db,
      {
        spaces: [{ spaceTypeId: body.spaceTypes[0]!.id }, { spaceTypeId: unknown }, { spaceTypeId: null }],
        features: [{ featureId: custom.id }, { featureId: unknown }, { featureId: custom.id }],
        services: [{ serviceId }, { serviceId }],
      },
      (path, message) => problems.push([path, message]),
    );
    expect(problems).toEqual([
      ['spaces.1.spaceTypeId', WAREHOUSE_FORM_MESSAGES.invalidSpaceType],
      ['features.1.featureId', WAREHOUSE_FORM_MESSAGES.invalidFeature],
      ['features.2.featureId', WAREHOUSE_FORM_MESSAGES.duplicateFeature],
      ['services.1.serviceId', WAREHOUSE_FORM_MESSAGES.duplicateService],
    ]);
    expect(featureTypes).toEqual(new Map([[custom.id, 'custom']]));
  });
});
