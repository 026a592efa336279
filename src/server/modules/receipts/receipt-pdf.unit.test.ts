import { describe, expect, it } from 'vitest';
import { pdfTextAsRead } from '../../platform/pdf-text.test-support';
import { type ReceiptPdfInput, renderReceiptPdf } from './receipt-pdf';

const receipt: ReceiptPdfInput = {
  locale: 'en',
  number: 'WR-2026-000007',
  issuedAt: '2026-11-22T14:05:09.000Z',
  bookingNumber: '#A1B2C3D4',
  issuer: { name: '24WM OÜ', address: 'Sadama 25, 10111 Tallinn, Estonia' },
  warehouse: { name: 'Muuga Logistics Park', city: 'Maardu', country: 'Estonia' },
  depositorCompany: 'Ωmega Λογιστική',
  goods: {
    receivedOn: '2026-11-21',
    commodity: 'Canned tomatoes',
    packaging: 'pallets',
    quantity: 1020.5,
    quantityUnit: 'cartons',
    grossWeightKg: 12500,
    marks: 'OMG/2026/44 1-20',
    condition: 'damaged',
    damageNote: 'Two pallets with crushed corners',
    spaceTypeName: 'Warm warehouse',
  },
  supersedesNumber: 'WR-2026-000003',
  verificationUrl: 'https://24wm.example/receipts/verify/q8Xr3v0-2LzK9aTfJm4hYc1W7bNs5dEuPo6iGkRtAyQ',
};

describe('renderReceiptPdf', () => {
  it('states the receipt, who holds what for whom, and where to check it', async () => {
    const text = await pdfTextAsRead(await renderReceiptPdf(receipt));
    for (const expected of [
      'Warehouse receipt',
      'WR-2026-000007',
      'Supersedes WR-2026-000003',
      '22 Nov 2026, 14:05 UTC',
      '#A1B2C3D4',
      '24WM OÜ',
      'Muuga Logistics Park',
      'Maardu',
      'Ωmega Λογιστική',
      'Received on 21 Nov 2026',
      'Warm warehouse',
      'Canned tomatoes',
      'Packaging Pallets',
      'Quantity 1,020.50 cartons',
      'Gross weight 12,500 kg',
      'OMG/2026/44 1-20',
      'Condition Damaged',
      'Two pallets with crushed corners',
      'Check this receipt at https://24wm.example/receipts/verify/',
    ]) {
      expect(text).toContain(expected);
    }
    // The address wraps where it has to; copied out of the PDF it is whole.
    expect(text.replace(/\s/g, '')).toContain(receipt.verificationUrl);
  });

  it('leaves out what a first receipt of goods in good condition does not have', async () => {
    const text = await pdfTextAsRead(
      await renderReceiptPdf({
        ...receipt,
        supersedesNumber: null,
        depositorCompany: null,
        goods: { ...receipt.goods, condition: 'good', damageNote: '', marks: '' },
      }),
    );
    expect(text).not.toContain('Supersedes');
    expect(text).not.toContain('Damage note');
    expect(text).toContain('Condition Good');
    expect(text).toContain('Marks None');
    expect(text).toContain('Company not given');
  });

  it('gives the same bytes for the same input', async () => {
    const first = await renderReceiptPdf(receipt);
    expect((await renderReceiptPdf(structuredClone(receipt))).equals(first)).toBe(true);
  });
});
