/**
 * VAT (issue #38, decision 211): the standard rates of the EU member states with the dates they apply
 * from, the format of VAT numbers, the VAT treatment of an invoice and its totals. Every rule cites
 * its source beside it. The seller is the cargo agent, 24WM OÜ, established in Tallinn, Estonia.
 *
 * Sources, cited by short name below:
 * - "the Directive": Council Directive 2006/112/EC on the common system of value added tax.
 * - "the Implementing Regulation": Council Implementing Regulation (EU) No 282/2011.
 * - "Donnelley": CJEU judgment of 27 June 2013, RR Donnelley Global Turnkey Solutions Poland, C-155/12.
 * - "the Commission's rates": European Commission (DG TAXUD), "VAT rates applied in the Member States
 *   of the European Union", taxation-customs.ec.europa.eu (the table of standard rates).
 * - "VIES": European Commission, VIES, "VAT number structure" (the format of each member state's numbers).
 *
 * Country codes are ISO 3166-1 alpha-2 (Greece GR); VAT numbers carry VIES's prefixes (Greece EL,
 * Northern Ireland XI). Money is integer cents; rates are basis points (2400 = 24 %, 2550 = 25.5 %).
 */
import { isIsoDate } from './dates';
import { VAT_MENTIONS, VAT_NUMBER_MESSAGES } from './errors';
import { basisPointsOfCents } from './money';

// ---------------------------------------------------------------------------------------------
// Member states and their standard rates
// ---------------------------------------------------------------------------------------------

/** The 27 member states (Treaty on European Union, Article 52), by ISO code. */
const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

/**
 * A country code as this module compares it: upper case, and Greece's VAT prefix EL read as its ISO
 * code GR (the Directive and VIES write EL; ISO 3166 and most address data write GR).
 */
function toIsoCountry(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'EL' ? 'GR' : upper;
}

/** True for a member state of the EU, by ISO code or (Greece) VAT prefix. Northern Ireland (XI) is not one for services. */
export function isEuMemberState(country: string): boolean {
  return (EU_MEMBER_STATES as readonly string[]).includes(toIsoCountry(country));
}

/** A standard VAT rate from `fromDate` (inclusive) until the next entry of the same country. */
export type VatRate = { country: string; fromDate: string; basisPoints: number };

/**
 * The standard rate of each member state (the Directive, Articles 96 and 97: one standard rate of at
 * least 15 %, set by each state). Source of every entry: the Commission's rates; changes also cite the
 * state's own notice. The table starts on 2024-01-01 for a state whose rate has not changed since
 * before then (no invoice of this product is older); a date before a state's first entry has no rate.
 * A new rate is one more entry: entries are never edited, so an invoice keeps the rate of its date.
 */
