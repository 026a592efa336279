import { describe, expect, it } from 'vitest';
import { listingRequestInput } from './contracts/listing-requests';
import { updateProfileBody } from './contracts/profile';
import { VAT_MENTIONS, VAT_NUMBER_MESSAGES } from './errors';
import { basisPointsOfCents } from './money';
import {
  checkVatNumber,
  invoiceTotals,
  isEuMemberState,
  normalizeVatNumber,
  VAT_NUMBER_FORMATS,
  VAT_RATES,
  vatRateOn,
  vatTreatment,
  type VatTreatmentInput,
} from './vat';

describe('vatRateOn', () => {
  it.each([
    // Estonia: the rate of the date, 20 %, 22 % from 2024, 24 % from 1 July 2025.
    ['EE', '2023-12-31', 2000],
    ['EE', '2024-01-01', 2200],
    ['EE', '2025-06-30', 2200],
    ['EE', '2025-07-01', 2400],
    ['EE', '2027-03-15', 2400],
    // The other recent changes, on their first day.
    ['FI', '2024-08-31', 2400],
    ['FI', '2024-09-01', 2550],
    ['SK', '2024-12-31', 2000],
    ['SK', '2025-01-01', 2300],
    ['RO', '2025-07-31', 1900],
    ['RO', '2025-08-01', 2100],
    // Greece by its ISO code and by its VAT prefix, in any case.
    ['GR', '2025-01-01', 2400],
    ['EL', '2025-01-01', 2400],
    ['gr', '2025-01-01', 2400],
    ['el', '2025-01-01', 2400],
    // No rate before a state's first entry, nor for a date that is not one.
    ['AT', '2023-12-31', null],
    ['EE', '2009-06-30', null],
    ['EE', '2025-02-30', null],
    ['EE', '2025-7-1', null],
    ['EE', 'tomorrow', null],
  ])('gives %s on %s the rate in basis points: %s', (country, date, basisPoints) => {
    expect(vatRateOn(country, date)).toBe(basisPoints);
  });

  it('has a rate for each of the 27 member states, and none for other countries', () => {
    const countries = new Set(VAT_RATES.map((rate) => rate.country));
    expect(countries.size).toBe(27);
    for (const country of countries) {
      expect(isEuMemberState(country), country).toBe(true);
      expect(vatRateOn(country, '2025-01-01'), country).not.toBeNull();
    }
    expect(vatRateOn('DE', '2025-01-01')).toBe(1900);
    expect(vatRateOn('HU', '2025-01-01')).toBe(2700);
    expect(vatRateOn('LU', '2025-01-01')).toBe(1700);
    for (const outside of ['GB', 'XI', 'NO', 'CH', 'CN', 'KE', 'US', '']) expect(vatRateOn(outside, '2025-01-01'), outside).toBeNull();
  });

  it('keeps each state at or above the 15 % minimum, its entries in date order', () => {
    for (const rate of VAT_RATES) expect(rate.basisPoints, rate.country).toBeGreaterThanOrEqual(1500);
    for (const country of new Set(VAT_RATES.map((rate) => rate.country))) {
      const dates = VAT_RATES.filter((rate) => rate.country === country).map((rate) => rate.fromDate);
      expect(dates, country).toEqual([...new Set(dates)].sort());
    }
  });
});

