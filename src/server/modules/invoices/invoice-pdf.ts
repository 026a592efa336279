/**
 * The PDF of an invoice or a credit note (issue #38), rendered once at issue and stored: it carries
 * every particular Article 226 of Directive 2006/112/EC requires of an invoice, cited beside each part
 * below as "Article 226(n)". A credit note is a document amending an invoice (Article 219), so it
 * names the invoice it credits. Its amounts are negative. It is printed in the language stored with it
 * at issue (decision 238): its texts, dates and amounts.
 */
import type { I18n } from '@lingui/core';
import { epcQrPayload } from '@shared/epc-qr';
import type { InvoiceBuyer, InvoiceLineView, InvoiceSeller } from '@shared/contracts/invoices';
import { formatDate, formatDateRange, isIsoDate } from '@shared/dates';
import { formatVatRate } from '@shared/finance';
import type { Locale } from '@shared/locales';
import { formatCents } from '@shared/money';
import { formatQuantity } from '@shared/sizes';
import type { InvoiceRateTotal } from '@shared/vat';
import { type LabelValue, PdfDocumentLayout } from '@server/platform/pdf-document';
import { inLanguage, sharedText } from '@server/platform/texts';
import { INVOICE_KIND_LABELS } from '@shared/statuses/invoice';

export type InvoicePdfInput = {
  kind: 'invoice' | 'credit_note';
  /** The language it is printed in, stored with it at issue (decision 238). */
  locale: Locale;
  /** INV-2026-000001 or CN-2026-000001. */
  number: string;
  /** For a credit note: the number of the invoice it credits. */
  credits: string | null;
  /** The booking's short number, "#A1B2C3D4". */
  bookingNumber: string;
  /** Calendar dates, 'YYYY-MM-DD'. */
  issueDate: string;
  supplyFrom: string;
  supplyTo: string;
  dueDate: string;
  /** The only currency: formatCents writes euros. */
  currency: 'EUR';
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  vat: { mention: string | null; legalBasis: string };
  /** `days` for a space line ("× 31 days"), null otherwise; `unitPriceCents` null where a line has none (a fee). */
  lines: InvoiceLineView[];
  byRate: InvoiceRateTotal[];
  netCents: number;
  vatCents: number;
  totalCents: number;
};

/** The side of the payment QR code in points (about 39 mm), its quiet zone around it. */
const QR_SIZE = 110;
/** The height of one label/value row of body text, to keep the totals together. */
const LABEL_VALUE_ROW = 14;

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country as the profile holds it: an ISO code is written out in the document's language ("EE" -> "Estonia"), anything else printed as typed. */
function countryName(i18n: I18n, country: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  let names = regionNames.get(i18n.locale);
  if (!names) regionNames.set(i18n.locale, (names = new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'code' })));
  return names.of(country.toUpperCase()) ?? country;
}

/** "120 m² × 31 days": quantity with its unit, and for a space the days it is charged for (Article 226(6)). */
function lineQuantity(i18n: I18n, line: InvoiceLineView): string {
  const quantity = `${formatQuantity(line.quantity)} ${line.unit}`.trim();
  if (line.days === null) return quantity;
  return i18n._('{quantity} × {days, plural, one {{count} day} other {{count} days}}', { quantity, days: line.days, count: String(line.days) });
}

/** Article 226(5): the buyer's full name and address; Article 226(4): their VAT number where they have one. */
function buyerLines(i18n: I18n, buyer: InvoiceBuyer): string[] {
  const company = buyer.company?.trim() || null;
  const place = [buyer.postalCode, buyer.city].filter((part) => part !== null && part.trim() !== '').join(' ');
  return [
    company ?? buyer.name,
    company === null ? null : buyer.name,
    buyer.address,
    place,
    buyer.country === null ? null : countryName(i18n, buyer.country),
    buyer.vatNumber === null ? null : i18n._('VAT number {number}', { number: buyer.vatNumber }),
  ].filter((line): line is string => line !== null && line.trim() !== '');
}

