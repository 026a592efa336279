/**
 * The ledger's property test (issue #39): thousands of random sequences of invoices, credit notes,
 * partial payments, settlements and payouts (some failing), posted through the rules of postings.ts,
 * and after every event the books are checked against what the documents say, computed another way:
 * every posting balances; no owner is paid more than was payable (nobody is paid twice); each owner's
 * payable is their share of what traders settled less what was paid out; each trader owes what their
 * documents total less what they paid. Seeded, so a failure names the sequence that reproduces it.
 */
import { describe, expect, it } from 'vitest';
import { shareOfCents } from '@shared/money';
import { invoiceTotals } from '@shared/vat';
import {
  creditNoteSplit,
  documentIssuedEntries,
  type InvoiceSplit,
  invoiceSettledEntries,
  invoiceSplit,
  type LedgerEntry,
  paymentReceivedEntries,
  payoutEntries,
} from './postings';

/** mulberry32: a small seeded generator, so a failing sequence can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

type Invoice = { id: number; traderId: string; ownerId: string; rate: number; net: number; total: number; split: InvoiceSplit; paid: number; credited: number; creditedNet: number; settled: boolean };

const OWNERS = ['owner-1', 'owner-2', 'owner-3'];
const TRADERS = ['trader-1', 'trader-2'];

/** Plain comparisons, thrown with the sequence's seed and step: expect() per check made the 2,000 sequences take minutes. */
function check(holds: boolean, what: string): void {
  if (!holds) throw new Error(what);
}

/** The owner's share of an invoice less its credit notes, in closed form: its credits up to its net, in proportion. */
function ownerShareLeft(invoice: Invoice): number {
  if (invoice.net === 0) return 0;
  return invoice.split.ownerEarnedCents - shareOfCents(Math.min(invoice.creditedNet, invoice.net), invoice.split.ownerEarnedCents, invoice.net);
}