describe('checkVatNumber', () => {
  /** One number in each format and one out of it, by prefix. */
  const EXAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
    AT: { valid: ['ATU12345678'], invalid: ['AT12345678', 'ATU1234567'] },
    BE: { valid: ['BE0123456789', 'BE1123456789'], invalid: ['BE2123456789', 'BE123456789'] },
    BG: { valid: ['BG123456789', 'BG1234567890'], invalid: ['BG12345678', 'BG12345678901'] },
    CY: { valid: ['CY12345678L'], invalid: ['CY123456789'] },
    CZ: { valid: ['CZ12345678', 'CZ123456789', 'CZ1234567890'], invalid: ['CZ1234567', 'CZ12345678901'] },
    DE: { valid: ['DE123456789'], invalid: ['DE12345678', 'DE1234567890'] },
    DK: { valid: ['DK12345678'], invalid: ['DK1234567'] },
    EE: { valid: ['EE123456789', 'EE100931558'], invalid: ['EE12345', 'EE1234567890'] },
    EL: { valid: ['EL123456789'], invalid: ['EL12345678'] },
    ES: { valid: ['ESA1234567B', 'ESA12345678', 'ES12345678Z'], invalid: ['ES123456789', 'ESA123456'] },
    FI: { valid: ['FI12345678'], invalid: ['FI123456789'] },
    FR: { valid: ['FR12345678901', 'FRAB123456789', 'FR1B123456789'], invalid: ['FR123456789', 'FRAB12345678A'] },
    HR: { valid: ['HR12345678901'], invalid: ['HR1234567890'] },
    HU: { valid: ['HU12345678'], invalid: ['HU123456789'] },
    IE: { valid: ['IE1234567T', 'IE1234567WH', 'IE8Z49289F', 'IE8+49289F'], invalid: ['IE1234567', 'IE12345678'] },
    IT: { valid: ['IT12345678901'], invalid: ['IT1234567890'] },
    LT: { valid: ['LT123456789', 'LT123456789012'], invalid: ['LT1234567890'] },
    LU: { valid: ['LU12345678'], invalid: ['LU1234567'] },
    LV: { valid: ['LV12345678901'], invalid: ['LV123456789'] },
    MT: { valid: ['MT12345678'], invalid: ['MT123456789'] },
    NL: { valid: ['NL123456789B01'], invalid: ['NL123456789', 'NL123456789C01'] },
    PL: { valid: ['PL1234567890'], invalid: ['PL123456789'] },
    PT: { valid: ['PT123456789'], invalid: ['PT12345678'] },
    RO: { valid: ['RO12', 'RO1234567890'], invalid: ['RO1', 'RO12345678901'] },
    SE: { valid: ['SE123456789001'], invalid: ['SE12345678901'] },
    SI: { valid: ['SI12345678'], invalid: ['SI123456789'] },
    SK: { valid: ['SK1234567890'], invalid: ['SK123456789'] },
    XI: { valid: ['XI123456789', 'XI123456789012', 'XIGD123', 'XIHA567'], invalid: ['XI1234567', 'XIGD567', 'XIHA123'] },
  };

  it('has examples for every format, and a message for each', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(VAT_NUMBER_FORMATS.map((format) => format.prefix).sort());
    expect(VAT_NUMBER_FORMATS).toHaveLength(28);
  });

  it.each(VAT_NUMBER_FORMATS)('accepts $prefix numbers in the format and refuses others with their message', ({ prefix, country }) => {
    const { valid, invalid } = EXAMPLES[prefix]!;
    for (const number of valid) expect(checkVatNumber(number), number).toEqual({ ok: true, country, normalized: number });
    for (const number of invalid) {
      expect(checkVatNumber(number), number).toEqual({ ok: false, message: VAT_NUMBER_MESSAGES[prefix] });
    }
  });

  it('says what an Estonian number looks like', () => {
    expect(checkVatNumber('EE12345')).toEqual({ ok: false, message: 'An Estonian VAT number is EE followed by 9 digits.' });
  });

  it('reads a number as typed: any case, spaces, dots and hyphens', () => {
    expect(normalizeVatNumber(' ee 123.456-789 ')).toBe('EE123456789');
    expect(normalizeVatNumber('dk 12\u00a034 56 78')).toBe('DK12345678');
    expect(normalizeVatNumber('FR\u2013AB 123 456 789')).toBe('FRAB123456789');
    expect(checkVatNumber('nl 1234.56789-b01')).toEqual({ ok: true, country: 'NL', normalized: 'NL123456789B01' });
  });

  it('answers Greece as GR for an EL number, and points a GR number to EL', () => {
    expect(checkVatNumber('EL123456789')).toEqual({ ok: true, country: 'GR', normalized: 'EL123456789' });
    expect(checkVatNumber('GR123456789')).toEqual({ ok: false, message: 'A Greek VAT number starts with EL, not GR: EL followed by 9 digits.' });
  });

  it('answers Northern Ireland (XI) as the UK', () => {
    expect(checkVatNumber('XI123456789')).toEqual({ ok: true, country: 'GB', normalized: 'XI123456789' });
  });

  it('takes a tax number from outside the EU as typed, with no country', () => {
    expect(checkVatNumber('CHE-123.456.789 MWST')).toEqual({ ok: true, country: null, normalized: 'CHE123456789MWST' });
    expect(checkVatNumber('91110000600037341L')).toEqual({ ok: true, country: null, normalized: '91110000600037341L' });
    expect(checkVatNumber('GB 123 4567 89')).toEqual({ ok: true, country: null, normalized: 'GB123456789' });
    expect(checkVatNumber('P051234567Q')).toEqual({ ok: true, country: null, normalized: 'P051234567Q' });
  });

  it('refuses a text without digits', () => {
    expect(checkVatNumber('n/a')).toEqual({ ok: false, message: VAT_NUMBER_MESSAGES.noDigits });
    expect(checkVatNumber('  ')).toEqual({ ok: false, message: VAT_NUMBER_MESSAGES.noDigits });
  });
});

