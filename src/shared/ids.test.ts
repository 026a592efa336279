import { describe, expect, it } from 'vitest';
import { formatInquiryNumber, searchedIdPrefix, shortId } from './ids';

const UUID = '3f2a9c1e-7b4d-4e8a-9c01-5d6e7f8a9b0c';

describe('shortId', () => {
  it('keeps the first 8 characters of a uuid', () => {
    expect(shortId(UUID)).toBe('3f2a9c1e');
  });

  it('returns a shorter id whole, and an empty id as empty', () => {
    expect(shortId('abc')).toBe('abc');
    expect(shortId('')).toBe('');
  });
});

describe('formatInquiryNumber', () => {
  it('prefixes the short id with #', () => {
    expect(formatInquiryNumber(UUID)).toBe('#3f2a9c1e');
  });
});

describe('searchedIdPrefix', () => {
  it('reads a number after "#", or a whole short id without one', () => {
    expect(searchedIdPrefix('#3F2A')).toBe('3f2a');
    expect(searchedIdPrefix('#3f2a9c1e')).toBe('3f2a9c1e');
    expect(searchedIdPrefix('3f2a9c1e')).toBe('3f2a9c1e');
    expect(searchedIdPrefix('3f2a9c1e-7b4d')).toBe('3f2a9c1e-7b4d');
  });

  it('does not read a name of the letters a-f, or a short run of them, as a number', () => {
    for (const search of ['Ed', 'Ada', 'Abe', 'bead', 'cafe', 'fade', '3f2a', 'Tallinn', '#']) expect(searchedIdPrefix(search), search).toBeNull();
  });
});
