import { createHash } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { VAT_MENTIONS } from '@shared/errors';
import { asRead, pdfTextAsRead } from '../../platform/pdf-text.test-support';
import { type InvoicePdfInput, renderInvoicePdf } from './invoice-pdf';

const seller: InvoicePdfInput['seller'] = {
  legalName: '24WM OÜ',
  address: 'Sadama 25, 10111 Tallinn, Estonia',
  country: 'EE',
  registryCode: '16234567',
  vatNumber: 'EE102345678',
  iban: 'EE382200221020145685',
  bic: 'HABAEE2X',
  footer: '24WM OÜ · Sadama 25, 10111 Tallinn, Estonia · invoices@24wm.example',
};

/** A domestic invoice at 24 %: a space for December, handling, and the platform fee. */
const domestic: InvoicePdfInput = {
  kind: 'invoice',
  locale: 'en',
  number: 'INV-2026-000001',
  credits: null,
  bookingNumber: '#A1B2C3D4',
  issueDate: '2026-12-01',
  supplyFrom: '2026-12-01',
  supplyTo: '2026-12-31',
  dueDate: '2026-12-15',
  currency: 'EUR',
  seller,
  buyer: {
    name: 'Mari Tamm',
    company: 'Põhja Kaubandus AS',
    address: 'Narva mnt 7',
    city: 'Tallinn',
    postalCode: '10117',
    country: 'EE',
    vatNumber: 'EE100200300',
    vatNumberVerified: true,
  },
  vat: { mention: null, legalBasis: 'Article 44 of Directive 2006/112/EC' },
  lines: [
    { description: 'Warm warehouse, Muuga Harbour', quantity: 120, unit: 'm²', days: 31, unitPriceCents: 12, netCents: 44640, vatBasisPoints: 2400 },
    { description: 'Handling on arrival', quantity: 12, unit: 'pallets', days: null, unitPriceCents: 850, netCents: 10200, vatBasisPoints: 2400 },
    { description: 'Platform fee', quantity: 1, unit: '', days: null, unitPriceCents: null, netCents: 5484, vatBasisPoints: 2400 },
  ],
  byRate: [{ basisPoints: 2400, netCents: 60324, vatCents: 14478 }],
  netCents: 60324,
  vatCents: 14478,
  totalCents: 74802,
};

/** A business in Finland with a verified VAT number: no VAT, the buyer accounts for it. */
const reverseCharge: InvoicePdfInput = {
  ...domestic,
  number: 'INV-2026-000002',
  buyer: {
    name: 'Liisa Virtanen',
    company: 'Satama Logistiikka Oy',
    address: 'Hämeentie 19',
    city: 'Helsinki',
    postalCode: '00500',
    country: 'FI',
    vatNumber: 'FI12345678',
    vatNumberVerified: true,
  },
  vat: { mention: VAT_MENTIONS.reverseCharge, legalBasis: 'Articles 44 and 196 of Directive 2006/112/EC; Article 18(1) of Implementing Regulation (EU) No 282/2011' },
  lines: domestic.lines.map((line) => ({ ...line, vatBasisPoints: 0 })),
  byRate: [{ basisPoints: 0, netCents: 60324, vatCents: 0 }],
  vatCents: 0,
  totalCents: 60324,
};

/** Credits the domestic invoice in full. */
const creditNote: InvoicePdfInput = {
  ...domestic,
  kind: 'credit_note',
  number: 'CN-2026-000001',
  credits: 'INV-2026-000001',
  issueDate: '2026-12-10',
  lines: domestic.lines.map((line) => ({ ...line, netCents: -line.netCents })),
  byRate: [{ basisPoints: 2400, netCents: -60324, vatCents: -14478 }],
  netCents: -60324,
  vatCents: -14478,
  totalCents: -74802,
};

