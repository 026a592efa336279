/**
 * Bank details on invoices (issue #38): an IBAN and a BIC, checked the way banks check them, so a
 * typo is refused when the administrator saves the settings, not discovered when a payment bounces.
 */

/** "ee38 2200 2210 2014 5685" -> "EE382200221020145685": upper case, no spaces. */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * An IBAN as ISO 13616 defines it: a country code, two check digits and up to 30 letters or digits,
 * whose check (the letters as 10 to 35, the first four characters moved to the end) leaves 1 modulo 97.
 * Read in pieces, so the number never grows beyond what a float holds exactly.
 */
export function isValidIban(text: string): boolean {
  const iban = normalizeIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

/** A BIC (ISO 9362): bank, country and location codes, and an optional three-character branch. */
export function isValidBic(text: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(text.trim().toUpperCase());
}

/**
 * An IBAN as screens and e-mails show it to someone who should not read all of it: the country code
 * and the last four characters, the rest as dots, in the groups of four banks print
 * ("EE38 2200 2210 2014 5685" -> "EE•• •••• •••• •••• 5685"). Never the full number in a log or an e-mail.
 */
export function maskIban(text: string): string {
  const iban = normalizeIban(text);
  const masked = iban.slice(0, 2) + '•'.repeat(Math.max(0, iban.length - 6)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The countries whose IBANs a SEPA credit transfer reaches (the EPC's list of SEPA countries and
 * territories: the EU, the EEA, Switzerland, the United Kingdom, Monaco, San Marino, Vatican City,
 * Andorra and Gibraltar; French overseas regions use FR IBANs). A payout to another country's IBAN
 * goes by the payout run's CSV (SWIFT, mobile money), not its SEPA file.
 */
const SEPA_IBAN_COUNTRIES = new Set(
  'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA'.split(' '),
);

export function isSepaIban(iban: string): boolean {
  return SEPA_IBAN_COUNTRIES.has(normalizeIban(iban).slice(0, 2));
}
