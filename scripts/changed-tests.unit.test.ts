import { describe, expect, it } from 'vitest';
import { apiTestsFor } from './changed-tests';

const TREE = [
  'src/server/app.ts',
  'src/server/db/client.ts',
  'src/server/modules/offers/offers.service.ts',
  'src/server/modules/offers/offers.test.ts',
  'src/server/modules/offers/offers.capacity.test.ts',
  'src/server/modules/bookings/bookings.test.ts',
  'src/server/modules/bookings/bookings.unit.test.ts',
  'src/server/modules/listing-requests/listing-requests.test.ts',
  'src/server/platform/rate-limit.ts',
  'src/server/platform/rate-limit-route.test.ts',
  'src/server/platform/storage.test.ts',
  'src/shared/contracts/offers.ts',
  'src/shared/errors/listing-requests.ts',
  'src/shared/statuses/booking.ts',
  'src/shared/money.ts',
  'src/web/features/offers/api/accept-offer.ts',
  'tests/api/harness.ts',
];

describe('the API tests a change calls for', () => {
  it("a module's file calls for every API test of that module, never its unit tests", () => {
    expect(apiTestsFor(['src/server/modules/offers/offers.service.ts'], TREE)).toEqual({
      tests: ['src/server/modules/offers/offers.capacity.test.ts', 'src/server/modules/offers/offers.test.ts'],
      foundation: [],
    });
    expect(apiTestsFor(['src/server/modules/bookings/bookings.unit.test.ts'], TREE).tests).toEqual(['src/server/modules/bookings/bookings.test.ts']);
  });

  it('a shared contract, error file or status machine calls for the module named after it', () => {
    expect(apiTestsFor(['src/shared/contracts/offers.ts'], TREE).tests).toContain('src/server/modules/offers/offers.test.ts');
    expect(apiTestsFor(['src/shared/errors/listing-requests.ts'], TREE).tests).toEqual(['src/server/modules/listing-requests/listing-requests.test.ts']);
    expect(apiTestsFor(['src/shared/statuses/booking.ts'], TREE).tests).toEqual(['src/server/modules/bookings/bookings.test.ts']);
  });

  it('a platform file calls for the platform tests named after it', () => {
    expect(apiTestsFor(['src/server/platform/rate-limit.ts'], TREE).tests).toEqual(['src/server/platform/rate-limit-route.test.ts']);
  });

  it('a changed API test runs itself; web and pure shared files call for none', () => {
    expect(apiTestsFor(['src/server/platform/storage.test.ts'], TREE).tests).toEqual(['src/server/platform/storage.test.ts']);
    expect(apiTestsFor(['src/web/features/offers/api/accept-offer.ts', 'src/shared/money.ts'], TREE)).toEqual({ tests: [], foundation: [] });
  });

  it('what every module stands on is named as foundation', () => {
    expect(apiTestsFor(['src/server/app.ts', 'src/server/db/client.ts', 'tests/api/harness.ts'], TREE).foundation).toEqual([
      'src/server/app.ts',
      'src/server/db/client.ts',
      'tests/api/harness.ts',
    ]);
  });
});
