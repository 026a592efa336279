import { describe, expect, it } from 'vitest';
import { isValidBic, isValidIban, maskIban, normalizeIban } from './bank';

describe('isValidIban', () => {
  // The examples the banks and the ECB publish for each format.
  it.each(['EE382200221020145685', 'DE89370400440532013000', 'GB82WEST12345698765432', 'NL91ABNA0417164300', 'ee38 2200 2210 2014 5685'])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'EE392200221020145685'],
    ['two digits swapped', 'EE382200221020145658'],
    ['too short', 'EE3822'],
    ['no country', '38EE2200221020145685'],
    ['a symbol', 'EE38-2200221020145685'],
    ['empty', ''],
  ])('refuses %s', (_case, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('normalizeIban', () => {
  it('writes it as banks store it', () => {
    expect(normalizeIban(' ee38 2200 2210 2014 5685 ')).toBe('EE382200221020145685');
  });
});

describe('isValidBic', () => {
  it('accepts eight and eleven characters', () => {
    expect(isValidBic('HABAEE2X')).toBe(true);
    expect(isValidBic('deutdeff500')).toBe(true);
  });

  it('refuses other lengths and a digit in the bank code', () => {
    expect(isValidBic('HABAEE2')).toBe(false);
    expect(isValidBic('HABAEE2X0')).toBe(false);
    expect(isValidBic('H4BAEE2X')).toBe(false);
  });
});

describe('maskIban', () => {
  it('shows the country code and the last four characters only, in groups of four', () => {
    expect(maskIban('ee38 2200 2210 2014 5685')).toBe('EE•• •••• •••• •••• 5685');
    expect(maskIban('DE89370400440532013000')).toBe('DE•• •••• •••• •••• ••30 00');
  });
});
