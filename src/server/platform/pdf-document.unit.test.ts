import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { epcQrPayload } from '@shared/epc-qr';
import { displayLocaleTag } from '@shared/display-locale';
import { formattingLocale } from '@shared/locales';
import { PdfDocumentLayout } from './pdf-document';
import { inLanguage } from './texts';

/** The drawing operators of a one-page document: its content is the only stream with text in it (BT). */
function pageOperators(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/\/Length (\d+)[^>]*>>\s*stream\n/g)].map((match) => {
    const start = match.index + match[0].length;
    return inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
  });
  const content = streams.find((stream) => stream.includes('\nBT\n'));
  if (content === undefined) throw new Error('No page content in the PDF');
  return content.split('\n');
}

describe('PdfDocumentLayout.qrCode', () => {
  it("draws each row's runs of dark modules as one rectangle each, in one path filled once, covering exactly the dark modules", async () => {
    const text = epcQrPayload({ beneficiaryName: '24WM OÜ', iban: 'EE382200221020145685', bic: 'HABAEE2X', amountCents: 74802, remittance: 'INV-2026-000001' });
    const pdf = new PdfDocumentLayout({ title: 'QR', issuedAt: new Date('2026-12-01T00:00:00Z'), footer: () => 'Footer' });
    const [x, y, size] = [100, 200, 110];
    const quietZone = pdf.qrCode(text, x, y, size);
    const operators = pageOperators(await pdf.toBuffer());

    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const moduleSize = size / modules.size;
    expect(quietZone).toBeCloseTo(4 * moduleSize);
    const covered = new Map<string, number>();
    const rectangles = operators.filter((operator) => operator.endsWith(' re'));
    for (const rectangle of rectangles) {
      const [left, top, width, height] = rectangle.split(' ').slice(0, 4).map(Number) as [number, number, number, number];
      expect(height).toBeCloseTo(moduleSize, 5);
      const row = Math.round((top - y) / moduleSize);
      const first = Math.round((left - x) / moduleSize);
      const run = Math.round(width / moduleSize);
      expect(run).toBeGreaterThan(0);
      // A whole run: light (or the symbol's edge) on either side.
      expect(first === 0 || !modules.get(row, first - 1)).toBe(true);
      expect(first + run === modules.size || !modules.get(row, first + run)).toBe(true);
      for (let column = first; column < first + run; column += 1) covered.set(`${row},${column}`, (covered.get(`${row},${column}`) ?? 0) + 1);
    }
    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) dark.add(`${row},${column}`);
    }
    expect([...covered.keys()].sort()).toEqual([...dark].sort());
    expect([...covered.values()].every((times) => times === 1)).toBe(true);
    // One path: every rectangle comes before the only fill.
    const fill = operators.indexOf('f');
    expect(operators.lastIndexOf('f')).toBe(fill);
    expect(operators.indexOf(rectangles.at(-1)!)).toBeLessThan(fill);
  });
});

describe('PdfDocumentLayout.toBuffer', () => {
  it("writes the footers before it answers, so inside inLanguage they are in the document's language (decision 238)", async () => {
    const seen: string[] = [];
    const bytes = inLanguage('fr', () => {
      const pdf = new PdfDocumentLayout({
        title: 'Footers',
        locale: 'fr',
        issuedAt: new Date('2026-12-01T00:00:00Z'),
        footer: () => {
          seen.push(displayLocaleTag());
          return 'Pied de page';
        },
      });
      pdf.text('Un document', pdf.content);
      return pdf.toBuffer();
    });
    expect(seen).toEqual([formattingLocale('fr')]);
    expect((await bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
