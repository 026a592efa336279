/**
 * The bank files of a payout run (issue #39): the owners' payments as a SEPA credit transfer
 * initiation for the cargo agent's bank, ISO 20022 `pain.001.001.03`, valid against the standard's
 * schema (`pain.001.001.03.xsd` beside this file, checked in the unit test), and as a CSV for other
 * rails (SWIFT, mobile money).
 *
 * The XML follows the European Payments Council's "SEPA Credit Transfer Scheme Customer-to-Bank
 * Implementation Guidelines" (EPC132-08) for pain.001.001.03:
 * - the SEPA character set only (section 1.4 "Character set"): a-z A-Z 0-9 / - ? : ( ) . , ' + and
 *   space. Other Latin letters are transliterated (accents dropped, ß as ss, æ as ae, ø as o, ł as l…),
 *   anything else becomes a space (`toSepaText`);
 * - identifiers (MsgId, PmtInfId, EndToEndId) of 1 to 35 characters of that set, never starting or
 *   ending with '/' nor containing '//' (section 1.5 "Usage rules for references"); refused, not
 *   altered, as they are what the bank's statement reconciles against;
 * - names at most 70 characters, unstructured remittance information at most 140 (the guidelines'
 *   usage rules for Nm and Ustrd): longer text is cut;
 * - one PmtInf, payment method TRF, service level SEPA, charges SLEV; NbOfTxs and CtrlSum in both the
 *   group header and the PmtInf; amounts 0.01 to 999999999.99 EUR with at most two decimals; the
 *   creditor agent (BIC) left out when the BIC is not known, as the guidelines allow for IBAN-only
 *   transfers within the EEA (the schema has CdtrAgt minOccurs 0).
 */
import { isValidBic, isValidIban, normalizeIban } from '@shared/bank';
import { isIsoDate } from '@shared/dates';
import { centsToEuroInput, sumCents } from '@shared/money';
import { csvRows } from '../../platform/csv';

export type PayoutFileBatch = {
  /** GrpHdr/MsgId and PmtInf/PmtInfId: the batch's identifier, unique for the debtor's bank. */
  messageId: string;
  /** GrpHdr/CreDtTm. */
  createdAt: Date;
  /** PmtInf/ReqdExctnDt, 'YYYY-MM-DD'. */
  executionDate: string;
  /** The cargo agent's account the payouts are paid from. */
  debtor: { name: string; iban: string; bic: string };
  payments: {
    /** PmtId/EndToEndId: the payout line's identifier, which comes back on the bank statement. */
    endToEndId: string;
    ownerName: string;
    /** Cdtr/Nm: the name on the owner's bank account. */
    accountHolder: string;
    iban: string;
    /** null (or '') when not known: the SEPA file then leaves the creditor agent out. */
    bic: string | null;
    amountCents: number;
    /** RmtInf/Ustrd: what the owner sees on their statement. */
    reference: string;
  }[];
};

/** The guidelines' amounts: 0.01 to 999999999.99 euros. */
const MAX_AMOUNT_CENTS = 99_999_999_999;
const MAX_NAME_LENGTH = 70;
const MAX_REMITTANCE_LENGTH = 140;
const MAX_IDENTIFIER_LENGTH = 35;

/** Characters outside the SEPA set: a-z A-Z 0-9 / - ? : ( ) . , ' + space. */
const OUTSIDE_SEPA_SET = /[^A-Za-z0-9/\-?:().,'+ ]/g;
/** An identifier: 1 to 35 characters of the SEPA set; '/' at the ends and '//' are checked apart. */
const SEPA_IDENTIFIER = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;
/**
 * The schema's own BIC pattern (BICIdentifier), narrower than ISO 9362's shape that `isValidBic`
 * checks: the location code never starts with 0 or 1, and its second character is never the letter O.
 */
const SCHEMA_BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9](?:[A-Z0-9]{3})?$/;

/**
 * Latin letters that have no decomposition into a base letter and marks, written as the SEPA
 * transliteration rules of European banks write them; and typographic apostrophes and dashes, which
 * have an equivalent in the set.
 */
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'n',
  Ŋ: 'N',
  ĸ: 'k',
  ſ: 's',
  '\u2018': "'",
  '\u2019': "'",
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
};

