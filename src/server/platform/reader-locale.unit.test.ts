import { describe, expect, it } from 'vitest';
import { acceptedLocale } from './reader-locale';

describe('acceptedLocale', () => {
  it('takes the browser\'s first language the product speaks, region or not, as boot.js does', () => {
    expect(acceptedLocale('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(acceptedLocale('es-ES,es;q=0.9,de-AT;q=0.7,en;q=0.5')).toBe('de');
    expect(acceptedLocale('ZH-Hans-CN')).toBe('zh');
    expect(acceptedLocale('ar')).toBe('ar');
  });

  it('answers nothing for none it speaks, a wildcard or no header', () => {
    expect(acceptedLocale('es-ES, pt;q=0.8')).toBeUndefined();
    expect(acceptedLocale('*')).toBeUndefined();
    expect(acceptedLocale('')).toBeUndefined();
    expect(acceptedLocale(undefined)).toBeUndefined();
  });
});