describe('vatTreatment', () => {
  /** An Estonian consumer of storage in an Estonian warehouse, supplied on 1 July 2025. */
  function input(overrides: Partial<Omit<VatTreatmentInput, 'buyer'>> & { buyer?: Partial<VatTreatmentInput['buyer']> } = {}): VatTreatmentInput {
    return {
      supplyDate: '2025-07-01',
      seller: { country: 'EE' },
      warehouseCountry: 'EE',
      specificPartForExclusiveUse: false,
      ...overrides,
      buyer: { country: 'EE', vatNumber: null, vatNumberVerified: false, ...overrides.buyer },
    };
  }

  describe('a buyer in the seller state', () => {
    it('pays the seller rate of the supply date', () => {
      expect(vatTreatment(input())).toEqual({
        kind: 'domestic',
        placeOfSupply: 'EE',
        basisPoints: 2400,
        mention: null,
        legalBasis: 'Article 45 of Directive 2006/112/EC',
      });
      expect(vatTreatment(input({ supplyDate: '2025-06-30' })).basisPoints).toBe(2200);
    });

    it('pays it as a business too, with a verified Estonian number, wherever the profile says it is', () => {
      const treatment = vatTreatment(input({ buyer: { country: 'FI', vatNumber: 'EE100931558', vatNumberVerified: true } }));
      expect(treatment).toMatchObject({ kind: 'domestic', placeOfSupply: 'EE', basisPoints: 2400, mention: null });
      expect(treatment.legalBasis).toBe('Article 44 of Directive 2006/112/EC');
    });
  });

  describe('a business with a verified VAT number of another member state', () => {
    it('pays no VAT: the reverse charge, with its mention', () => {
      expect(vatTreatment(input({ buyer: { country: 'DE', vatNumber: 'DE123456789', vatNumberVerified: true } }))).toEqual({
        kind: 'reverse-charge',
        placeOfSupply: 'DE',
        basisPoints: 0,
        mention: 'Reverse charge: VAT to be accounted for by the recipient, Article 196 of Directive 2006/112/EC',
        legalBasis: 'Articles 44 and 196 of Directive 2006/112/EC; Article 18(1) of Implementing Regulation (EU) No 282/2011',
      });
    });

    it('is placed by the number prefix, not the profile country', () => {
      const treatment = vatTreatment(input({ buyer: { country: 'EE', vatNumber: 'FR12345678901', vatNumberVerified: true } }));
      expect(treatment).toMatchObject({ kind: 'reverse-charge', placeOfSupply: 'FR', basisPoints: 0 });
      expect(vatTreatment(input({ buyer: { country: null, vatNumber: 'LV12345678901', vatNumberVerified: true } }))).toMatchObject({
        kind: 'reverse-charge',
        placeOfSupply: 'LV',
      });
    });

    it('places a Greek business (EL) in Greece (GR)', () => {
      expect(vatTreatment(input({ buyer: { country: 'GR', vatNumber: 'EL123456789', vatNumberVerified: true } }))).toMatchObject({
        kind: 'reverse-charge',
        placeOfSupply: 'GR',
        basisPoints: 0,
        mention: VAT_MENTIONS.reverseCharge,
      });
    });

    it('does not depend on where the warehouse is: storage without an exclusive part follows the buyer', () => {
      const treatment = vatTreatment(input({ warehouseCountry: 'FI', buyer: { country: 'DE', vatNumber: 'DE123456789', vatNumberVerified: true } }));
      expect(treatment).toMatchObject({ kind: 'reverse-charge', placeOfSupply: 'DE' });
    });
  });

  describe('a buyer in another member state without a verified number', () => {
    it('pays the seller rate when the number is not verified: no reverse charge', () => {
      expect(vatTreatment(input({ buyer: { country: 'DE', vatNumber: 'DE123456789', vatNumberVerified: false } }))).toEqual({
        kind: 'eu-consumer',
        placeOfSupply: 'EE',
        basisPoints: 2400,
        mention: null,
        legalBasis: 'Article 45 of Directive 2006/112/EC',
      });
    });

    it('pays it with no number at all, at the rate of the date', () => {
      expect(vatTreatment(input({ supplyDate: '2025-06-30', buyer: { country: 'LT' } }))).toMatchObject({ kind: 'eu-consumer', basisPoints: 2200 });
      expect(vatTreatment(input({ buyer: { country: 'el' } }))).toMatchObject({ kind: 'eu-consumer', placeOfSupply: 'EE', basisPoints: 2400 });
    });

    it('pays it when a "verified" number is not in its format (a value stored before the check)', () => {
      expect(vatTreatment(input({ buyer: { country: 'DE', vatNumber: 'DE123', vatNumberVerified: true } }))).toMatchObject({
        kind: 'eu-consumer',
        basisPoints: 2400,
      });
    });

    it('pays it with only a tax number from outside the EU, verified or not', () => {
      expect(vatTreatment(input({ buyer: { country: 'FR', vatNumber: 'CHE123456789MWST', vatNumberVerified: true } }))).toMatchObject({
        kind: 'eu-consumer',
        basisPoints: 2400,
      });
    });
  });

  describe('a buyer outside the EU', () => {
    it('pays no EU VAT as a business with a verified tax number, with the mention', () => {
      expect(vatTreatment(input({ buyer: { country: 'CH', vatNumber: 'CHE123456789MWST', vatNumberVerified: true } }))).toEqual({
        kind: 'outside-eu',
        placeOfSupply: 'CH',
        basisPoints: 0,
        mention: 'Outside the scope of EU VAT: the place of supply is the recipient’s country outside the EU, Article 44 of Directive 2006/112/EC',
        legalBasis: 'Article 44 of Directive 2006/112/EC; Article 18(3) of Implementing Regulation (EU) No 282/2011',
      });
      expect(vatTreatment(input({ buyer: { country: null, vatNumber: '91110000600037341L', vatNumberVerified: true } }))).toMatchObject({
        kind: 'outside-eu',
        placeOfSupply: null,
        basisPoints: 0,
      });
    });

    it('places a verified Northern Ireland (XI) business in the UK: outside the EU for services', () => {
      expect(vatTreatment(input({ buyer: { country: null, vatNumber: 'XI123456789', vatNumberVerified: true } }))).toMatchObject({
        kind: 'outside-eu',
        placeOfSupply: 'GB',
        basisPoints: 0,
      });
    });

    it('pays the seller rate without a verified number: not shown to be a business (Article 45)', () => {
      expect(vatTreatment(input({ buyer: { country: 'KE', vatNumber: 'P051234567Q', vatNumberVerified: false } }))).toEqual({
        kind: 'non-eu-consumer',
        placeOfSupply: 'EE',
        basisPoints: 2400,
        mention: null,
        legalBasis: 'Article 45 of Directive 2006/112/EC',
      });
      expect(vatTreatment(input({ buyer: { country: null } }))).toMatchObject({ kind: 'non-eu-consumer', basisPoints: 2400 });
    });
  });

  describe('storage in a specific part given to the customer exclusive use (Article 47)', () => {
    const exclusive = { specificPartForExclusiveUse: true } as const;

    it('is taxed in the seller state at its rate when the warehouse is there, even for a foreign business', () => {
      expect(vatTreatment(input({ ...exclusive, buyer: { country: 'DE', vatNumber: 'DE123456789', vatNumberVerified: true } }))).toEqual({
        kind: 'immovable-property',
        placeOfSupply: 'EE',
        basisPoints: 2400,
        mention: null,
        legalBasis: 'Article 47 of Directive 2006/112/EC; Article 31a(2)(h) of Implementing Regulation (EU) No 282/2011',
      });
    });

    it('is taxed at the warehouse state rate in another member state, owed by the seller', () => {
      const treatment = vatTreatment(input({ ...exclusive, supplyDate: '2025-01-01', warehouseCountry: 'FI' }));
      expect(treatment).toMatchObject({ kind: 'immovable-property', placeOfSupply: 'FI', basisPoints: 2550, mention: null });
      expect(treatment.legalBasis).toContain('Article 193 of Directive 2006/112/EC');
      // A business of a third state does not account for Finnish VAT.
      expect(vatTreatment(input({ ...exclusive, warehouseCountry: 'FI', buyer: { country: 'DE', vatNumber: 'DE123456789', vatNumberVerified: true } }))).toMatchObject({
        placeOfSupply: 'FI',
        basisPoints: 2550,
      });
      expect(vatTreatment(input({ ...exclusive, warehouseCountry: 'EL' }))).toMatchObject({ placeOfSupply: 'GR', basisPoints: 2400 });
    });

    it('is reverse charged to a business identified in the warehouse state (Article 194)', () => {
      expect(vatTreatment(input({ ...exclusive, warehouseCountry: 'FI', buyer: { country: 'FI', vatNumber: 'FI12345678', vatNumberVerified: true } }))).toEqual({
        kind: 'immovable-property',
        placeOfSupply: 'FI',
        basisPoints: 0,
        mention: 'Reverse charge: VAT to be accounted for by the recipient, Articles 47 and 194 of Directive 2006/112/EC',
        legalBasis:
          'Article 47 of Directive 2006/112/EC; Article 31a(2)(h) of Implementing Regulation (EU) No 282/2011; Article 194 of Directive 2006/112/EC',
      });
      // Not on an unverified number.
      expect(vatTreatment(input({ ...exclusive, warehouseCountry: 'FI', buyer: { country: 'FI', vatNumber: 'FI12345678' } })).basisPoints).toBe(2550);
    });

    it('bears no EU VAT for a warehouse outside the EU', () => {
      expect(vatTreatment(input({ ...exclusive, warehouseCountry: 'NO' }))).toEqual({
        kind: 'immovable-property',
        placeOfSupply: 'NO',
        basisPoints: 0,
        mention: 'Outside the scope of EU VAT: the property is outside the EU, Article 47 of Directive 2006/112/EC',
        legalBasis: 'Article 47 of Directive 2006/112/EC; Article 31a(2)(h) of Implementing Regulation (EU) No 282/2011',
      });
    });
  });

  it('refuses what it cannot decide: a seller outside the EU, a supply date that is not one, a date without a rate', () => {
    expect(() => vatTreatment(input({ seller: { country: 'GB' } }))).toThrow(RangeError);
    expect(() => vatTreatment(input({ supplyDate: '2025-02-30' }))).toThrow(RangeError);
    expect(() => vatTreatment(input({ supplyDate: '2009-06-30' }))).toThrow('No VAT rate of EE is known for 2009-06-30');
  });
});