/**
 * Text in the SEPA character set: compatibility-decomposed (NFKD, so "é" is "e" and a mark, and a
 * full-width "Ａ" typed on an East Asian keyboard is "A"), marks dropped, the letters above
 * transliterated, anything else a space; runs of spaces as one, none at the ends; cut to `maxLength`.
 */
function toSepaText(text: string, maxLength: number): string {
  const latin = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/./gsu, (character) => TRANSLITERATIONS[character] ?? character)
    .replace(OUTSIDE_SEPA_SET, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return latin.slice(0, maxLength).trimEnd();
}

/** The text of an XML element or attribute value. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);
}

function checkIdentifier(value: string, what: string): void {
  if (!SEPA_IDENTIFIER.test(value) || value !== value.trim() || value.startsWith('/') || value.endsWith('/') || value.includes('//')) {
    throw new RangeError(
      `The ${what} must be 1 to ${MAX_IDENTIFIER_LENGTH} characters of the SEPA set, without spaces at the ends, ` +
        `never starting or ending with '/' nor containing '//': ${JSON.stringify(value)}`,
    );
  }
}

function checkedIban(iban: string, whose: string): string {
  const normalized = normalizeIban(iban);
  // The number itself stays out of the message, which may reach a log.
  if (!isValidIban(normalized)) throw new RangeError(`Not a valid IBAN (${whose})`);
  return normalized;
}

function checkedBic(bic: string, whose: string): string {
  const normalized = bic.trim().toUpperCase();
  if (!isValidBic(normalized) || !SCHEMA_BIC.test(normalized)) throw new RangeError(`Not a BIC (${whose}): ${JSON.stringify(bic)}`);
  return normalized;
}

/** A name in the SEPA set, cut to 70 characters; refused when nothing of it is left (a name in another script). */
function checkedName(name: string, whose: string): string {
  const sepaName = toSepaText(name, MAX_NAME_LENGTH);
  if (!/[A-Za-z0-9]/.test(sepaName)) {
    throw new RangeError(`The name of ${whose} has no letters of the SEPA character set; it needs a Latin spelling: ${JSON.stringify(name)}`);
  }
  return sepaName;
}

/**
 * The batch with IBANs and BICs normalised, or a RangeError for what no bank would take: no payments,
 * an amount that is not 1 cent to €999,999,999.99 in whole cents, an invalid IBAN or BIC, an
 * identifier outside the guidelines' rules, the same end-to-end id twice, an unreal date.
 */
function checkBatch(batch: PayoutFileBatch): PayoutFileBatch {
  if (batch.payments.length === 0) throw new RangeError('A payout file needs at least one payment');
  checkIdentifier(batch.messageId, 'message id');
  if (Number.isNaN(batch.createdAt.getTime())) throw new RangeError('The creation time is not a date');
  if (!isIsoDate(batch.executionDate)) throw new RangeError(`The execution date is not a YYYY-MM-DD date: ${JSON.stringify(batch.executionDate)}`);
  const debtor = {
    name: batch.debtor.name,
    iban: checkedIban(batch.debtor.iban, 'debtor'),
    bic: checkedBic(batch.debtor.bic, 'debtor'),
  };
  const seen = new Set<string>();
  const payments = batch.payments.map((payment) => {
    const id = payment.endToEndId;
    checkIdentifier(id, 'end-to-end id');
    if (seen.has(id)) throw new RangeError(`The end-to-end id ${id} is used twice`);
    seen.add(id);
    if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents < 1 || payment.amountCents > MAX_AMOUNT_CENTS) {
      throw new RangeError(`A payment is 1 cent to €999,999,999.99 in whole cents, not ${payment.amountCents} cents (${id})`);
    }
    const bic = payment.bic === null || payment.bic.trim() === '' ? null : checkedBic(payment.bic, id);
    return { ...payment, iban: checkedIban(payment.iban, id), bic };
  });
  return { ...batch, debtor, payments };
}

