import type { Map as MaplibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { countryName, offlineMapStyle, placeLabelText, resolveMapStyle, showPlaceNamesIn } from './map-style';

type PlaceFeature = { geometry: { coordinates: [number, number] }; properties: { kind: string; rank: number; key?: string; image?: string } };

describe('offlineMapStyle', () => {
  const style = offlineMapStyle('en');
  const places = (style.sources.places as unknown as { data: { features: PlaceFeature[] } }).data.features;
  const country = (key: string) => places.find((feature) => feature.properties.kind === 'country' && feature.properties.key === key);
  const city = (image: string) => places.find((feature) => feature.properties.image === image);
  const layer = (id: string) => style.layers.find((each) => each.id === id);

  it('names countries and major cities from the bundled data, where they are', () => {
    expect(country('EE')?.geometry.coordinates).toEqual([expect.closeTo(25.8, 0), expect.closeTo(58.6, 0)]);
    expect(city('place-label:city:Tallinn')?.geometry.coordinates).toEqual([expect.closeTo(24.75, 1), expect.closeTo(59.44, 1)]);
    expect(city('place-label:city:Istanbul')?.properties.rank).toBe(1);
    // Across the antimeridian the label still sits on the country.
    expect(country('FJ')?.geometry.coordinates[0]).toBeGreaterThan(175);
    expect(places.filter((feature) => feature.properties.kind === 'country').length).toBeGreaterThan(150);
  });

  it('keys every country by its ISO code, and the few places without one by their map name', () => {
    const keys = places.filter((feature) => feature.properties.kind === 'country').map((feature) => feature.properties.key!);
    expect(keys.filter((key) => !/^[A-Z]{2}$/.test(key)).sort()).toEqual(['N. Cyprus', 'Somaliland']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('draws the names above the land, countries from zoom 2 and cities from zoom 3', () => {
    const ids = style.layers.map((each) => each.id);
    expect(ids.indexOf('country-labels')).toBeGreaterThan(ids.indexOf('land'));
    expect(layer('country-labels')).toMatchObject({ type: 'symbol', minzoom: 2 });
    expect(layer('city-labels')).toMatchObject({ type: 'symbol', minzoom: 3 });
  });

  it("names the countries' images in the language asked for", () => {
    expect(layer('country-labels')).toMatchObject({ layout: { 'icon-image': ['concat', 'place-label:country:en:', ['get', 'key']] } });
    expect(offlineMapStyle('fr').layers.find((each) => each.id === 'country-labels')).toMatchObject({
      layout: { 'icon-image': ['concat', 'place-label:country:fr:', ['get', 'key']] },
    });
  });

  it('gives way to MAP_STYLE_URL', () => {
    expect(resolveMapStyle('https://tiles.example/style.json')).toBe('https://tiles.example/style.json');
    expect(resolveMapStyle(null)).toMatchObject({ name: '24WM light' });
  });
});

describe('countryName', () => {
  const germany = { name: 'Germany', code: 'DE' };

  it("gives a country's name in each language from its ISO code", () => {
    expect(countryName(germany, 'fr')).toBe('Allemagne');
    expect(countryName(germany, 'de')).toBe('Deutschland');
    expect(countryName(germany, 'ar')).toBe('ألمانيا');
    expect(countryName(germany, 'zh')).toBe('德国');
  });

  it("keeps the map's own name in English, and where there is no code", () => {
    expect(countryName({ name: 'Dem. Rep. Congo', code: 'CD' }, 'en')).toBe('Dem. Rep. Congo');
    expect(countryName({ name: 'Somaliland' }, 'fr')).toBe('Somaliland');
  });
});

describe('placeLabelText', () => {
  it('writes a country in capitals in the language of its image id, Arabic right to left', () => {
    expect(placeLabelText('place-label:country:fr:DE')).toEqual({ text: 'ALLEMAGNE', direction: 'ltr' });
    expect(placeLabelText('place-label:country:de:FR')).toEqual({ text: 'FRANKREICH', direction: 'ltr' });
    expect(placeLabelText('place-label:country:zh:EE')).toEqual({ text: '爱沙尼亚', direction: 'ltr' });
    expect(placeLabelText('place-label:country:ar:EG')).toEqual({ text: 'مصر', direction: 'rtl' });
    expect(placeLabelText('place-label:country:en:US')).toEqual({ text: 'UNITED STATES OF AMERICA', direction: 'ltr' });
    expect(placeLabelText('place-label:country:zh:XK')).toEqual({ text: '科索沃', direction: 'ltr' });
    expect(placeLabelText('place-label:country:zh:Somaliland')).toEqual({ text: 'SOMALILAND', direction: 'ltr' });
  });

  it('writes a city as the data names it, and knows no other image', () => {
    expect(placeLabelText('place-label:city:Tallinn')).toEqual({ text: 'Tallinn', direction: 'ltr' });
    expect(placeLabelText('cluster-count:12')).toBeNull();
  });
});

describe('showPlaceNamesIn', () => {
  it("renames the offline style's countries in the new language, and leaves another style alone", () => {
    const setLayoutProperty = vi.fn();
    showPlaceNamesIn({ getLayer: () => ({}), setLayoutProperty } as unknown as MaplibreMap, 'zh');
    expect(setLayoutProperty).toHaveBeenCalledWith('country-labels', 'icon-image', ['concat', 'place-label:country:zh:', ['get', 'key']]);

    const untouched = vi.fn();
    showPlaceNamesIn({ getLayer: () => undefined, setLayoutProperty: untouched } as unknown as MaplibreMap, 'zh');
    expect(untouched).not.toHaveBeenCalled();
  });
});
