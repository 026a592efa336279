import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { epcQrPayload, type EpcQrInput } from './epc-qr';

const input: EpcQrInput = {
  beneficiaryName: '24WM OÜ',
  iban: 'EE382200221020145685',
  bic: 'HABAEE2X',
  amountCents: 123450,
  remittance: 'INV-2026-000001',
};

const lines = (overrides: Partial<EpcQrInput> = {}) => epcQrPayload({ ...input, ...overrides }).split('\n');

describe('epcQrPayload', () => {
  it('writes each data element on its line, in the order of EPC069-12 version 002', () => {
    const elements = lines();
    expect(elements[0]).toBe('BCD'); // service tag
    expect(elements[1]).toBe('002'); // version
    expect(elements[2]).toBe('1'); // character set: UTF-8
    expect(elements[3]).toBe('SCT'); // identification: SEPA credit transfer
    expect(elements[4]).toBe('HABAEE2X'); // AT-23 BIC
    expect(elements[5]).toBe('24WM OÜ'); // AT-21 beneficiary name
    expect(elements[6]).toBe('EE382200221020145685'); // AT-20 IBAN
    expect(elements[7]).toBe('EUR1234.50'); // AT-04 amount
    expect(elements[8]).toBe(''); // AT-44 purpose
    expect(elements[9]).toBe(''); // AT-05 structured remittance (a creditor reference)
    expect(elements[10]).toBe('INV-2026-000001'); // AT-05 unstructured remittance
  });

  it('ends with the remittance: no beneficiary-to-originator line and no separator after the last element', () => {
    const payload = epcQrPayload(input);
    expect(payload.split('\n')).toHaveLength(11);
    expect(payload.endsWith('INV-2026-000001')).toBe(true);
    expect(payload).not.toContain('\r');
  });

  it('leaves the BIC empty when none is given (optional in version 002)', () => {
    expect(lines({ bic: '' })[4]).toBe('');
  });

  it('writes the IBAN and BIC as banks store them: upper case, no spaces', () => {
    const elements = lines({ iban: 'ee38 2200 2210 2014 5685', bic: ' habaee2x ' });
    expect(elements[6]).toBe('EE382200221020145685');
    expect(elements[4]).toBe('HABAEE2X');
  });

  it.each([
    [1, 'EUR0.01'],
    [10, 'EUR0.10'],
    [100, 'EUR1.00'],
    [100_000, 'EUR1000.00'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('writes %i cents as %s: a dot, two decimals, no grouping', (amountCents, expected) => {
    expect(lines({ amountCents })[7]).toBe(expected);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -100],
    ['above €999,999,999.99', 100_000_000_000],
    ['a fraction of a cent', 100.5],
    ['NaN', Number.NaN],
  ])('refuses %s', (_case, amountCents) => {
    expect(() => epcQrPayload({ ...input, amountCents })).toThrow(RangeError);
  });

  it('takes a beneficiary name of up to 70 characters, counted as characters, not bytes', () => {
    expect(lines({ beneficiaryName: 'Õ'.repeat(70) })[5]).toBe('Õ'.repeat(70));
    expect(() => epcQrPayload({ ...input, beneficiaryName: 'Õ'.repeat(71) })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...input, beneficiaryName: '  ' })).toThrow(RangeError);
  });

  it('takes a remittance of up to 140 characters', () => {
    expect(lines({ remittance: 'R'.repeat(140) })[10]).toBe('R'.repeat(140));
    expect(() => epcQrPayload({ ...input, remittance: 'R'.repeat(141) })).toThrow(RangeError);
  });

  it('refuses a payload beyond 331 bytes even when each element is within its limit', () => {
    // 70 two-byte characters and 140 one-byte ones: 280 bytes, and the other elements pass 331.
    expect(() => epcQrPayload({ ...input, beneficiaryName: 'Ω'.repeat(70), remittance: 'R'.repeat(140) })).toThrow(/331 bytes/);
  });

  it('fits the largest payload it accepts in a version 13 code at level M', () => {
    const payload = epcQrPayload({ ...input, beneficiaryName: 'N'.repeat(70), remittance: 'R'.repeat(140) });
    expect(QRCode.create(payload, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(13);
  });

  it('refuses a line break inside an element, which would shift the elements after it', () => {
    expect(() => epcQrPayload({ ...input, beneficiaryName: '24WM\nOÜ' })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...input, remittance: 'INV-2026-000001\r\n' + 'x' })).toThrow(RangeError);
  });

  it('refuses an IBAN whose check digits fail and a malformed BIC', () => {
    expect(() => epcQrPayload({ ...input, iban: 'EE392200221020145685' })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...input, bic: 'HABA' })).toThrow(RangeError);
  });
});