describe('basisPointsOfCents', () => {
  it('rounds half away from zero, once', () => {
    expect(basisPointsOfCents(1000, 2400)).toBe(240);
    expect(basisPointsOfCents(2, 2500)).toBe(1); // 0.5
    expect(basisPointsOfCents(50, 2500)).toBe(13); // 12.5
    expect(basisPointsOfCents(1, 2400)).toBe(0); // 0.24
    expect(basisPointsOfCents(-2, 2500)).toBe(-1);
    expect(basisPointsOfCents(-50, 2500)).toBe(-13);
    expect(Object.is(basisPointsOfCents(-1, 2400), 0)).toBe(true);
    expect(basisPointsOfCents(12345, 2550)).toBe(3148); // 3147.975
  });

  it('is exact where a float product is not, and refuses what it cannot return', () => {
    // 4,000,000,000,000,002 × 0.25 = 1,000,000,000,000,000.5: the float product loses the half cent.
    expect(Math.round((4_000_000_000_000_002 * 2500) / 10_000)).toBe(1_000_000_000_000_000);
    expect(basisPointsOfCents(4_000_000_000_000_002, 2500)).toBe(1_000_000_000_000_001);
    expect(basisPointsOfCents(Number.MAX_SAFE_INTEGER, 2400)).toBe(2_161_727_821_137_838); // …837.84
    expect(() => basisPointsOfCents(Number.MAX_SAFE_INTEGER, 20_000)).toThrow(RangeError);
    expect(() => basisPointsOfCents(10.5, 2400)).toThrow(RangeError);
    expect(() => basisPointsOfCents(100, -1)).toThrow(RangeError);
  });
});

