import { describe, expect, it } from 'vitest';
import { parseBrowseParams, serializeBrowseParams } from './browse-params';
import { homeSearchQuery } from './home-search';

describe('homeSearchQuery', () => {
  it('sends place, dates and space needed as browse reads them', () => {
    const query = homeSearchQuery({ location: ' Tallinn ', from: '2027-03-01', to: '2027-03-31', size: '250' });
    expect(query).toBe('q=Tallinn&from=2027-03-01&to=2027-03-31&minFree=250');
    expect(parseBrowseParams(query)).toMatchObject({ q: 'Tallinn', from: '2027-03-01', to: '2027-03-31', minFree: 250, minSize: null });
    // Browse writes the same URL back: the search lands unchanged.
    expect(serializeBrowseParams(parseBrowseParams(query))).toBe(query);
  });

  it('asks for a total size when there are no dates (free space is counted only for dates)', () => {
    const query = homeSearchQuery({ location: '', from: '', to: '', size: '1200.5' });
    expect(query).toBe('minSize=1200.5');
    expect(parseBrowseParams(query)).toMatchObject({ minSize: 1200.5, minFree: null });
  });

  it('leaves empty fields out, and encodes the place', () => {
    expect(homeSearchQuery({ location: '  ', from: '', to: '', size: '' })).toBe('');
    const query = homeSearchQuery({ location: 'Dar es Salaam & port', from: '2027-03-01', to: '', size: '' });
    expect(parseBrowseParams(query)).toMatchObject({ q: 'Dar es Salaam & port', from: '2027-03-01', to: '' });
  });
});