function runSequence(seed: number, events: number) {
  const random = generator(seed);
  const postings: LedgerEntry[][] = [];
  /** The entries posted about each invoice (its issue and its credit notes), as the service finds them by the posting's invoice. */
  const aboutInvoice = new Map<number, LedgerEntry[]>();
  const invoices: Invoice[] = [];
  const paidOut = new Map<string, number>();
  const payments = new Map<string, number>();
  const balances = new Map<string, number>();
  const post = (entries: LedgerEntry[], invoice?: Invoice) => {
    check(entries.reduce((sum, entry) => sum + entry.amountCents, 0) === 0, `seed ${seed}: a posting balances`);
    postings.push(entries);
    for (const entry of entries) balances.set(`${entry.account}/${entry.partyId}`, (balances.get(`${entry.account}/${entry.partyId}`) ?? 0) + entry.amountCents);
    if (invoice) aboutInvoice.set(invoice.id, [...(aboutInvoice.get(invoice.id) ?? []), ...entries]);
  };
  const balance = (account: LedgerEntry['account'], partyId: string | null) => balances.get(`${account}/${partyId}`) ?? 0;
  const open = (invoice: Invoice) => invoice.total - invoice.paid - invoice.credited;
  const settleIfDone = (invoice: Invoice) => {
    if (invoice.settled || open(invoice) !== 0) return;
    invoice.settled = true;
    // As the service reads it from the ledger: the owner_earned entries of the invoice and its credit notes.
    const earned = 0 - aboutInvoice.get(invoice.id)!.filter((entry) => entry.account === 'owner_earned').reduce((sum, entry) => sum + entry.amountCents, 0);
    if (earned !== 0) post(invoiceSettledEntries({ ownerId: invoice.ownerId, earnedCents: earned }));
  };

  for (let step = 0; step < events; step += 1) {
    const openInvoices = invoices.filter((invoice) => open(invoice) > 0);
    const action = random.pick(['invoice', 'invoice', 'credit', 'payment', 'payment', 'payout', 'payout'] as const);
    if (action === 'invoice' || openInvoices.length === 0) {
      const rate = random.pick([0, 2_200, 2_400]);
      const lines = Array.from({ length: random.int(1, 4) }, () => ({ netCents: random.int(1, 500_000), earnedBy: random.pick(['owner', 'owner', 'platform'] as const) }));
      const totals = invoiceTotals(lines.map((line) => ({ netCents: line.netCents, basisPoints: rate })));
      const split = invoiceSplit(lines, random.pick([0, 0, 500, 1_250, 3_333]));
      const invoice: Invoice = { id: invoices.length, traderId: random.pick(TRADERS), ownerId: random.pick(OWNERS), rate, net: totals.netCents, total: totals.totalCents, split, paid: 0, credited: 0, creditedNet: 0, settled: false };
      invoices.push(invoice);
      post(documentIssuedEntries({ traderId: invoice.traderId, ownerId: invoice.ownerId, totalCents: invoice.total, vatCents: totals.vatCents, split }), invoice);
    } else if (action === 'credit') {
      const invoice = random.pick(openInvoices);
      // A credit of up to what is open, before VAT; the whole open amount one time in four.
      const fits = Math.min(invoice.net - invoice.creditedNet, Math.floor((open(invoice) * 10_000) / (10_000 + invoice.rate)));
      let net = random.next() < 0.25 ? fits : random.int(1, Math.max(1, fits));
      while (net > 0 && invoiceTotals([{ netCents: net, basisPoints: invoice.rate }]).totalCents > open(invoice)) net -= 1;
      if (net <= 0) continue;
      const totals = invoiceTotals([{ netCents: -net, basisPoints: invoice.rate }]);
      const split = creditNoteSplit(invoice.split, -invoice.creditedNet, -net);
      post(documentIssuedEntries({ traderId: invoice.traderId, ownerId: invoice.ownerId, totalCents: totals.totalCents, vatCents: totals.vatCents, split }), invoice);
      invoice.credited -= totals.totalCents;
      invoice.creditedNet += net;
      settleIfDone(invoice);
    } else if (action === 'payment') {
      const invoice = random.pick(openInvoices);
      const amount = random.next() < 0.4 ? open(invoice) : random.int(1, open(invoice));
      post(paymentReceivedEntries({ traderId: invoice.traderId, amountCents: amount }));
      invoice.paid += amount;
      payments.set(invoice.traderId, (payments.get(invoice.traderId) ?? 0) + amount);
      settleIfDone(invoice);
    } else {
      const ownerId = random.pick(OWNERS);
      const payable = 0 - balance('owner_payable', ownerId);
      if (payable <= 0) continue;
      const amount = random.next() < 0.7 ? payable : random.int(1, payable);
      post(payoutEntries({ ownerId, amountCents: amount, failed: false }));
      paidOut.set(ownerId, (paidOut.get(ownerId) ?? 0) + amount);
      if (random.next() < 0.1) {
        post(payoutEntries({ ownerId, amountCents: amount, failed: true }));
        paidOut.set(ownerId, paidOut.get(ownerId)! - amount);
      }
    }

    // After every event, the books against the documents.
    check([...balances.values()].reduce((sum, amount) => sum + amount, 0) === 0, `seed ${seed}, step ${step}: the books balance`);
    for (const ownerId of OWNERS) {
      const settledShare = invoices
        .filter((invoice) => invoice.ownerId === ownerId && invoice.settled)
        .reduce((sum, invoice) => sum + ownerShareLeft(invoice), 0);
      const payable = 0 - balance('owner_payable', ownerId);
      check(payable === settledShare - (paidOut.get(ownerId) ?? 0), `seed ${seed}, step ${step}: ${ownerId} is owed ${settledShare} settled less ${paidOut.get(ownerId) ?? 0} paid out, not ${payable}`);
      check(payable >= 0, `seed ${seed}, step ${step}: ${ownerId} was paid more than was payable (${payable})`);
      const unsettledShare = invoices
        .filter((invoice) => invoice.ownerId === ownerId && !invoice.settled)
        .reduce((sum, invoice) => sum + ownerShareLeft(invoice), 0);
      check(0 - balance('owner_earned', ownerId) === unsettledShare, `seed ${seed}, step ${step}: ${ownerId}'s share still waiting on traders is ${unsettledShare}`);
    }
    for (const traderId of TRADERS) {
      const owed = invoices.filter((invoice) => invoice.traderId === traderId).reduce((sum, invoice) => sum + invoice.total - invoice.credited, 0) - (payments.get(traderId) ?? 0);
      check(balance('trader_receivable', traderId) === owed, `seed ${seed}, step ${step}: ${traderId} owes ${owed}, their documents less payments`);
    }
    const received = [...payments.values()].reduce((sum, amount) => sum + amount, 0);
    const sent = [...paidOut.values()].reduce((sum, amount) => sum + amount, 0);
    check(balance('bank', null) === received - sent, `seed ${seed}, step ${step}: the bank holds ${received - sent}, what came in less what went out`);
  }
  return { postings: postings.length, invoices: invoices.length, settled: invoices.filter((invoice) => invoice.settled).length };
}

describe('the ledger, over random sequences of money events', () => {
  it('balances, pays nobody twice, and owes each owner and trader what their documents say, after every event of 2,000 sequences', () => {
    let postings = 0;
    let settled = 0;
    for (let seed = 1; seed <= 2_000; seed += 1) {
      const run = runSequence(seed, 30);
      postings += run.postings;
      settled += run.settled;
    }
    // The sequences did reach every kind of event: thousands of postings, many invoices settled.
    expect(postings).toBeGreaterThan(40_000);
    expect(settled).toBeGreaterThan(5_000);
  });
});