export const VAT_RATES: readonly VatRate[] = [
  { country: 'AT', fromDate: '2024-01-01', basisPoints: 2000 },
  { country: 'BE', fromDate: '2024-01-01', basisPoints: 2100 },
  { country: 'BG', fromDate: '2024-01-01', basisPoints: 2000 },
  { country: 'CY', fromDate: '2024-01-01', basisPoints: 1900 },
  { country: 'CZ', fromDate: '2024-01-01', basisPoints: 2100 },
  { country: 'DE', fromDate: '2024-01-01', basisPoints: 1900 },
  { country: 'DK', fromDate: '2024-01-01', basisPoints: 2500 },
  // Estonia: Value Added Tax Act (käibemaksuseadus) § 15(1). 20 % since 1 July 2009; 22 % from
  // 1 January 2024 (amending act of June 2023; Estonian Tax and Customs Board notice on emta.ee);
  // 24 % from 1 July 2025 (Security Tax Act, julgeolekumaksu seadus, of November 2024; the return to
  // 22 % it planned was cancelled in 2025), with no transitional rule: supplies from 1 July 2025 pay 24 %.
  { country: 'EE', fromDate: '2009-07-01', basisPoints: 2000 },
  { country: 'EE', fromDate: '2024-01-01', basisPoints: 2200 },
  { country: 'EE', fromDate: '2025-07-01', basisPoints: 2400 },
  { country: 'ES', fromDate: '2024-01-01', basisPoints: 2100 },
  // Finland: Value Added Tax Act (arvonlisäverolaki) § 84. 24 % since 1 January 2013; 25.5 % from
  // 1 September 2024 (amending act in force that day; Finnish Tax Administration notice on vero.fi).
  { country: 'FI', fromDate: '2013-01-01', basisPoints: 2400 },
  { country: 'FI', fromDate: '2024-09-01', basisPoints: 2550 },
  { country: 'FR', fromDate: '2024-01-01', basisPoints: 2000 },
  { country: 'GR', fromDate: '2024-01-01', basisPoints: 2400 },
  { country: 'HR', fromDate: '2024-01-01', basisPoints: 2500 },
  { country: 'HU', fromDate: '2024-01-01', basisPoints: 2700 },
  { country: 'IE', fromDate: '2024-01-01', basisPoints: 2300 },
  { country: 'IT', fromDate: '2024-01-01', basisPoints: 2200 },
  { country: 'LT', fromDate: '2024-01-01', basisPoints: 2100 },
  // Luxembourg: back to 17 % on 1 January 2024, when the temporary 16 % of 2023 ended.
  { country: 'LU', fromDate: '2024-01-01', basisPoints: 1700 },
  { country: 'LV', fromDate: '2024-01-01', basisPoints: 2100 },
  { country: 'MT', fromDate: '2024-01-01', basisPoints: 1800 },
  { country: 'NL', fromDate: '2024-01-01', basisPoints: 2100 },
  { country: 'PL', fromDate: '2024-01-01', basisPoints: 2300 },
  { country: 'PT', fromDate: '2024-01-01', basisPoints: 2300 },
  // Romania: Fiscal Code (Law 227/2015) Article 291. 19 % since 1 January 2017; 21 % from
  // 1 August 2025 (Law No. 141/2025 on fiscal-budgetary measures, Official Gazette No. 699 of 25 July 2025).
  { country: 'RO', fromDate: '2017-01-01', basisPoints: 1900 },
  { country: 'RO', fromDate: '2025-08-01', basisPoints: 2100 },
  { country: 'SE', fromDate: '2024-01-01', basisPoints: 2500 },
  { country: 'SI', fromDate: '2024-01-01', basisPoints: 2200 },
  // Slovakia: VAT Act No. 222/2004 Coll. § 27. 20 % since 1 January 2011; 23 % from 1 January 2025
  // (Act No. 278/2024 Coll., the consolidation package, Article VII).
  { country: 'SK', fromDate: '2011-01-01', basisPoints: 2000 },
  { country: 'SK', fromDate: '2025-01-01', basisPoints: 2300 },
];

/**
 * The standard rate of a member state on a date ('YYYY-MM-DD'), in basis points: the entry with the
 * latest `fromDate` on or before it. Null outside the EU, before the state's first entry, and for a
 * date that is not a calendar date. Greece is found as GR or EL.
 */
export function vatRateOn(country: string, date: string): number | null {
  if (!isIsoDate(date)) return null;
  const iso = toIsoCountry(country);
  let rate: VatRate | null = null;
  for (const entry of VAT_RATES) {
    if (entry.country === iso && entry.fromDate <= date && (rate === null || entry.fromDate > rate.fromDate)) rate = entry;
  }
  return rate?.basisPoints ?? null;
}

/** The rate a supply is taxed at; a taxable supply without a known rate is a gap in the table, never 0 %. */
function requiredRate(country: string, date: string): number {
  const rate = vatRateOn(country, date);
  if (rate === null) throw new RangeError(`No VAT rate of ${country} is known for ${date}`);
  return rate;
}

// ---------------------------------------------------------------------------------------------
// VAT numbers
// ---------------------------------------------------------------------------------------------

type VatNumberPrefix = Exclude<keyof typeof VAT_NUMBER_MESSAGES, 'GR' | 'noDigits'>;

/**
 * The format of each prefix's VAT numbers, prefix included, as VIES lists them ("VAT number
 * structure"; 9 a digit, X a letter or digit, L a letter, S a letter, digit, "+" or "*"). A format
 * check only: whether the number exists is what an administrator verifies (VIES, the Implementing
 * Regulation Article 18(1)(a)). `country` is the ISO code of the state that issued it.
 */
