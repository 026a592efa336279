import { describe, expect, it } from 'vitest';
import { isSepaIban, isValidBic, isValidIban, maskIban, normalizeIban } from './bank';

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

describe('isSepaIban', () => {
  it('is true for IBANs of SEPA countries, written any way, and false for IBANs outside SEPA', () => {
    for (const iban of ['EE382200221020145685', 'se45 5000 0000 0583 9825 7466', 'GB29NWBK60161331926819', 'CH9300762011623852957']) expect(isSepaIban(iban), iban).toBe(true);
    for (const iban of ['AE070331234567890123456', 'SA0380000000608010167519', 'EG380019000500000000263180002', 'TR330006100519786457841326']) expect(isSepaIban(iban), iban).toBe(false);
  });
});