/** Article 226(5) and (3): the seller's name, address, registry code and VAT number. */
function sellerLines(i18n: I18n, seller: InvoiceSeller): string[] {
  return [
    seller.legalName,
    seller.address,
    seller.registryCode === '' ? null : i18n._('Registry code {code}', { code: seller.registryCode }),
    seller.vatNumber === '' ? null : i18n._('VAT number {number}', { number: seller.vatNumber }),
  ].filter((line): line is string => line !== null);
}

/** An IBAN in groups of four, as ISO 13616 prints it on paper: "EE38 2200 2210 2014 5685". */
function printedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Renders an invoice or a credit note as an A4 PDF in its language (`input.locale`). The same input
 * gives the same bytes (the document's dates are its issue date), so the SHA-256 recorded at issue
 * identifies it.
 *
 * An invoice with an amount to pay and an IBAN carries the bank details and an EPC QR code
 * (EPC069-12) that fills in the transfer, with the invoice number as the remittance information. A
 * credit note asks for no payment, so it shows neither.
 *
 * @throws RangeError when the issue date is not a 'YYYY-MM-DD' date or the seller's bank details
 * cannot make an EPC QR code (epcQrPayload).
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  if (!isIsoDate(input.issueDate)) throw new RangeError(`Not an issue date: ${input.issueDate}`);
  // Laid out in the document's language, its dates, amounts and page footers too (synchronously); then written out.
  return inLanguage(input.locale, (i18n) => layOutInvoice(i18n, input).toBuffer());
}

function layOutInvoice(i18n: I18n, input: InvoicePdfInput): PdfDocumentLayout {
  const isCreditNote = input.kind === 'credit_note';
  const title = sharedText(i18n, INVOICE_KIND_LABELS[input.kind]);
  const pdf = new PdfDocumentLayout({
    title: `${title} ${input.number}`,
    locale: input.locale,
    issuedAt: new Date(`${input.issueDate}T00:00:00Z`),
    footer: ({ number, count }) => [input.seller.footer, `${title} ${input.number} · ${i18n._('Page {number} of {count}', { number, count })}`].filter(Boolean).join('\n'),
  });

  // Title, number (Article 226(2)), dates (Article 226(1) and (7)) and the booking it bills.
  const meta: LabelValue[] = [
    { label: i18n._('Number'), value: input.number, bold: true },
    { label: i18n._('Issue date'), value: formatDate(input.issueDate) },
    input.supplyFrom === input.supplyTo
      ? { label: i18n._('Date of supply'), value: formatDate(input.supplyFrom) }
      : { label: i18n._('Period of supply'), value: formatDateRange(input.supplyFrom, input.supplyTo) },
    { label: i18n._('Due date'), value: formatDate(input.dueDate) },
    { label: i18n._('Booking'), value: input.bookingNumber },
  ];
  pdf.columns(
    [0.5, 0.5],
    [
      (area) => {
        pdf.heading(title, area);
        if (isCreditNote && input.credits !== null) pdf.text(i18n._('Credits invoice {number}', { number: input.credits }), area, { size: 10, bold: true });
      },
      (area) => pdf.labelValues(meta, area, { labelWidth: 92 }),
    ],
  );
  pdf.gap(18);
  pdf.columns(
    [0.5, 0.5],
    [
      (area) => pdf.block(i18n._('Seller'), sellerLines(i18n, input.seller), area),
      (area) => pdf.block(i18n._('Buyer'), buyerLines(i18n, input.buyer), area),
    ],
  );
  pdf.gap(18);

  // Article 226(8) and (10): the taxable amount and the VAT per rate, then the totals. Laid out
  // before the table, which keeps its last line on the page with them.
  const subtotals: LabelValue[] = [
    { label: i18n._('Total excl. VAT'), value: formatCents(input.netCents) },
    ...input.byRate.map((rate) => ({
      label: i18n._('VAT {rate} on {amount}', { rate: formatVatRate(rate.basisPoints), amount: formatCents(rate.netCents) }),
      value: formatCents(rate.vatCents),
    })),
    // With one rate, its line is the VAT total already.
    ...(input.byRate.length === 1 ? [] : [{ label: i18n._('Total VAT'), value: formatCents(input.vatCents) }]),
  ];
  const total: LabelValue = { label: isCreditNote ? i18n._('Total credited') : i18n._('Total to pay'), value: formatCents(input.totalCents), bold: true };
  // Their rows, and the space and the rule between them.
  const totalsHeight = (subtotals.length + 1) * LABEL_VALUE_ROW + 20;

  // Article 226(6), (8) and (9): what was supplied, its unit price without VAT, its rate and net amount.
  pdf.table(
    [
      { header: i18n._('Description'), width: 0.32 },
      { header: i18n._('Quantity'), width: 0.21 },
      { header: i18n._('Unit price excl. VAT'), width: 0.2, align: 'right' },
      { header: i18n._('VAT rate'), width: 0.1, align: 'right' },
      { header: i18n._('Net amount'), width: 0.17, align: 'right' },
    ],
    input.lines.map((line) => [
      line.description,
      lineQuantity(i18n, line),
      formatCents(line.unitPriceCents),
      formatVatRate(line.vatBasisPoints),
      formatCents(line.netCents),
    ]),
    totalsHeight,
  );
  pdf.gap(10);

  pdf.ensureSpace(totalsHeight);
  // In the right half, level with the buyer and under the amounts.
  pdf.totals(subtotals, total, { share: 0.5, labelShare: 0.6 });
  pdf.gap(14);

  // Article 226(11) and (11a): why no VAT is charged ("Reverse charge"), and the provisions applied.
  if (input.vat.mention !== null) pdf.text(sharedText(i18n, input.vat.mention), pdf.content, { bold: true });
  pdf.text(i18n._('VAT treatment: {legalBasis}', { legalBasis: input.vat.legalBasis }), pdf.content, { size: 7, muted: true });

  if (!isCreditNote && input.seller.iban !== '') drawPayment(i18n, pdf, input);
  return pdf;
}

