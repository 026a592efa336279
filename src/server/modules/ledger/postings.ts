/**
 * What each money event writes to the ledger (issue #39, decision 219): pure rules from the event's
 * amounts to balanced entries, debits positive and credits negative, adding up to 0. The service
 * writes them in the transaction of the event; the property test runs them through thousands of
 * random sequences.
 *
 * Rounding happens twice, each time in one place: the commission on an invoice's owner amounts
 * (basisPointsOfCents, half away from zero, once per invoice), and a credit note's split by the
 * credited invoice's proportions (shareOfCents on the running total credited, so the credit notes
 * that take back a whole invoice take back exactly what it posted, cent for cent).
 */
import type { LedgerAccount, LineEarner } from '@shared/statuses/ledger';
import { basisPointsOfCents, shareOfCents, sumCents } from '@shared/money';

export type LedgerEntry = { account: LedgerAccount; partyId: string | null; amountCents: number };

/** What an invoice's issue posted, as the three parts of its net: the basis of its credit notes' split. */
export type InvoiceSplit = { platformFeeCents: number; commissionCents: number; ownerEarnedCents: number };

/** Leaves out zero entries (nothing moved) and checks the posting balances: a rule that does not is a bug, never written. */
function balanced(entries: LedgerEntry[]): LedgerEntry[] {
  const kept = entries.filter((entry) => entry.amountCents !== 0);
  const sum = sumCents(kept.map((entry) => entry.amountCents));
  if (sum !== 0) throw new Error(`An unbalanced posting (${sum} cents): ${JSON.stringify(kept)}`);
  return kept;
}

/**
 * An invoice's net split between the platform (its fee lines) and the warehouse's owner (the space and
 * service lines), less the owner commission on the owner's part (`commissionBasisPoints`, from the
 * platform settings at issue).
 */
export function invoiceSplit(lines: readonly { netCents: number; earnedBy: LineEarner }[], commissionBasisPoints: number): InvoiceSplit {
  const netOf = (earner: LineEarner) => sumCents(lines.filter((line) => line.earnedBy === earner).map((line) => line.netCents));
  const platformFeeCents = netOf('platform');
  const ownerCents = netOf('owner');
  const commissionCents = basisPointsOfCents(ownerCents, commissionBasisPoints);
  return { platformFeeCents, commissionCents, ownerEarnedCents: ownerCents - commissionCents };
}

/**
 * A document issued: the trader owes its total, VAT is owed to the tax authority, the platform earns
 * its fee and the commission, the owner earns the rest (payable once the trader settles the invoice).
 * A credit note posts the same with its negative amounts: everything taken back.
 */
export function documentIssuedEntries(document: { traderId: string; ownerId: string; totalCents: number; vatCents: number; split: InvoiceSplit }): LedgerEntry[] {
  const { split } = document;
  if (split.platformFeeCents + split.commissionCents + split.ownerEarnedCents + document.vatCents !== document.totalCents) {
    throw new Error(`The split ${JSON.stringify(split)} and VAT ${document.vatCents} do not add up to the total ${document.totalCents}`);
  }
  return balanced([
    { account: 'trader_receivable', partyId: document.traderId, amountCents: document.totalCents },
    { account: 'vat_payable', partyId: null, amountCents: -document.vatCents },
    { account: 'platform_fee', partyId: null, amountCents: -split.platformFeeCents },
    { account: 'owner_commission', partyId: document.ownerId, amountCents: -split.commissionCents },
    { account: 'owner_earned', partyId: document.ownerId, amountCents: -split.ownerEarnedCents },
  ]);
}

/**
 * A credit note's split: its (negative) net in the proportions of the invoice's split, taken on the
 * running total credited (`creditedNetBefore`, negative or 0: the nets of the invoice's earlier credit
 * notes) so that rounding never drifts. The platform's fee takes the cent a rounding leaves, and any
 * credit beyond the invoice's net: VAT is rounded per document, so credit notes can leave a cent of an
 * invoice's total open after taking back all of its net, and crediting that cent takes nothing more
 * from the owner than the invoice earned them (the property test found it).
 */
export function creditNoteSplit(invoice: InvoiceSplit, creditedNetBefore: number, netCents: number): InvoiceSplit {
  const whole = invoice.platformFeeCents + invoice.commissionCents + invoice.ownerEarnedCents;
  if (whole === 0) return { platformFeeCents: netCents, commissionCents: 0, ownerEarnedCents: 0 };
  const upToWhole = (credited: number) => Math.max(credited, -whole);
  const step = (part: number) => shareOfCents(upToWhole(creditedNetBefore + netCents), part, whole) - shareOfCents(upToWhole(creditedNetBefore), part, whole);
  const ownerEarnedCents = step(invoice.ownerEarnedCents);
  const commissionCents = step(invoice.commissionCents);
  return { platformFeeCents: netCents - ownerEarnedCents - commissionCents, commissionCents, ownerEarnedCents };
}

/** A payment received from the trader: money in the bank, less owed. */
export function paymentReceivedEntries(payment: { traderId: string; amountCents: number }): LedgerEntry[] {
  return balanced([
    { account: 'bank', partyId: null, amountCents: payment.amountCents },
    { account: 'trader_receivable', partyId: payment.traderId, amountCents: -payment.amountCents },
  ]);
}

/**
 * An invoice settled (paid, or paid and credited, in full): what its owner earned on it, less its
 * credit notes, becomes payable to them. `earnedCents` is that amount, positive: the credit balance
 * of the owner's owner_earned entries of the invoice and its credit notes.
 */
export function invoiceSettledEntries(settled: { ownerId: string; earnedCents: number }): LedgerEntry[] {
  return balanced([
    { account: 'owner_earned', partyId: settled.ownerId, amountCents: settled.earnedCents },
    { account: 'owner_payable', partyId: settled.ownerId, amountCents: -settled.earnedCents },
  ]);
}

/** A payout sent to an owner's bank account: less payable, less in the bank. A failed one is the reverse, as its own posting. */
export function payoutEntries(payout: { ownerId: string; amountCents: number; failed: boolean }): LedgerEntry[] {
  const sign = payout.failed ? -1 : 1;
  return balanced([
    { account: 'owner_payable', partyId: payout.ownerId, amountCents: sign * payout.amountCents },
    { account: 'bank', partyId: null, amountCents: -sign * payout.amountCents },
  ]);
}