describe('renderInvoicePdf', () => {
  it('prints what Article 226 asks of a domestic invoice', async () => {
    const text = await pdfTextAsRead(await renderInvoicePdf(domestic));
    for (const expected of [
      'Invoice',
      'INV-2026-000001',
      'Issue date',
      '1 Dec 2026',
      'Period of supply',
      '1 Dec 2026 – 31 Dec 2026',
      'Due date',
      '15 Dec 2026',
      '#A1B2C3D4',
      // The seller and the buyer, with both VAT numbers.
      '24WM OÜ',
      'Registry code 16234567',
      'VAT number EE102345678',
      'Põhja Kaubandus AS',
      'Narva mnt 7',
      '10117 Tallinn',
      'Estonia',
      'VAT number EE100200300',
      // The lines: quantity with unit and days, unit price, rate, net.
      'Warm warehouse, Muuga Harbour',
      '120 m² × 31 days',
      '€0.12',
      '12 pallets',
      '€8.50',
      'Platform fee',
      '€54.84',
      '24%',
      // Per rate and in total.
      'VAT 24% on €603.24',
      '€144.78',
      'Total to pay €748.02',
      // Payment.
      'EE38 2200 2210 2014 5685',
      'HABAEE2X',
      'Scan to pay with your banking app',
      'Article 44 of Directive 2006/112/EC',
      'invoices@24wm.example',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says "Reverse charge" and prints no VAT for a business in another member state', async () => {
    const text = await pdfTextAsRead(await renderInvoicePdf(reverseCharge));
    expect(text).toContain(VAT_MENTIONS.reverseCharge);
    expect(text).toContain('VAT number FI12345678');
    expect(text).toContain('VAT number EE102345678');
    expect(text).toContain('VAT 0% on €603.24');
    expect(text).toContain('Finland');
    expect(text).toContain('Total to pay €603.24');
  });

  it('titles a credit note, names the invoice it credits and asks for no payment', async () => {
    const text = await pdfTextAsRead(await renderInvoicePdf(creditNote));
    expect(text).toContain('Credit note');
    expect(text).toContain('Credits invoice INV-2026-000001');
    expect(text).toContain('CN-2026-000001');
    expect(text).toContain('Total credited -€748.02');
    expect(text).not.toContain('Scan to pay');
    expect(text).not.toContain('EE38 2200');
  });

  it('leaves out the QR code but keeps the bank details for an invoice with nothing to pay', async () => {
    const text = await pdfTextAsRead(await renderInvoicePdf({ ...domestic, lines: [], byRate: [], netCents: 0, vatCents: 0, totalCents: 0 }));
    expect(text).toContain('EE38 2200 2210 2014 5685');
    expect(text).not.toContain('Scan to pay');
  });

  it('gives the same bytes for the same input', async () => {
    const first = await renderInvoicePdf(domestic);
    const second = await renderInvoicePdf(structuredClone(domestic));
    expect(first.equals(second)).toBe(true);
    expect((await renderInvoicePdf({ ...domestic, issueDate: '2026-12-02' })).equals(first)).toBe(false);
  });

  it('prints a known invoice to the bytes it always had, before and after documents in other scripts (the caches of pdf-document)', async () => {
    // The SHA-256 of `domestic` as rendered before fonts, subsets and word layouts were kept across
    // documents: a stored PDF's hash can be recomputed, whatever the process printed before.
    const known = 'e15e74d9b53ffafb43802e0829102d4525dce094ba73b078f72e4782a7cae057';
    const sha256 = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');
    expect(sha256(await renderInvoicePdf(domestic))).toBe(known);
    for (const company of ['Ωmega Λογιστική', 'ООО Рога и копыта']) await renderInvoicePdf({ ...domestic, buyer: { ...domestic.buyer, company } });
    const greek = await renderInvoicePdf({ ...domestic, buyer: { ...domestic.buyer, company: 'Ωmega Λογιστική' } });
    expect(sha256(await renderInvoicePdf(domestic))).toBe(known);
    expect(await pdfTextAsRead(greek)).toContain('Ωmega Λογιστική');
  });

  it('keeps a letter readable after documents that held it only inside another (U in Ü)', async () => {
    // Printed first, its seller "24WM OÜ" puts U in the regular font's subset only as a part of Ü.
    const before = await renderInvoicePdf(domestic);
    const text = await pdfTextAsRead(await renderInvoicePdf({ ...domestic, buyer: { ...domestic.buyer, city: 'Uus-Tallinn' } }));
    expect(text).toContain('10117 Uus-Tallinn');
    expect((await renderInvoicePdf(domestic)).equals(before)).toBe(true);
  });

  it.each(['Ωmega Λογιστική', 'ООО Рога и копыта', 'Õun & Šokolaad OÜ'])('prints the buyer %s as typed', async (company) => {
    const text = await pdfTextAsRead(await renderInvoicePdf({ ...domestic, buyer: { ...domestic.buyer, company } }));
    expect(text).toContain(company);
  });

  it('continues a long invoice on more pages, each with the table header', async () => {
    const line = domestic.lines[1]!;
    const lines = Array.from({ length: 60 }, (_, index) => ({ ...line, description: `Handling, delivery ${index + 1}` }));
    const pdf = await renderInvoicePdf({ ...domestic, lines });
    const { totalPages, text: pages } = await extractText(new Uint8Array(pdf));
    expect(totalPages).toBeGreaterThanOrEqual(2);
    for (const [index, page] of pages.map(asRead).entries()) {
      expect(page).toContain('Description Quantity Unit price excl. VAT VAT rate Net amount');
      expect(page).toContain(`Page ${index + 1} of ${totalPages}`);
    }
    const all = asRead(pages.join(' '));
    expect(all).toContain('Handling, delivery 1 12 pallets €8.50 24% €102.00');
    expect(all).toContain('Handling, delivery 60 12 pallets');
  });
});

describe('renderInvoicePdf in the language stored with the document (decision 238)', () => {
  it('prints a French invoice with French labels, dates and amounts', async () => {
    const text = await pdfTextAsRead(await renderInvoicePdf({ ...domestic, locale: 'fr' }));
    for (const expected of [
      'Facture',
      'Numéro',
      "Date d'émission",
      '1 déc. 2026',
      "Date d'échéance",
      '15 déc. 2026',
      'VENDEUR',
      'ACHETEUR',
      "N° d'immatriculation 16234567",
      'N° de TVA EE100200300',
      'Estonie',
      'Désignation Quantité Prix unitaire HT Taux de TVA Montant HT',
      '120 m² × 31 jours',
      'TVA 24 % sur 603,24 €',
      'Total à payer 748,02 €',
      'COORDONNÉES DE PAIEMENT',
      'Scannez pour payer avec votre application bancaire',
      'Régime de TVA : Article 44 of Directive 2006/112/EC',
      'Facture INV-2026-000001 · Page 1 sur 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Total to pay');
  });

  it('prints a Chinese credit note with its characters (Droid Sans Fallback) beside the Latin ones, and leaves English documents byte for byte as they were', async () => {
    const english = await renderInvoicePdf(domestic);
    const text = await pdfTextAsRead(await renderInvoicePdf({ ...creditNote, locale: 'zh', buyer: { ...creditNote.buyer, company: '上海远航贸易有限公司' } }));
    for (const expected of ['贷项通知单', '冲抵发票 INV-2026-000001', '上海远航贸易有限公司', '冲抵总额', '第 1 页，共 1 页']) expect(text).toContain(expected);
    expect((await renderInvoicePdf(domestic)).equals(english)).toBe(true);
  });

  /** A Moroccan company's invoice, its lines written in Arabic at issue with a Latin warehouse name in one. */
  const arabic: InvoicePdfInput = {
    ...domestic,
    locale: 'ar',
    buyer: { name: 'كريم بناني', company: 'شركة الأطلس للتجارة', address: 'شارع محمد الخامس 12', city: 'الدار البيضاء', postalCode: '20000', country: 'MA', vatNumber: null, vatNumberVerified: false },
    lines: [{ ...domestic.lines[0]!, description: 'تخزين (داخلي) في Muuga Harbour' }, ...domestic.lines.slice(1)],
  };

  it('prints an Arabic invoice right to left (decision 242): mirrored, its Arabic shaped, its numbers left to right', async () => {
    const pdf = await renderInvoicePdf(arabic);
    // pdf.js reads the shaped letters as their presentation forms; NFKC gives the letters typed.
    const text = (await pdfTextAsRead(pdf)).normalize('NFKC');
    for (const expected of ['فاتورة', 'تاريخ الاستحقاق', 'شركة الأطلس للتجارة', 'الدار البيضاء', 'INV-2026-000001', '#A1B2C3D4', 'EE38 2200 2210 2014 5685', 'Muuga Harbour']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Total to pay');
    // A viewer lays its pages out from the right (the preferences' dictionary is not compressed), an English one does not.
    expect(pdf.includes('/Direction /R2L')).toBe(true);
    expect((await renderInvoicePdf(domestic)).includes('/Direction')).toBe(false);

    const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) => ('str' in item && item.str !== '' ? [{ text: item.str.normalize('NFKC'), x: item.transform[4] as number, width: item.width }] : []));
    const find = (wanted: string) => items.find((item) => item.text === wanted)!;
    // The title starts at the right margin (A4 is 595.28 pt wide, the margins 50 pt) …
    const title = find('فاتورة');
    expect(title.x + title.width).toBeCloseTo(545.28, 0);
    // … a value stands left of its label, and a number is drawn as one left-to-right piece.
    const numberLabel = find('الرقم');
    const number = find('INV-2026-000001');
    expect(number.x + number.width).toBeLessThan(numberLabel.x);
    // A line with a Latin name reads back in its reading order: the Arabic words, then the name.
    const line = items.find((item) => item.text.startsWith('تخزين'))!;
    expect(line.text.endsWith('Muuga Harbour')).toBe(true);
  });
});