/** The bank details, and an EPC QR code beside them when there is an amount to pay. */
function drawPayment(i18n: I18n, pdf: PdfDocumentLayout, input: InvoicePdfInput): void {
  const { seller } = input;
  const details: LabelValue[] = [
    { label: i18n._('Beneficiary'), value: seller.legalName },
    { label: i18n._('IBAN'), value: printedIban(seller.iban) },
    ...(seller.bic === '' ? [] : [{ label: i18n._('BIC'), value: seller.bic }]),
    { label: i18n._('Reference'), value: input.number },
    { label: i18n._('Amount'), value: formatCents(input.totalCents), bold: true },
    { label: i18n._('Due date'), value: formatDate(input.dueDate) },
  ];
  const payload =
    input.totalCents > 0
      ? epcQrPayload({ beneficiaryName: seller.legalName, iban: seller.iban, bic: seller.bic, amountCents: input.totalCents, remittance: input.number })
      : null;
  pdf.gap(18);
  pdf.ensureSpace(QR_SIZE + 50);
  pdf.rule();
  pdf.columns(
    [0.65, 0.35],
    [
      (area) => {
        pdf.block(i18n._('Payment details'), [], area);
        pdf.labelValues(details, area, { labelWidth: 80 });
      },
      (area) => {
        if (payload === null) return;
        // Clear of the rule above by more than the quiet zone (about 11 points at this size).
        const top = pdf.y + 10;
        const quietZone = pdf.qrCode(payload, area.x + (area.width - QR_SIZE) / 2, top, QR_SIZE);
        pdf.y = top + QR_SIZE + quietZone;
        pdf.text(i18n._('Scan to pay with your banking app'), area, { size: 7, muted: true, align: 'center' });
      },
    ],
  );
}
