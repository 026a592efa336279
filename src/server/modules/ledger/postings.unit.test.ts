import { describe, expect, it } from 'vitest';
import { shareOfCents } from '@shared/money';
import { creditNoteSplit, documentIssuedEntries, type InvoiceSplit, invoiceSettledEntries, invoiceSplit, type LedgerEntry, paymentReceivedEntries, payoutEntries } from './postings';

const sum = (entries: readonly LedgerEntry[]) => entries.reduce((total, entry) => total + entry.amountCents, 0);
const on = (entries: readonly LedgerEntry[], account: LedgerEntry['account']) => sum(entries.filter((entry) => entry.account === account));

describe('shareOfCents', () => {
  it.each([
    [1000, 1, 3, 333],
    [1000, 2, 3, 667],
    [-1000, 2, 3, -667],
    [5, 1, 2, 3],
    [-5, 1, 2, -3],
    [7, 3, -6, -4],
    [0, 5, 7, 0],
  ])('%i x %i / %i is %i (half away from zero)', (cents, part, whole, expected) => {
    expect(shareOfCents(cents, part, whole)).toBe(expected);
  });

  it('refuses a zero whole and amounts that are not whole', () => {
    expect(() => shareOfCents(1, 1, 0)).toThrow(RangeError);
    expect(() => shareOfCents(1.5, 1, 2)).toThrow(RangeError);
  });
});

describe('an invoice issued', () => {
  const lines = [
    { netCents: 44_640, earnedBy: 'owner' as const },
    { netCents: 10_200, earnedBy: 'owner' as const },
    { netCents: 10_968, earnedBy: 'platform' as const },
  ];

  it('splits the net between the platform fee and the owner, less a commission rounded once on the owner amounts', () => {
    // 12.5 % of €548.40 is €68.55.
    expect(invoiceSplit(lines, 1250)).toEqual({ platformFeeCents: 10_968, commissionCents: 6_855, ownerEarnedCents: 47_985 });
    expect(invoiceSplit(lines, 0)).toEqual({ platformFeeCents: 10_968, commissionCents: 0, ownerEarnedCents: 54_840 });
  });

  it('posts the total owed by the trader against VAT, the fee, the commission and the owner share, balanced', () => {
    const entries = documentIssuedEntries({ traderId: 't', ownerId: 'o', totalCents: 81_602, vatCents: 15_794, split: invoiceSplit(lines, 1250) });
    expect(entries).toEqual([
      { account: 'trader_receivable', partyId: 't', amountCents: 81_602 },
      { account: 'vat_payable', partyId: null, amountCents: -15_794 },
      { account: 'platform_fee', partyId: null, amountCents: -10_968 },
      { account: 'owner_commission', partyId: 'o', amountCents: -6_855 },
      { account: 'owner_earned', partyId: 'o', amountCents: -47_985 },
    ]);
    expect(sum(entries)).toBe(0);
  });

  it('leaves out what is zero and refuses a split that does not add up to the total', () => {
    const entries = documentIssuedEntries({ traderId: 't', ownerId: 'o', totalCents: 1_000, vatCents: 0, split: { platformFeeCents: 0, commissionCents: 0, ownerEarnedCents: 1_000 } });
    expect(entries.map((entry) => entry.account)).toEqual(['trader_receivable', 'owner_earned']);
    expect(() => documentIssuedEntries({ traderId: 't', ownerId: 'o', totalCents: 1_001, vatCents: 0, split: { platformFeeCents: 0, commissionCents: 0, ownerEarnedCents: 1_000 } })).toThrow(/do not add up/);
  });
});

describe('a credit note', () => {
  const invoice: InvoiceSplit = { platformFeeCents: 1_001, commissionCents: 333, ownerEarnedCents: 6_667 };
  const net = invoice.platformFeeCents + invoice.commissionCents + invoice.ownerEarnedCents;

  it('takes back in the invoice proportions, the fee taking the cent a rounding leaves', () => {
    const split = creditNoteSplit(invoice, 0, -1_000);
    expect(split.platformFeeCents + split.commissionCents + split.ownerEarnedCents).toBe(-1_000);
    expect(split).toEqual({ platformFeeCents: -125, commissionCents: -42, ownerEarnedCents: -833 });
  });

  it('in any number of parts, takes back exactly what the invoice posted once the whole is credited', () => {
    for (const parts of [[-net], [-1, -1, -(net - 2)], [-3_333, -3_333, -(net - 6_666)], Array.from({ length: 7 }, (_, index) => (index < 6 ? -1_143 : -(net - 6 * 1_143)))]) {
      let before = 0;
      const total = { platformFeeCents: 0, commissionCents: 0, ownerEarnedCents: 0 };
      for (const part of parts) {
        const split = creditNoteSplit(invoice, before, part);
        total.platformFeeCents += split.platformFeeCents;
        total.commissionCents += split.commissionCents;
        total.ownerEarnedCents += split.ownerEarnedCents;
        before += part;
      }
      expect(total).toEqual({ platformFeeCents: -invoice.platformFeeCents, commissionCents: -invoice.commissionCents, ownerEarnedCents: -invoice.ownerEarnedCents });
    }
  });

  it('beyond the invoice net (a cent of VAT rounding left open between documents) takes nothing more from the owner', () => {
    // Every cent of the net credited already; the invoice still has a cent of VAT open, credited now.
    expect(creditNoteSplit(invoice, -net, -1)).toEqual({ platformFeeCents: -1, commissionCents: 0, ownerEarnedCents: 0 });
    expect(creditNoteSplit(invoice, -(net - 1), -2)).toEqual({ platformFeeCents: -1, commissionCents: 0, ownerEarnedCents: -1 });
  });

  it('of an invoice with no net is all the platform fee', () => {
    expect(creditNoteSplit({ platformFeeCents: 0, commissionCents: 0, ownerEarnedCents: 0 }, 0, -10)).toEqual({ platformFeeCents: -10, commissionCents: 0, ownerEarnedCents: 0 });
  });
});

describe('payments, settlement and payouts', () => {
  it('a payment moves money owed into the bank', () => {
    expect(paymentReceivedEntries({ traderId: 't', amountCents: 500 })).toEqual([
      { account: 'bank', partyId: null, amountCents: 500 },
      { account: 'trader_receivable', partyId: 't', amountCents: -500 },
    ]);
  });

  it('a settlement makes the earned share payable; a payout pays it and a failed one gives it back', () => {
    const settled = invoiceSettledEntries({ ownerId: 'o', earnedCents: 700 });
    expect(on(settled, 'owner_payable')).toBe(-700);
    expect(on(settled, 'owner_earned')).toBe(700);
    const paid = payoutEntries({ ownerId: 'o', amountCents: 700, failed: false });
    const failed = payoutEntries({ ownerId: 'o', amountCents: 700, failed: true });
    expect(on([...settled, ...paid], 'owner_payable')).toBe(0);
    expect(on([...settled, ...paid, ...failed], 'owner_payable')).toBe(-700);
    expect(sum([...settled, ...paid, ...failed])).toBe(0);
  });
});
