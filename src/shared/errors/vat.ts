/**
 * VAT (decision 211): the message a VAT number field shows when its format is not its country's,
 * one per pattern of `VAT_NUMBER_FORMATS` (src/shared/vat.ts), and the mentions an invoice carries.
 */

/** Keyed by the number's prefix (VIES's, so Greece is EL). */
export const VAT_NUMBER_MESSAGES = {
  AT: 'An Austrian VAT number is ATU followed by 8 digits.',
  BE: 'A Belgian VAT number is BE followed by 10 digits, the first of them 0 or 1.',
  BG: 'A Bulgarian VAT number is BG followed by 9 or 10 digits.',
  CY: 'A Cypriot VAT number is CY followed by 8 digits and a letter.',
  CZ: 'A Czech VAT number is CZ followed by 8, 9 or 10 digits.',
  DE: 'A German VAT number is DE followed by 9 digits.',
  DK: 'A Danish VAT number is DK followed by 8 digits.',
  EE: 'An Estonian VAT number is EE followed by 9 digits.',
  EL: 'A Greek VAT number is EL followed by 9 digits.',
  ES: 'A Spanish VAT number is ES followed by 9 characters: a letter or digit, 7 digits and a letter or digit, with a letter at one end at least.',
  FI: 'A Finnish VAT number is FI followed by 8 digits.',
  FR: 'A French VAT number is FR followed by 2 letters or digits and 9 digits.',
  HR: 'A Croatian VAT number is HR followed by 11 digits.',
  HU: 'A Hungarian VAT number is HU followed by 8 digits.',
  IE: 'An Irish VAT number is IE followed by 7 digits and 1 or 2 letters, or by a digit, a letter, 5 digits and a letter.',
  IT: 'An Italian VAT number is IT followed by 11 digits.',
  LT: 'A Lithuanian VAT number is LT followed by 9 or 12 digits.',
  LU: 'A Luxembourg VAT number is LU followed by 8 digits.',
  LV: 'A Latvian VAT number is LV followed by 11 digits.',
  MT: 'A Maltese VAT number is MT followed by 8 digits.',
  NL: 'A Dutch VAT number is NL followed by 9 digits, the letter B and 2 digits.',
  PL: 'A Polish VAT number is PL followed by 10 digits.',
  PT: 'A Portuguese VAT number is PT followed by 9 digits.',
  RO: 'A Romanian VAT number is RO followed by 2 to 10 digits.',
  SE: 'A Swedish VAT number is SE followed by 12 digits.',
  SI: 'A Slovenian VAT number is SI followed by 8 digits.',
  SK: 'A Slovak VAT number is SK followed by 10 digits.',
  XI: 'A Northern Ireland VAT number is XI followed by 9 or 12 digits, or by GD or HA and 3 digits.',
  /** GR is Greece's ISO code, not its VAT prefix: said rather than read as a tax number from outside the EU. */
  GR: 'A Greek VAT number starts with EL, not GR: EL followed by 9 digits.',
  /** A text with no digit at all ("none", "n/a") is no tax number of any country. */
  noDigits: 'A VAT or tax number has digits. Leave the field empty if you have none.',
} as const;

/** What an invoice says when it charges no VAT, and why (Directive 2006/112/EC Article 226(11) and (11a)). */
export const VAT_MENTIONS = {
  reverseCharge: 'Reverse charge: VAT to be accounted for by the recipient, Article 196 of Directive 2006/112/EC',
  reverseChargeImmovableProperty: 'Reverse charge: VAT to be accounted for by the recipient, Articles 47 and 194 of Directive 2006/112/EC',
  outsideEu: 'Outside the scope of EU VAT: the place of supply is the recipient’s country outside the EU, Article 44 of Directive 2006/112/EC',
  immovablePropertyOutsideEu: 'Outside the scope of EU VAT: the property is outside the EU, Article 47 of Directive 2006/112/EC',
} as const;
