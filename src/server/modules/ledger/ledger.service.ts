/**
 * The ledger (issue #39, decision 219): every money event writes one balanced posting, in the
 * transaction of the change it records, through the functions here. Statements, the finance overview,
 * exports and the API read their figures from it, so they cannot disagree. Nothing here checks
 * permissions: each function is called by a service that has, inside its transaction.
 */
import { sumCents } from '@shared/money';
import type { LedgerEvent, LineEarner } from '@shared/statuses/ledger';
import type { Executor } from '../../db/client';
import { insertPosting, sumInvoiceEntries, sumOwnerPayables } from './ledger.repository';
import { findOwnerBalances, findOwnerPayableMovements, findOwnersWithMovements, type PayableMovementRow, sumOwnerPayableByMonth } from './owner-statements.repository';
import { sumDocumentVatByMonth, sumOwnerBalances, sumReceivablesByInvoice, sumRevenueByMonth } from './finance-balances.repository';
import { creditNoteSplit, documentIssuedEntries, type InvoiceSplit, invoiceSettledEntries, invoiceSplit, paymentReceivedEntries, payoutEntries } from './postings';

/** A document being issued, as the ledger needs it: written before the document's row (its id chosen by the caller). */
export type IssuedDocument = {
  id: string;
  kind: 'invoice' | 'credit_note';
  /** For a credit note: the invoice it credits. */
  creditsInvoiceId: string | null;
  bookingId: string;
  traderId: string;
  /** The warehouse's owner, who earns the owner lines. */
  ownerId: string;
  issueDate: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  lines: readonly { netCents: number; earnedBy: LineEarner }[];
  /** The owner commission at issue, in basis points of the owner's amounts (platform settings). */
  commissionBasisPoints: number;
  /** Its VAT rate (a credit note's: its invoice's), kept on the posting for the VAT per rate. */
  vatBasisPoints: number;
};

/** What the invoice's issue posted, as its three parts (credits are negative in the ledger, positive here). */
async function postedSplit(tx: Executor, invoiceId: string, events: readonly ('invoice_issued' | 'credit_note_issued')[]): Promise<InvoiceSplit> {
  const sums = await sumInvoiceEntries(tx, invoiceId, events);
  const credit = (account: 'platform_fee' | 'owner_commission' | 'owner_earned') =>
    -sumCents(sums.filter((sum) => sum.account === account).map((sum) => sum.amountCents));
  return { platformFeeCents: credit('platform_fee'), commissionCents: credit('owner_commission'), ownerEarnedCents: credit('owner_earned') };
}

/**
 * A document issued: the trader owes its total; VAT, the platform's fee and commission, and the
 * owner's share are credited. An invoice splits by its lines; a credit note in the proportions of
 * the invoice it credits, on the running total credited (creditNoteSplit).
 */
export async function postDocumentIssued(tx: Executor, document: IssuedDocument): Promise<void> {
  let split: InvoiceSplit;
  if (document.kind === 'invoice') {
    split = invoiceSplit(document.lines, document.commissionBasisPoints);
  } else {
    const invoiceId = document.creditsInvoiceId!;
    const invoice = await postedSplit(tx, invoiceId, ['invoice_issued']);
    const before = await postedSplit(tx, invoiceId, ['credit_note_issued']);
    const creditedNetBefore = before.platformFeeCents + before.commissionCents + before.ownerEarnedCents;
    split = creditNoteSplit(invoice, creditedNetBefore, document.netCents);
  }
  await insertPosting(
    tx,
    {
      event: document.kind === 'invoice' ? 'invoice_issued' : 'credit_note_issued',
      occurredOn: document.issueDate,
      invoiceId: document.creditsInvoiceId ?? document.id,
      creditNoteId: document.kind === 'credit_note' ? document.id : null,
      bookingId: document.bookingId,
      vatBasisPoints: document.vatBasisPoints,
    },
    documentIssuedEntries({ traderId: document.traderId, ownerId: document.ownerId, totalCents: document.totalCents, vatCents: document.vatCents, split }),
  );
}

