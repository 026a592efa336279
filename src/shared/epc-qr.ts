/**
 * The EPC QR code ("GiroCode") printed on an invoice so a payer's banking app fills in the transfer
 * (issue #38): the text the code holds, by the European Payments Council's EPC069-12 "Quick Response
 * Code: Guidelines to Enable Data Capture for the Initiation of a SEPA Credit Transfer", data format
 * version 002. Cited below as "the guidelines"; the AT- numbers are the SEPA Credit Transfer
 * rulebook's attributes the guidelines map each element to. The code itself (error correction level M,
 * at most version 13) is drawn by the PDF layer.
 */
import { isValidBic, isValidIban, normalizeIban } from './bank';
import { centsToEuroInput } from './money';

export type EpcQrInput = {
  /** AT-21, the name of the beneficiary: the seller's legal name. */
  beneficiaryName: string;
  /** AT-20, the beneficiary's account: an IBAN, with or without spaces. */
  iban: string;
  /** AT-23, the BIC of the beneficiary's bank; '' when not known (optional in version 002). */
  bic: string;
  /** AT-04, the amount of the transfer in euro cents. */
  amountCents: number;
  /** AT-05, unstructured remittance information: the invoice number, so the payment finds its invoice. */
  remittance: string;
};

/** The guidelines' "2D code guidelines": a code of at most version 13 at level M, so a payload of at most 331 bytes. */
const MAX_PAYLOAD_BYTES = 331;
/** The guidelines' data elements: name 1 to 70 characters, unstructured remittance up to 140. */
const MAX_NAME_CHARACTERS = 70;
const MAX_REMITTANCE_CHARACTERS = 140;
/** The guidelines' data elements: an amount of 0.01 to 999999999.99 euros. */
const MIN_AMOUNT_CENTS = 1;
const MAX_AMOUNT_CENTS = 99_999_999_999;

/**
 * The text of an EPC QR code for a SEPA credit transfer of `amountCents` to the beneficiary, one data
 * element a line, in the order of the guidelines' table of data elements (version 002):
 *
 * 0 service tag `BCD`; 1 version `002`; 2 character set `1` (UTF-8); 3 identification `SCT`;
 * 4 BIC (may be empty in version 002, within the EEA); 5 beneficiary name; 6 IBAN; 7 amount
 * (`EUR1234.50`); 8 purpose (empty); 9 structured remittance, a creditor reference (empty: only one of
 * the two remittance elements may be present); 10 unstructured remittance.
 *
 * Elements are separated by a line feed (the guidelines allow LF or CR LF). The last element,
 * beneficiary-to-originator information, is left out: the last populated element is not followed by
 * any separator.
 *
 * @throws RangeError for an invalid IBAN or BIC, a name of 0 or more than 70 characters, a remittance
 * of more than 140, an element with a line break (it would shift every later element), an amount
 * outside 1 cent to €999,999,999.99 or not whole cents, or a payload beyond 331 bytes.
 */
export function epcQrPayload(input: EpcQrInput): string {
  const iban = normalizeIban(input.iban);
  if (!isValidIban(iban)) throw new RangeError(`Not an IBAN: ${input.iban}`);
  const bic = input.bic.trim().toUpperCase();
  if (bic !== '' && !isValidBic(bic)) throw new RangeError(`Not a BIC: ${input.bic}`);
  const beneficiaryName = singleLine(input.beneficiaryName.trim(), 'beneficiary name');
  const nameLength = [...beneficiaryName].length;
  if (nameLength < 1 || nameLength > MAX_NAME_CHARACTERS) {
    throw new RangeError(`The beneficiary name must have 1 to ${MAX_NAME_CHARACTERS} characters, not ${nameLength}`);
  }
  const remittance = singleLine(input.remittance.trim(), 'remittance');
  if ([...remittance].length > MAX_REMITTANCE_CHARACTERS) {
    throw new RangeError(`The remittance information must have at most ${MAX_REMITTANCE_CHARACTERS} characters`);
  }

  const payload = ['BCD', '002', '1', 'SCT', bic, beneficiaryName, iban, epcAmount(input.amountCents), '', '', remittance].join('\n');
  const bytes = new TextEncoder().encode(payload).length;
  if (bytes > MAX_PAYLOAD_BYTES) throw new RangeError(`An EPC QR payload holds at most ${MAX_PAYLOAD_BYTES} bytes, not ${bytes}`);
  return payload;
}

/** The element as given; a line break inside it would end it early and shift the elements after it. */
function singleLine(text: string, element: string): string {
  if (/[\r\n]/.test(text)) throw new RangeError(`The ${element} must be one line`);
  return text;
}

/**
 * "EUR" and the amount in euros with a dot and two decimals (123450 -> "EUR1234.50"), written from the
 * integer cents by integer division (`centsToEuroInput`, as the payout run's bank files write it), so no
 * binary fraction can round it.
 */
function epcAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < MIN_AMOUNT_CENTS || cents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`An EPC QR amount is 1 cent to €999,999,999.99 in whole cents, not ${cents} cents`);
  }
  return `EUR${centsToEuroInput(cents)}`;
}