/** The sum of the payments in cents (each at most 11 digits, so the sum of any real batch stays exact). */
function totalCents(payments: readonly { amountCents: number }[]): number {
  const total = sumCents(payments.map((payment) => payment.amountCents));
  if (!Number.isSafeInteger(total)) throw new RangeError('The batch total is beyond the exact range');
  return total;
}

/** An element with text content, escaped. */
function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/**
 * The batch as an ISO 20022 pain.001.001.03 customer credit transfer initiation: one PmtInf (batch
 * booking) from the cargo agent's account, one CdtTrfTxInf per payment. Names and references are
 * written in the SEPA character set (`toSepaText`). Throws a RangeError for a batch no bank would
 * take (see `checkBatch`).
 */
export function pain001Xml(batch: PayoutFileBatch): string {
  const checked = checkBatch(batch);
  const count = String(checked.payments.length);
  const controlSum = centsToEuroInput(totalCents(checked.payments));
  const debtorName = checkedName(checked.debtor.name, 'the debtor');
  const creationTime = checked.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');

  const transactions = checked.payments.map((payment) => {
    const remittance = toSepaText(payment.reference, MAX_REMITTANCE_LENGTH);
    return [
      '      <CdtTrfTxInf>',
      `        <PmtId>${element('EndToEndId', payment.endToEndId)}</PmtId>`,
      `        <Amt><InstdAmt Ccy="EUR">${centsToEuroInput(payment.amountCents)}</InstdAmt></Amt>`,
      ...(payment.bic === null ? [] : [`        <CdtrAgt><FinInstnId>${element('BIC', payment.bic)}</FinInstnId></CdtrAgt>`]),
      `        <Cdtr>${element('Nm', checkedName(payment.accountHolder, `the account holder of ${payment.endToEndId}`))}</Cdtr>`,
      `        <CdtrAcct><Id>${element('IBAN', payment.iban)}</Id></CdtrAcct>`,
      ...(remittance === '' ? [] : [`        <RmtInf>${element('Ustrd', remittance)}</RmtInf>`]),
      '      </CdtTrfTxInf>',
    ];
  });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">',
    '  <CstmrCdtTrfInitn>',
    '    <GrpHdr>',
    `      ${element('MsgId', checked.messageId)}`,
    `      ${element('CreDtTm', creationTime)}`,
    `      ${element('NbOfTxs', count)}`,
    `      ${element('CtrlSum', controlSum)}`,
    `      <InitgPty>${element('Nm', debtorName)}</InitgPty>`,
    '    </GrpHdr>',
    '    <PmtInf>',
    `      ${element('PmtInfId', checked.messageId)}`,
    '      <PmtMtd>TRF</PmtMtd>',
    '      <BtchBookg>true</BtchBookg>',
    `      ${element('NbOfTxs', count)}`,
    `      ${element('CtrlSum', controlSum)}`,
    '      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>',
    `      ${element('ReqdExctnDt', checked.executionDate)}`,
    `      <Dbtr>${element('Nm', debtorName)}</Dbtr>`,
    `      <DbtrAcct><Id>${element('IBAN', checked.debtor.iban)}</Id></DbtrAcct>`,
    `      <DbtrAgt><FinInstnId>${element('BIC', checked.debtor.bic)}</FinInstnId></DbtrAgt>`,
    '      <ChrgBr>SLEV</ChrgBr>',
    ...transactions.flat(),
    '    </PmtInf>',
    '  </CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}

const CSV_HEADER = ['End-to-end id', 'Owner', 'Account holder', 'IBAN', 'BIC', 'Amount', 'Currency', 'Reference'];

/**
 * The same payments as CSV (RFC 4180, CRLF line ends, a header row) for rails other than SEPA: the
 * names and references as written (not transliterated, as other rails may carry other scripts), the
 * amount in euros with a dot and two decimals. Throws a RangeError for the batches `pain001Xml` refuses.
 */
export function payoutCsv(batch: PayoutFileBatch): string {
  const checked = checkBatch(batch);
  const rows = checked.payments.map((payment) => [
    payment.endToEndId,
    payment.ownerName,
    payment.accountHolder,
    payment.iban,
    payment.bic ?? '',
    centsToEuroInput(payment.amountCents),
    'EUR',
    payment.reference,
  ]);
  return csvRows([CSV_HEADER, ...rows]);
}