describe('invoiceTotals', () => {
  it('adds up nothing to zero', () => {
    expect(invoiceTotals([])).toEqual({ netCents: 0, vatCents: 0, totalCents: 0, byRate: [] });
  });

  it('computes VAT once per rate on the sum of its nets, not per line', () => {
    // Per line each 2 cents × 25 % would round 0.5 up to 1 (3 in all); on the 6-cent sum it is 1.5 → 2.
    expect(invoiceTotals([2, 2, 2].map((netCents) => ({ netCents, basisPoints: 2500 })))).toEqual({
      netCents: 6,
      vatCents: 2,
      totalCents: 8,
      byRate: [{ basisPoints: 2500, netCents: 6, vatCents: 2 }],
    });
    // A half cent rounds away from zero.
    expect(invoiceTotals([{ netCents: 50, basisPoints: 2500 }]).vatCents).toBe(13);
    expect(invoiceTotals([{ netCents: 49, basisPoints: 2500 }]).vatCents).toBe(12);
  });

  it('keeps each rate apart over many lines, highest rate first, a 0 % rate included', () => {
    const lines = [
      ...Array.from({ length: 10 }, () => ({ netCents: 1005, basisPoints: 2200 })), // 10,050 × 22 % = 2,211
      ...Array.from({ length: 7 }, () => ({ netCents: 333, basisPoints: 2400 })), // 2,331 × 24 % = 559.44
      { netCents: 12_345, basisPoints: 0 },
      ...Array.from({ length: 3 }, () => ({ netCents: 1001, basisPoints: 2400 })), // with the above 5,334 × 24 % = 1,280.16
    ];
    expect(invoiceTotals(lines)).toEqual({
      netCents: 10_050 + 5_334 + 12_345,
      vatCents: 2_211 + 1_280,
      totalCents: 10_050 + 5_334 + 12_345 + 2_211 + 1_280,
      byRate: [
        { basisPoints: 2400, netCents: 5_334, vatCents: 1_280 },
        { basisPoints: 2200, netCents: 10_050, vatCents: 2_211 },
        { basisPoints: 0, netCents: 12_345, vatCents: 0 },
      ],
    });
  });

  it('nets a credit line against the others before rounding', () => {
    expect(invoiceTotals([{ netCents: 100, basisPoints: 2500 }, { netCents: -50, basisPoints: 2500 }]).vatCents).toBe(13);
    expect(invoiceTotals([{ netCents: -50, basisPoints: 2500 }])).toMatchObject({ netCents: -50, vatCents: -13, totalCents: -63 });
  });

  it('is exact for sums far above 2^53 / 10,000 cents', () => {
    const lines = [
      { netCents: 2_000_000_000_000_001, basisPoints: 2500 },
      { netCents: 2_000_000_000_000_001, basisPoints: 2500 },
    ];
    expect(invoiceTotals(lines)).toEqual({
      netCents: 4_000_000_000_000_002,
      vatCents: 1_000_000_000_000_001,
      totalCents: 5_000_000_000_000_003,
      byRate: [{ basisPoints: 2500, netCents: 4_000_000_000_000_002, vatCents: 1_000_000_000_000_001 }],
    });
  });

  it('refuses a sum beyond the safe integer range, and lines that are not whole cents or rates', () => {
    expect(() => invoiceTotals([{ netCents: Number.MAX_SAFE_INTEGER, basisPoints: 0 }, { netCents: 1, basisPoints: 0 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ netCents: Number.MAX_SAFE_INTEGER, basisPoints: 2400 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ netCents: 10.5, basisPoints: 2400 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ netCents: 10, basisPoints: 24.5 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ netCents: 10, basisPoints: -2400 }])).toThrow(RangeError);
  });
});

