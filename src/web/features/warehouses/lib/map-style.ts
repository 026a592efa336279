import type { ExpressionSpecification, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';
import { directionOf, isLocale, SOURCE_LOCALE, type Locale } from '@shared/locales';
import { currentLocale } from '@web/lib/i18n';
import labels from './map-labels.json';

/** Place names are drawn as images on demand (no glyph server offline); their image ids start so. */
const LABEL_IMAGE_PREFIX = 'place-label:';
const LABEL_KINDS = { country: 'country', city: 'city' } as const;
type LabelKind = keyof typeof LABEL_KINDS;
const COUNTRY_LABELS_LAYER = 'country-labels';

/** A country of map-labels.json: its map name (English, Natural Earth's) and, with an ISO code, its code. */
type Country = { name: string; code?: string };

/** Each country by the key its label image names it with: its ISO code, or its map name without one. */
const countriesByKey = new Map<string, Country>(labels.countries.map((country: Country) => [country.code ?? country.name, country]));

const regionNames = new Map<Locale, Intl.DisplayNames | null>();

/**
 * A country's name in `locale` (docs/decisions/237-map-labels-per-language.md): in English the map's
 * own (Natural Earth's short forms: "Dem. Rep. Congo"), in the other languages the browser's, from
 * CLDR (Intl.DisplayNames: "Allemagne", "德国"), so no language adds data to the map's code. A place
 * with no code (N. Cyprus, Somaliland), or a browser without the name, keeps the map's.
 */
export function countryName(country: Country, locale: Locale): string {
  if (locale === SOURCE_LOCALE || !country.code) return country.name;
  if (!regionNames.has(locale)) {
    regionNames.set(locale, typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }) : null);
  }
  return regionNames.get(locale)?.of(country.code) ?? country.name;
}

/** The country labels' image ids in `locale` (`place-label:country:fr:DE`): each language's names are images of their own. */
function countryLabelImage(locale: Locale): ExpressionSpecification {
  return ['concat', `${LABEL_IMAGE_PREFIX}${LABEL_KINDS.country}:${locale}:`, ['get', 'key']];
}

/** The places of map-labels.json (scripts/build-map-labels.ts) as one GeoJSON source. */
function placeFeatures() {
  const point = (place: { longitude: number; latitude: number }, properties: { kind: LabelKind; rank: number; key?: string; image?: string }) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [place.longitude, place.latitude] },
    properties,
  });
  return {
    type: 'FeatureCollection' as const,
    features: [
      // A country's image is chosen by the layer, in the page's language (countryLabelImage).
      ...labels.countries.map((country: Country & { longitude: number; latitude: number }) =>
        point(country, { kind: 'country', rank: 0, key: country.code ?? country.name }),
      ),
      // Cities keep GeoNames's name in every language: the data has no name per language.
      ...labels.cities.map((city) => point(city, { kind: 'city', rank: city.isLarge ? 1 : 2, image: `${LABEL_IMAGE_PREFIX}city:${city.name}` })),
    ],
  };
}

/**
 * Names the countries of the offline style in `locale` from now on (a change of language, without
 * building the map again); a style of MAP_STYLE_URL has no such layer and keeps its own names.
 */
export function showPlaceNamesIn(map: MaplibreMap, locale: Locale): void {
  if (map.getLayer(COUNTRY_LABELS_LAYER)) map.setLayoutProperty(COUNTRY_LABELS_LAYER, 'icon-image', countryLabelImage(locale));
}

/**
 * The map's style. MAP_STYLE_URL (served by GET /api/client-config) wins; without it the map uses
 * this light style built from bundled data, so pins render on a readable background with no tile
 * server and no network (the machine may be offline): the world's land outline, country names from
 * zoom 2 in `locale`, the largest cities from zoom 3 and the other capitals and big cities from zoom
 * 4.5. Names are images drawn by `drawPlaceLabel` with the browser's fonts (a text layer would need a
 * glyph server, and Arabic the RTL text plugin). Only map views import this module, so the outline and
 * the names never reach the first page load.
 */
export function offlineMapStyle(locale: Locale = currentLocale()): StyleSpecification {
  const topology = land as unknown as Topology<{ land: GeometryCollection }>;
  const landShapes = feature(topology, topology.objects.land);
  const isCity: ExpressionSpecification = ['==', ['get', 'kind'], LABEL_KINDS.city];
  // Large cities from zoom 3, the others from 4.5.
  const cityShown: ExpressionSpecification = ['all', isCity, ['<=', ['get', 'rank'], ['step', ['zoom'], 1, 4.5, 2]]];
  return {
    version: 8,
    name: '24WM light',
    sources: { land: { type: 'geojson', data: landShapes }, places: { type: 'geojson', data: placeFeatures() } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#dbe7f3' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f8fafc' } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#94a3b8', 'line-width': 0.6 } },
      {
        id: COUNTRY_LABELS_LAYER,
        type: 'symbol',
        source: 'places',
        minzoom: 2,
        maxzoom: 8,
        filter: ['==', ['get', 'kind'], LABEL_KINDS.country],
        layout: { 'icon-image': countryLabelImage(locale), 'icon-padding': 4 },
      },
      {
        id: 'city-dots',
        type: 'circle',
        source: 'places',
        minzoom: 3,
        filter: cityShown,
        paint: { 'circle-radius': 2.5, 'circle-color': '#475569', 'circle-stroke-width': 1, 'circle-stroke-color': '#ffffff' },
      },
      {
        id: 'city-labels',
        type: 'symbol',
        source: 'places',
        minzoom: 3,
        filter: cityShown,
        layout: { 'icon-image': ['get', 'image'], 'icon-anchor': 'left', 'icon-offset': [5, 0], 'icon-padding': 2, 'symbol-sort-key': ['get', 'rank'] },
      },
    ],
  };
}