/** A payment received from the trader against an invoice. */
export async function postPaymentReceived(
  tx: Executor,
  payment: { id: string; invoiceId: string; bookingId: string; traderId: string; amountCents: number; paidOn: string },
): Promise<void> {
  await insertPosting(
    tx,
    { event: 'payment_received', occurredOn: payment.paidOn, invoiceId: payment.invoiceId, paymentId: payment.id, bookingId: payment.bookingId },
    paymentReceivedEntries({ traderId: payment.traderId, amountCents: payment.amountCents }),
  );
}

/**
 * An invoice settled (paid in full, or paid and credited): what each owner earned on it, less its
 * credit notes, becomes payable to them, on the day it was settled. Called once, when the invoice's
 * status becomes paid or cancelled; an invoice credited in full leaves nothing to post.
 */
export async function postInvoiceSettled(
  tx: Executor,
  invoice: { id: string; bookingId: string; number: string; supplyFrom: string; supplyTo: string },
  settledOn: string,
): Promise<void> {
  const earned = await sumInvoiceEntries(tx, invoice.id, ['invoice_issued', 'credit_note_issued']);
  for (const { partyId, amountCents } of earned.filter((sum) => sum.account === 'owner_earned' && sum.amountCents !== 0)) {
    await insertPosting(
      tx,
      {
        event: 'invoice_settled',
        occurredOn: settledOn,
        invoiceId: invoice.id,
        bookingId: invoice.bookingId,
        // What the owner's statement shows of the invoice, so it reads the ledger alone (decision 224).
        memo: invoice.number,
        supplyFrom: invoice.supplyFrom,
        supplyTo: invoice.supplyTo,
      },
      invoiceSettledEntries({ ownerId: partyId!, earnedCents: -amountCents }),
    );
  }
}

/** Each owner's payable at a cut-off day and now (positive: owed to them), for a payout run in its transaction. */
export async function readOwnerPayables(tx: Executor, cutoff: string): Promise<{ ownerId: string; atCutoffCents: number; nowCents: number }[]> {
  return sumOwnerPayables(tx, cutoff);
}

/** A payout line sent to an owner's bank (their payable paid out), or failed (its amount payable again), as its own posting. */
export async function postPayout(tx: Executor, payout: { lineId: string; ownerId: string; amountCents: number; on: string; failed: boolean; memo: string }): Promise<void> {
  await insertPosting(
    tx,
    { event: payout.failed ? 'payout_failed' : 'payout_sent', occurredOn: payout.on, payoutLineId: payout.lineId, memo: payout.memo },
    payoutEntries({ ownerId: payout.ownerId, amountCents: payout.amountCents, failed: payout.failed }),
  );
}

/**
 * What an owner's statements read (issue #39, decisions 220 and 224): the postings that moved their
 * payable, recorded in [from, to), oldest first; their payable and earned balances over the postings
 * recorded in the months before one (YYYY-MM-01; all of them without it); what moved the payable per
 * month and event; and whose payable moved in a month. Reads only: the caller checks permissions.
 */
export async function readOwnerPayableMovements(db: Executor, ownerId: string, range: { from?: Date; to?: Date } = {}): Promise<PayableMovementRow[]> {
  return findOwnerPayableMovements(db, ownerId, range);
}

export async function readOwnerBalances(db: Executor, ownerId: string, beforeMonth?: string): Promise<{ payableCents: number; earnedCents: number }> {
  return findOwnerBalances(db, ownerId, beforeMonth);
}

export async function readOwnersWithMovements(db: Executor, month: string): Promise<string[]> {
  return findOwnersWithMovements(db, month);
}

export async function readOwnerPayableByMonth(db: Executor, ownerId: string): Promise<{ month: string; event: LedgerEvent; payableCents: number; commissionCents: number }[]> {
  return sumOwnerPayableByMonth(db, ownerId);
}

export type { PayableMovementRow };

/**
 * What the finance overview reads (issue #39, decisions 223 and 224), over every posting recorded so far: each
 * invoice's trader receivable, the documents' VAT and net per month of issue and rate, each owner's
 * payable and earned balances, the platform's revenue per month from a day. Reads only: the caller
 * checks permissions.
 */
export async function readFinanceBalances(db: Executor, revenueFrom: string) {
  const [receivables, documentVat, owners, revenue] = await Promise.all([
    sumReceivablesByInvoice(db),
    sumDocumentVatByMonth(db),
    sumOwnerBalances(db),
    sumRevenueByMonth(db, revenueFrom),
  ]);
  return { receivables, documentVat, owners, revenue };
}
