import { describe, expect, it } from 'vitest';
import { offlineMapStyle, resolveMapStyle } from './map-style';

type PlaceFeature = { geometry: { coordinates: [number, number] }; properties: { kind: string; rank: number; image: string } };

describe('offlineMapStyle', () => {
  const style = offlineMapStyle();
  const places = (style.sources.places as unknown as { data: { features: PlaceFeature[] } }).data.features;
  const place = (image: string) => places.find((feature) => feature.properties.image === image);

  it('names countries and major cities from the bundled data, where they are', () => {
    expect(place('place-label:country:Estonia')?.geometry.coordinates).toEqual([expect.closeTo(25.8, 0), expect.closeTo(58.6, 0)]);
    expect(place('place-label:city:Tallinn')?.geometry.coordinates).toEqual([expect.closeTo(24.75, 1), expect.closeTo(59.44, 1)]);
    expect(place('place-label:city:Istanbul')?.properties.rank).toBe(1);
    // Across the antimeridian the label still sits on the country.
    expect(place('place-label:country:Fiji')?.geometry.coordinates[0]).toBeGreaterThan(175);
    expect(places.filter((feature) => feature.properties.kind === 'country').length).toBeGreaterThan(150);
  });

  it('draws the names above the land, countries from zoom 2 and cities from zoom 3', () => {
    const ids = style.layers.map((layer) => layer.id);
    expect(ids.indexOf('country-labels')).toBeGreaterThan(ids.indexOf('land'));
    expect(style.layers.find((layer) => layer.id === 'country-labels')).toMatchObject({ type: 'symbol', minzoom: 2 });
    expect(style.layers.find((layer) => layer.id === 'city-labels')).toMatchObject({ type: 'symbol', minzoom: 3 });
  });

  it('gives way to MAP_STYLE_URL', () => {
    expect(resolveMapStyle('https://tiles.example/style.json')).toBe('https://tiles.example/style.json');
    expect(resolveMapStyle(null)).toMatchObject({ name: '24WM light' });
  });
});