describe('the contracts check VAT numbers', () => {
  const profile = { firstName: 'Grace', lastName: 'Hopper' };

  it('profile: an empty number is none, a number is stored normalized, a wrong EU format gets its message', () => {
    expect(updateProfileBody.parse({ ...profile, vatNumber: '' }).vatNumber).toBeNull();
    expect(updateProfileBody.parse(profile).vatNumber).toBeUndefined();
    expect(updateProfileBody.parse({ ...profile, vatNumber: ' ee 123 456 789 ' }).vatNumber).toBe('EE123456789');
    expect(updateProfileBody.parse({ ...profile, vatNumber: 'CHE-123.456.789 MWST' }).vatNumber).toBe('CHE123456789MWST');
    const result = updateProfileBody.safeParse({ ...profile, vatNumber: 'EE12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['vatNumber'], message: 'An Estonian VAT number is EE followed by 9 digits.' },
    ]);
  });

  it('listing request: the same on a draft, an empty number staying empty', () => {
    expect(listingRequestInput.parse({ submit: false }).vatNumber).toBe('');
    expect(listingRequestInput.parse({ submit: false, vatNumber: ' ' }).vatNumber).toBe('');
    expect(listingRequestInput.parse({ submit: false, vatNumber: 'nl 123456789 b01' }).vatNumber).toBe('NL123456789B01');
    const result = listingRequestInput.safeParse({ submit: false, vatNumber: 'NL123456789' });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['vatNumber'], message: VAT_NUMBER_MESSAGES.NL },
    ]);
  });
});