type TextImageStyle = {
  /** Font weight and size in CSS pixels. */
  weight: number;
  size: number;
  color: string;
  /** A halo around the text (place names over land and water); without one the text sits tight. */
  halo?: string;
  /** Moves the text down by this many CSS pixels (digits look centred a little lower). */
  nudge?: number;
  /** The text's direction: right to left for an Arabic name, so its punctuation sits where it belongs. */
  direction?: 'ltr' | 'rtl';
};

/**
 * Adds `text` as the map image `imageId`, drawn at the screen's pixel ratio (at most 3) on a canvas
 * just large enough. Every text the map shows is such an image: a text layer would need a glyph
 * server, and the map must work offline.
 */
export function addTextImage(map: MaplibreMap, imageId: string, text: string, style: TextImageStyle): void {
  const ratio = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
  const font = `${style.weight} ${style.size * ratio}px ui-sans-serif, system-ui, sans-serif`;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return;
  const padX = (style.halo ? 3 : 2) * ratio;
  const padY = style.halo ? 3 * ratio : 0;
  context.font = font;
  canvas.width = Math.ceil(context.measureText(text).width + 2 * padX);
  canvas.height = Math.ceil(16 * ratio + 2 * padY);
  // Resizing a canvas resets its context.
  context.font = font;
  context.direction = style.direction ?? 'ltr';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const x = canvas.width / 2;
  const y = canvas.height / 2 + (style.nudge ?? 0) * ratio;
  if (style.halo) {
    context.lineJoin = 'round';
    context.lineWidth = padX;
    context.strokeStyle = style.halo;
    context.strokeText(text, x, y);
  }
  context.fillStyle = style.color;
  context.fillText(text, x, y);
  map.addImage(imageId, context.getImageData(0, 0, canvas.width, canvas.height), { pixelRatio: ratio });
}

/** The text of a place name's image id, and its direction: a country in the language the id names, in capitals. */
export function placeLabelText(imageId: string): { text: string; direction: 'ltr' | 'rtl' } | null {
  if (!imageId.startsWith(LABEL_IMAGE_PREFIX)) return null;
  const [kind, ...rest] = imageId.slice(LABEL_IMAGE_PREFIX.length).split(':');
  if (kind !== LABEL_KINDS.country) return { text: rest.join(':'), direction: 'ltr' };
  const [tag, ...keyParts] = rest;
  const locale = isLocale(tag) ? tag : SOURCE_LOCALE;
  const key = keyParts.join(':');
  return { text: countryName(countriesByKey.get(key) ?? { name: key }, locale).toLocaleUpperCase(locale), direction: directionOf(locale) };
}

/**
 * Draws a place name of the offline style when the map first asks for it (its missing-image
 * resolver): dark text with a white halo, countries in capitals in the language their id names.
 * Answers whether the id was a place name, so a map with other on-demand images can try those next.
 */
export function drawPlaceLabel(map: MaplibreMap, imageId: string): boolean {
  const label = placeLabelText(imageId);
  if (!label) return false;
  if (map.hasImage(imageId)) return true;
  const halo = 'rgba(255, 255, 255, 0.9)';
  const isCountry = imageId.startsWith(`${LABEL_IMAGE_PREFIX}${LABEL_KINDS.country}:`);
  if (isCountry) addTextImage(map, imageId, label.text, { weight: 600, size: 11, color: '#64748b', halo, direction: label.direction });
  else addTextImage(map, imageId, label.text, { weight: 500, size: 12, color: '#1e293b', halo });
  return true;
}

/** MAP_STYLE_URL's style, else the offline one with its country names in `locale`. */
export function resolveMapStyle(mapStyleUrl: string | null | undefined, locale?: Locale): string | StyleSpecification {
  return mapStyleUrl && mapStyleUrl.length > 0 ? mapStyleUrl : offlineMapStyle(locale);
}

/** Spec 01 section 9: default centre near Tallinn, zoom 10; zoom 2 to 15; fit padding 50 then zoom 6; a selected pin zoom 5. */
export const MAP_DEFAULTS = {
  center: { latitude: 59.437, longitude: 24.7536 },
  zoom: 10,
  minZoom: 2,
  maxZoom: 15,
  fitBoundsPadding: 50,
  zoomAfterFit: 6,
  selectedZoom: 5,
} as const;
