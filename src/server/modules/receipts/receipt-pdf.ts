/**
 * The PDF of a warehouse receipt (issue #38, decision 212): what the warehouse received for whom, as
 * issued. It is a snapshot; its QR code leads to the public page, which shows the receipt's standing
 * now (superseded, released), so a bank or a buyer holding the paper can check it is still good. It
 * is printed in the language stored with it at issue (decision 238).
 */
import type { I18n } from '@lingui/core';
import { GOODS_CONDITION_LABELS, type GoodsCondition, PACKAGING_LABELS, type PackagingKind } from '@shared/goods';
import { formatDate } from '@shared/dates';
import type { Locale } from '@shared/locales';
import { formatQuantity } from '@shared/sizes';
import { type LabelValue, PdfDocumentLayout } from '@server/platform/pdf-document';
import { inLanguage, sharedText, utcMinute } from '@server/platform/texts';
import { referenceName } from '@server/platform/reference-texts';

export type ReceiptPdfInput = {
  /** The language it is printed in, stored with it at issue (decision 238). */
  locale: Locale;
  /** WR-2026-000001. */
  number: string;
  /** When it was issued, an ISO timestamp. */
  issuedAt: string;
  /** The booking's short number, "#A1B2C3D4". */
  bookingNumber: string;
  /** The cargo agent, as the platform settings name it (decision 213). */
  issuer: { name: string; address: string };
  warehouse: { name: string; city: string; country: string };
  /** The trader's company as their profile named it at issue; null when they gave none. */
  depositorCompany: string | null;
  goods: {
    receivedOn: string;
    commodity: string;
    packaging: PackagingKind;
    quantity: number;
    quantityUnit: string;
    grossWeightKg: number;
    marks: string;
    condition: GoodsCondition;
    damageNote: string;
    spaceTypeName: string;
  };
  /** The number of the receipt this one corrects; null for a first receipt. */
  supersedesNumber: string | null;
  /** The public verification page, absolute (PUBLIC_URL and receiptVerificationPath). */
  verificationUrl: string;
};

/** The side of the verification QR code in points (about 35 mm), its quiet zone around it. */
const QR_SIZE = 100;

/**
 * "22 Nov 2026, 14:05 UTC": the moment of issue in UTC, the clock the receipt's number and year follow
 * (decision 212), so the paper says the same wherever it is printed.
 * @throws RangeError for a timestamp that is not one.
 */
function issuedAtUtc(i18n: I18n, issuedAt: string): string {
  const moment = new Date(issuedAt);
  if (Number.isNaN(moment.getTime())) throw new RangeError(`Not an issue time: ${issuedAt}`);
  return utcMinute(i18n, moment);
}

/**
 * Renders a warehouse receipt as an A4 PDF. The same input gives the same bytes (the document's dates
 * are its issue time).
 * @throws RangeError when `issuedAt` is not a timestamp.
 */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  // Laid out in the receipt's language, its dates and page footers too (synchronously); then written out.
  return inLanguage(input.locale, (i18n) => layOutReceipt(i18n, input).toBuffer());
}

function layOutReceipt(i18n: I18n, input: ReceiptPdfInput): PdfDocumentLayout {
  const issuedAt = issuedAtUtc(i18n, input.issuedAt);
  const { goods } = input;
  const title = i18n._('Warehouse receipt {number}', { number: input.number });
  const pdf = new PdfDocumentLayout({
    title,
    locale: input.locale,
    issuedAt: new Date(input.issuedAt),
    footer: ({ number, count }) => `${input.issuer.name} · ${input.issuer.address}\n${title} · ${i18n._('Page {number} of {count}', { number, count })}`,
  });

  pdf.columns(
    [0.55, 0.45],
    [
      (area) => {
        pdf.heading(i18n._('Warehouse receipt'), area);
        if (input.supersedesNumber !== null) pdf.text(i18n._('Supersedes {number}', { number: input.supersedesNumber }), area, { size: 10, bold: true });
      },
      (area) =>
        pdf.labelValues(
          [
            { label: i18n._('Number'), value: input.number, bold: true },
            { label: i18n._('Issued'), value: issuedAt },
            { label: i18n._('Booking'), value: input.bookingNumber },
          ],
          area,
          { labelWidth: 92 },
        ),
    ],
  );
  pdf.gap(18);
  pdf.columns(
    [1 / 3, 1 / 3, 1 / 3],
    [
      (area) => pdf.block(i18n._('Issuer'), [input.issuer.name, input.issuer.address], area),
      (area) => pdf.block(i18n._('Warehouse'), [input.warehouse.name, input.warehouse.city, input.warehouse.country], area),
      (area) => pdf.block(i18n._('Depositor'), [input.depositorCompany ?? i18n._('Company not given')], area),
    ],
  );
  pdf.gap(18);

  const received: LabelValue[] = [
    { label: i18n._('Received on'), value: formatDate(goods.receivedOn) },
    { label: i18n._('Space'), value: referenceName(i18n, goods.spaceTypeName) },
    { label: i18n._('Commodity'), value: goods.commodity, bold: true },
    { label: i18n._('Packaging'), value: sharedText(i18n, PACKAGING_LABELS[goods.packaging]) },
    { label: i18n._('Quantity'), value: `${formatQuantity(goods.quantity)} ${goods.quantityUnit}` },
    { label: i18n._('Gross weight'), value: `${formatQuantity(goods.grossWeightKg)} kg` },
    { label: i18n._('Marks'), value: goods.marks === '' ? i18n._('None') : goods.marks },
    { label: i18n._('Condition'), value: sharedText(i18n, GOODS_CONDITION_LABELS[goods.condition]) },
    ...(goods.damageNote === '' ? [] : [{ label: i18n._('Damage note'), value: goods.damageNote }]),
  ];
  pdf.ensureSpace(received.length * 14 + 20);
  pdf.rule();
  pdf.block(i18n._('Goods received'), [], pdf.content);
  pdf.labelValues(received, pdf.content, { labelWidth: 110 });
  pdf.gap(24);

  pdf.ensureSpace(QR_SIZE + 16);
  const top = pdf.y;
  const quietZone = pdf.qrCode(input.verificationUrl, pdf.content.x, top, QR_SIZE);
  const textArea = { x: pdf.content.x + QR_SIZE + quietZone + 8, width: pdf.content.width - QR_SIZE - quietZone - 8 };
  pdf.text(i18n._('Check this receipt at'), textArea, { bold: true });
  pdf.text(input.verificationUrl, textArea, { link: input.verificationUrl });
  pdf.gap(4);
  pdf.text(i18n._('The page shows whether the receipt is still valid and what is still in store.'), textArea, { muted: true });
  return pdf;
}
