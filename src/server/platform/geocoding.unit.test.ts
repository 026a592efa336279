import { describe, expect, it, vi } from 'vitest';
import { geocode, geocodeOffline, normalisePlaceName, resolveCountryCode } from './geocoding';

/** Within about 10 km of the expected point: the gazetteer gives the city's centre. */
function expectNear(point: { latitude: number; longitude: number } | null, latitude: number, longitude: number) {
  expect(point).not.toBeNull();
  expect(Math.abs(point!.latitude - latitude)).toBeLessThan(0.1);
  expect(Math.abs(point!.longitude - longitude)).toBeLessThan(0.1);
}

describe('normalisePlaceName', () => {
  it('drops case, accents, apostrophes and punctuation', () => {
    expect(normalisePlaceName('Gdańsk')).toBe('gdansk');
    expect(normalisePlaceName('  GDANSK ')).toBe('gdansk');
    expect(normalisePlaceName('Łódź')).toBe('lodz');
    expect(normalisePlaceName('Constanța')).toBe(normalisePlaceName('Constanţa'));
    expect(normalisePlaceName("P'ot'i")).toBe('poti');
    expect(normalisePlaceName('Dar-es-Salaam')).toBe('dar es salaam');
    expect(normalisePlaceName('Straße')).toBe('strasse');
  });
});

describe('resolveCountryCode', () => {
  it('accepts English names, local names, ISO codes and common aliases', () => {
    expect(resolveCountryCode('Estonia')).toBe('EE');
    expect(resolveCountryCode('eesti')).toBe('EE');
    expect(resolveCountryCode('Deutschland')).toBe('DE');
    expect(resolveCountryCode('ke')).toBe('KE');
    expect(resolveCountryCode('Türkiye')).toBe('TR');
    expect(resolveCountryCode('Turkey')).toBe('TR');
    expect(resolveCountryCode('UK')).toBe('GB');
    expect(resolveCountryCode('The Netherlands')).toBe('NL');
    expect(resolveCountryCode('United Arab Emirates')).toBe('AE');
  });

  it('answers null for something that is not a country', () => {
    expect(resolveCountryCode('Atlantis')).toBeNull();
    expect(resolveCountryCode('ZZ')).toBeNull();
    expect(resolveCountryCode('')).toBeNull();
  });
});

describe('geocodeOffline (bundled gazetteer)', () => {
  it('finds Tallinn, Estonia', async () => {
    expectNear(await geocodeOffline({ city: 'Tallinn', country: 'Estonia' }), 59.437, 24.754);
  });

  it('finds Hamburg in Germany, not one of the small Hamburgs in the United States', async () => {
    expectNear(await geocodeOffline({ city: 'Hamburg', country: 'Germany' }), 53.551, 9.993);
    const american = await geocodeOffline({ city: 'Hamburg', country: 'United States' });
    expect(american).not.toBeNull();
    expect(american!.longitude).toBeLessThan(-70);
  });

  it('finds Mombasa, Kenya', async () => {
    expectNear(await geocodeOffline({ city: 'Mombasa', country: 'Kenya' }), -4.055, 39.664);
  });

  it('matches with or without accents and in any case', async () => {
    const accented = await geocodeOffline({ city: 'Gdańsk', country: 'Poland' });
    expectNear(accented, 54.352, 18.649);
    expect(await geocodeOffline({ city: 'Gdansk', country: 'Poland' })).toEqual(accented);
    expect(await geocodeOffline({ city: 'GDANSK', country: 'poland' })).toEqual(accented);
    expect(await geocodeOffline({ city: 'Constanța', country: 'Romania' })).not.toBeNull();
  });

  it('prefers the most populous place of that name in the country', async () => {
    // Valencia, Spain (800,000 people) rather than any smaller Valencia.
    expectNear(await geocodeOffline({ city: 'Valencia', country: 'Spain' }), 39.47, -0.377);
  });

  it('tries the usual spelling variants', async () => {
    expect(await geocodeOffline({ city: 'Ho Chi Minh', country: 'Vietnam' })).not.toBeNull();
    expect(await geocodeOffline({ city: 'St Petersburg', country: 'Russia' })).not.toBeNull();
  });

  it('answers null for an unknown city or an unknown country', async () => {
    expect(await geocodeOffline({ city: 'Nowhereville Xyz', country: 'Estonia' })).toBeNull();
    expect(await geocodeOffline({ city: 'Tallinn', country: 'Atlantis' })).toBeNull();
    // A real city in the wrong country is not a match.
    expect(await geocodeOffline({ city: 'Mombasa', country: 'Estonia' })).toBeNull();
  });
});

describe('geocode', () => {
  const query = { address: 'Kai 1', city: 'Tallinn', country: 'Estonia' };

  it('uses the offline gazetteer by default and never calls the network', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    expectNear(await geocode(query, { fetch: fetchSpy }), 59.437, 24.754);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks Nominatim with the street, city and country when configured', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json([{ lat: '59.4941', lon: '24.9597' }]));
    const point = await geocode(query, { provider: 'nominatim', fetch: fetchSpy });
    expect(point).toEqual({ latitude: 59.4941, longitude: 24.9597 });
    const [url, init] = fetchSpy.mock.calls[0]!;
    const asked = new URL(String(url));
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ street: 'Kai 1', city: 'Tallinn', country: 'Estonia', limit: '1' });
    expect(new Headers(init?.headers).get('user-agent')).toMatch(/24WM/);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('falls back to the gazetteer when the online lookup fails, times out or finds nothing, and logs it', async () => {
    const warn = vi.fn();
    const log = { warn, debug: vi.fn() };
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expectNear(await geocode(query, { provider: 'nominatim', fetch: failing, log }), 59.437, 24.754);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ city: 'Tallinn' }), expect.stringContaining('online lookup failed'));

    const slow = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const started = Date.now();
    expectNear(await geocode(query, { provider: 'nominatim', fetch: slow, log, timeoutMs: 50 }), 59.437, 24.754);
    expect(Date.now() - started).toBeLessThan(2000);

    const serverError = vi.fn<typeof fetch>(async () => new Response('busy', { status: 503 }));
    expectNear(await geocode(query, { provider: 'nominatim', fetch: serverError, log }), 59.437, 24.754);

    const empty = vi.fn<typeof fetch>(async () => Response.json([]));
    expectNear(await geocode(query, { provider: 'nominatim', fetch: empty, log }), 59.437, 24.754);
  });

  it('answers null (and logs) when nothing is found anywhere, instead of throwing', async () => {
    const warn = vi.fn();
    const point = await geocode({ address: 'x', city: 'Nowhereville Xyz', country: 'Estonia' }, { log: { warn, debug: vi.fn() } });
    expect(point).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ city: 'Nowhereville Xyz' }), expect.stringContaining('no pin'));
    expect(await geocode({ address: 'x', city: ' ', country: 'Estonia' })).toBeNull();
  });
});