export const VAT_NUMBER_FORMATS: readonly { prefix: VatNumberPrefix; country: string; pattern: RegExp }[] = [
  { prefix: 'AT', country: 'AT', pattern: /^ATU\d{8}$/ }, // ATU99999999
  { prefix: 'BE', country: 'BE', pattern: /^BE[01]\d{9}$/ }, // BE0999999999; BE1999999999 once the 0 series ran out
  { prefix: 'BG', country: 'BG', pattern: /^BG\d{9,10}$/ }, // BG999999999, BG9999999999
  { prefix: 'CY', country: 'CY', pattern: /^CY\d{8}[A-Z]$/ }, // CY99999999L
  { prefix: 'CZ', country: 'CZ', pattern: /^CZ\d{8,10}$/ }, // CZ99999999 to CZ9999999999
  { prefix: 'DE', country: 'DE', pattern: /^DE\d{9}$/ }, // DE999999999
  { prefix: 'DK', country: 'DK', pattern: /^DK\d{8}$/ }, // DK99 99 99 99
  { prefix: 'EE', country: 'EE', pattern: /^EE\d{9}$/ }, // EE999999999
  { prefix: 'EL', country: 'GR', pattern: /^EL\d{9}$/ }, // EL999999999
  { prefix: 'ES', country: 'ES', pattern: /^ES(?:[A-Z]\d{7}[A-Z\d]|\d{8}[A-Z])$/ }, // ESX9999999X, not digits at both ends
  { prefix: 'FI', country: 'FI', pattern: /^FI\d{8}$/ }, // FI99999999
  { prefix: 'FR', country: 'FR', pattern: /^FR[A-Z\d]{2}\d{9}$/ }, // FRXX999999999
  { prefix: 'HR', country: 'HR', pattern: /^HR\d{11}$/ }, // HR99999999999
  { prefix: 'HU', country: 'HU', pattern: /^HU\d{8}$/ }, // HU99999999
  { prefix: 'IE', country: 'IE', pattern: /^IE(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ }, // IE9999999L, IE9999999WI, IE9S99999L
  { prefix: 'IT', country: 'IT', pattern: /^IT\d{11}$/ }, // IT99999999999
  { prefix: 'LT', country: 'LT', pattern: /^LT(?:\d{9}|\d{12})$/ }, // LT999999999, LT999999999999
  { prefix: 'LU', country: 'LU', pattern: /^LU\d{8}$/ }, // LU99999999
  { prefix: 'LV', country: 'LV', pattern: /^LV\d{11}$/ }, // LV99999999999
  { prefix: 'MT', country: 'MT', pattern: /^MT\d{8}$/ }, // MT99999999
  { prefix: 'NL', country: 'NL', pattern: /^NL\d{9}B\d{2}$/ }, // NL999999999B99
  { prefix: 'PL', country: 'PL', pattern: /^PL\d{10}$/ }, // PL9999999999
  { prefix: 'PT', country: 'PT', pattern: /^PT\d{9}$/ }, // PT999999999
  { prefix: 'RO', country: 'RO', pattern: /^RO\d{2,10}$/ }, // RO99 to RO9999999999
  { prefix: 'SE', country: 'SE', pattern: /^SE\d{12}$/ }, // SE999999999999
  { prefix: 'SI', country: 'SI', pattern: /^SI\d{8}$/ }, // SI99999999
  { prefix: 'SK', country: 'SK', pattern: /^SK\d{10}$/ }, // SK9999999999
  // Northern Ireland: XI999999999, XI999999999999, XIGD000-499 (government departments),
  // XIHA500-999 (health authorities) (HMRC, "VAT registration: Northern Ireland"; VIES). The UK for
  // services: the Windsor Framework keeps Northern Ireland in the EU's VAT rules for goods only.
  { prefix: 'XI', country: 'GB', pattern: /^XI(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/ },
];

/** The text of a VAT number as this module reads it: upper case, without spaces, dots and hyphens (dashes too). */
export function normalizeVatNumber(text: string): string {
  return text.toUpperCase().replace(/[\s.\-\u2010-\u2015\u2212]/g, '');
}

export type VatNumberCheck = { ok: true; country: string | null; normalized: string } | { ok: false; message: string };

/**
 * Whether a VAT number has its country's format. A number starting with an EU prefix (or XI) must
 * have that prefix's format (VAT_NUMBER_FORMATS) and answers its issuing state's ISO code (EL gives
 * GR, XI gives GB); GR, Greece's ISO code, is refused with a pointer to EL. Any other number is a tax
 * number from outside the EU, accepted as typed (normalized) with `country: null`, as long as it has
 * a digit. The message is the one the field shows.
 */
export function checkVatNumber(text: string): VatNumberCheck {
  const normalized = normalizeVatNumber(text);
  const prefix = normalized.slice(0, 2);
  const format = VAT_NUMBER_FORMATS.find((entry) => entry.prefix === prefix);
  if (format) {
    return format.pattern.test(normalized)
      ? { ok: true, country: format.country, normalized }
      : { ok: false, message: VAT_NUMBER_MESSAGES[format.prefix] };
  }
  if (prefix === 'GR') return { ok: false, message: VAT_NUMBER_MESSAGES.GR };
  if (!/\d/.test(normalized)) return { ok: false, message: VAT_NUMBER_MESSAGES.noDigits };
  return { ok: true, country: null, normalized };
}

// ---------------------------------------------------------------------------------------------
// The VAT treatment of an invoice
// ---------------------------------------------------------------------------------------------

export type VatTreatmentKind =
  /** The buyer is in the seller's state: the seller's rate. */
  | 'domestic'
  /** A business identified for VAT in another member state: 0 %, the buyer accounts for the VAT. */
  | 'reverse-charge'
  /** A business established outside the EU: no EU VAT. */
  | 'outside-eu'
  /** No verified VAT number, in another member state: the seller's rate. */
  | 'eu-consumer'
  /** No verified VAT or tax number, outside the EU or in a country not known: the seller's rate. */
  | 'non-eu-consumer'
  /** Storage in a specific part given to the customer's exclusive use: taxed where the warehouse is. */
  | 'immovable-property';

export type VatTreatmentInput = {
  /** When the service is supplied ('YYYY-MM-DD'): its rate is the rate of this date (the Directive, Articles 63 and 64). */
  supplyDate: string;
  /** ISO code of the state the seller is established in (the agent: EE). */
  seller: { country: string };
  buyer: {
    /** ISO code of the buyer's country from their profile; null when not known. */
    country: string | null;
    /** As checkVatNumber normalized it; null when the buyer gave none. */
    vatNumber: string | null;
    /** An administrator confirmed the number (VIES for an EU number; for another, the buyer's tax certificate). */
    vatNumberVerified: boolean;
  };
  /** ISO code of the warehouse's country. */
  warehouseCountry: string;
  /**
   * A specific part of the warehouse is given to the customer's exclusive use (the Implementing
   * Regulation, Article 31a(2)(h)). False for every booking the product makes today (decision 211).
   */
  specificPartForExclusiveUse: boolean;
};

export type VatTreatment = {
  kind: VatTreatmentKind;
  /** ISO code of the state where the supply is taxed; null for a supply outside the EU to a country not known. */
  placeOfSupply: string | null;
  /** The rate the invoice applies; 0 where the seller charges no VAT. */
  basisPoints: number;
  /** What the invoice must say about the VAT it does not charge (the Directive, Article 226(11) and (11a)); null when it charges it. */
  mention: string | null;
  /** The provisions the treatment rests on, for the invoice's record. */
  legalBasis: string;
};

const DIRECTIVE = 'Directive 2006/112/EC';
const REGULATION = 'Implementing Regulation (EU) No 282/2011';

/**
 * The VAT an invoice of the agent applies, by the place-of-supply rules of the Directive for services
 * (Articles 44 to 47) and who is liable for the tax (Articles 193 to 196).
 *
 * Who the buyer is. A buyer counts as a business (a taxable person) only with a VAT number an
 * administrator verified: for an EU number the Implementing Regulation, Article 18(1)(a) (the
 * customer's number, confirmed valid through VIES); for a number from outside the EU its Article
 * 18(3) (a tax number or certificate, with a reasonable level of verification). Without one the
 * seller treats the buyer as a non-taxable person (Article 18(2)). The buyer's country is the
 * prefix of a verified EU number, else the profile's country.
 *
 * @throws RangeError for a seller outside the EU, a supply date that is not a date, or a taxed
 * supply on a date the rate table does not cover.
 */
export function vatTreatment(input: VatTreatmentInput): VatTreatment {
  const { supplyDate } = input;
  if (!isIsoDate(supplyDate)) throw new RangeError(`Not a supply date: ${supplyDate}`);
  const seller = toIsoCountry(input.seller.country);
  if (!isEuMemberState(seller)) throw new RangeError(`The seller must be established in the EU: ${input.seller.country}`);

  const checked = input.buyer.vatNumber === null ? null : checkVatNumber(input.buyer.vatNumber);
  const isBusiness = input.buyer.vatNumberVerified && checked !== null && checked.ok;
  /** The state that issued the number (XI: GB); null for a tax number from outside the EU. */
  const issuer = checked?.ok ? checked.country : null;
  const profileCountry = input.buyer.country === null ? null : toIsoCountry(input.buyer.country) || null;
  const buyerCountry = isBusiness && issuer !== null ? issuer : profileCountry;
  const isBuyerInEu = buyerCountry !== null && isEuMemberState(buyerCountry);

  if (input.specificPartForExclusiveUse) {
    return immovablePropertyTreatment(supplyDate, seller, toIsoCountry(input.warehouseCountry), isBusiness ? issuer : null);
  }

  // Storage of goods without a specific part for the customer's exclusive use is not connected with
  // immovable property (the Implementing Regulation, Article 31a(3)(b); Donnelley, operative part),
  // so the general rules place the supply: Article 44 for a business, Article 45 for anyone else.

  // The buyer in the seller's state: Article 44 (business) or 45 (consumer) both place the supply there.
  if (buyerCountry === seller) {
    return {
      kind: 'domestic',
      placeOfSupply: seller,
      basisPoints: requiredRate(seller, supplyDate),
      mention: null,
      legalBasis: `Article ${isBusiness ? 44 : 45} of ${DIRECTIVE}`,
    };
  }

  // A business identified for VAT in another member state: the supply is taxed where it is
  // established (Article 44), and it accounts for the VAT (Article 196); the invoice says "Reverse
  // charge" (Article 226(11a)) and carries both VAT numbers (Article 226(3) and (4)).
  if (isBusiness && isBuyerInEu && issuer !== null) {
    return {
      kind: 'reverse-charge',
      placeOfSupply: buyerCountry,
      basisPoints: 0,
      mention: VAT_MENTIONS.reverseCharge,
      legalBasis: `Articles 44 and 196 of ${DIRECTIVE}; Article 18(1) of ${REGULATION}`,
    };
  }
  // A business established outside the EU (a tax number from there, or an XI number: Northern
  // Ireland is the UK for services): Article 44 places the supply where it is established, outside
  // the territory of the Directive (Article 5), so no EU VAT is due. A business in another member
  // state with only a tax number from outside the EU cannot account for VAT there: it is treated as
  // a consumer below (the Implementing Regulation, Article 18(2)).
  if (isBusiness && !isBuyerInEu) {
    return {
      kind: 'outside-eu',
      placeOfSupply: buyerCountry,
      basisPoints: 0,
      mention: VAT_MENTIONS.outsideEu,
      legalBasis: `Article 44 of ${DIRECTIVE}; Article 18(3) of ${REGULATION}`,
    };
  }

  // Anyone not shown to be a business: taxed where the seller is established (Article 45), at the
  // seller's rate, wherever the buyer lives. Article 59's exceptions for customers outside the EU list
  // services (consultancy, advertising, hire of movable property…) that storage is not one of.
  return {
    kind: isBuyerInEu ? 'eu-consumer' : 'non-eu-consumer',
    placeOfSupply: seller,
    basisPoints: requiredRate(seller, supplyDate),
    mention: null,
    legalBasis: `Article 45 of ${DIRECTIVE}`,
  };
}

/**
 * Storage in a specific part of a property given to the customer's exclusive use is a service
 * connected with immovable property (the Implementing Regulation, Article 31a(2)(h); Donnelley:
 * only where the customer has a right to use all or part of an expressly specified property), taxed where the property is (the Directive, Article 47), whoever the buyer is.
 * - In the seller's state: the seller's rate.
 * - In another member state: that state's rate, owed by the seller (Article 193), who must register
 *   there; except for a business identified for VAT in that state, which accounts for it under the
 *   state's use of Article 194 (recipient liable when the supplier is not established there). Article
 *   196 covers only Article 44 services and Article 199a lists other supplies, so neither applies.
 *   Article 194 is each state's option: check that state's law before the first such sale (decision 211).
 * - Outside the EU: no EU VAT.
 */
function immovablePropertyTreatment(supplyDate: string, seller: string, warehouseCountry: string, buyerVatCountry: string | null): VatTreatment {
  const legalBasis = `Article 47 of ${DIRECTIVE}; Article 31a(2)(h) of ${REGULATION}`;
  if (!isEuMemberState(warehouseCountry)) {
    return { kind: 'immovable-property', placeOfSupply: warehouseCountry, basisPoints: 0, mention: VAT_MENTIONS.immovablePropertyOutsideEu, legalBasis };
  }
  if (warehouseCountry !== seller && buyerVatCountry === warehouseCountry) {
    return {
      kind: 'immovable-property',
      placeOfSupply: warehouseCountry,
      basisPoints: 0,
      mention: VAT_MENTIONS.reverseChargeImmovableProperty,
      legalBasis: `${legalBasis}; Article 194 of ${DIRECTIVE}`,
    };
  }
  return {
    kind: 'immovable-property',
    placeOfSupply: warehouseCountry,
    basisPoints: requiredRate(warehouseCountry, supplyDate),
    mention: null,
    legalBasis: warehouseCountry === seller ? legalBasis : `${legalBasis}; Article 193 of ${DIRECTIVE}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Totals and rounding
// ---------------------------------------------------------------------------------------------

export type InvoiceLine = { netCents: number; basisPoints: number };
export type InvoiceRateTotal = { basisPoints: number; netCents: number; vatCents: number };
export type InvoiceTotals = { netCents: number; vatCents: number; totalCents: number; byRate: InvoiceRateTotal[] };

/** A sum of integer cents, exact in BigInt; a sum beyond the safe integer range is refused. */
function sumSafeCents(amounts: readonly number[]): number {
  const sum = Number(amounts.reduce((total, amount) => total + BigInt(amount), 0n));
  if (!Number.isSafeInteger(sum)) throw new RangeError('An invoice total beyond the safe integer range of cents');
  return sum;
}

/**
 * An invoice's totals. Rounding happens once per rate (decision 211): each line's net is already whole
 * cents (priced by offer-pricing); the nets of each rate are added up and that rate's VAT is computed
 * on their sum and rounded half away from zero (basisPointsOfCents, exact in integers). The invoice
 * shows the taxable amount and the VAT per rate (the Directive, Article 226(8) to (10)); EU law leaves
 * the rules on rounding to the member states and does not require rounding per line (CJEU, J D
 * Wetherspoon, C-302/07). Rates are listed highest first, a 0 % rate (reverse charge) included.
 *
 * @throws RangeError for a net that is not a safe integer, a rate that is not a non-negative integer,
 * or a sum beyond Number.MAX_SAFE_INTEGER cents (refused rather than rounded).
 */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const netsByRate = new Map<number, number[]>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.netCents)) throw new RangeError(`Not a whole amount of cents: ${line.netCents}`);
    if (!Number.isSafeInteger(line.basisPoints) || line.basisPoints < 0) throw new RangeError(`Not a rate in basis points: ${line.basisPoints}`);
    const nets = netsByRate.get(line.basisPoints) ?? [];
    nets.push(line.netCents);
    netsByRate.set(line.basisPoints, nets);
  }
  const byRate = [...netsByRate]
    .sort(([a], [b]) => b - a)
    .map(([basisPoints, nets]) => {
      const netCents = sumSafeCents(nets);
      return { basisPoints, netCents, vatCents: basisPointsOfCents(netCents, basisPoints) };
    });
  const netCents = sumSafeCents(byRate.map((rate) => rate.netCents));
  const vatCents = sumSafeCents(byRate.map((rate) => rate.vatCents));
  return { netCents, vatCents, totalCents: sumSafeCents([netCents, vatCents]), byRate };
}
