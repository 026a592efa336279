import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS, LEDGER_EVENTS, PARTY_ACCOUNTS } from '@shared/statuses/ledger';
import { users } from './auth';
import { createdAt, extensionKey, id, requiredRef, updatedAt } from './columns';
import { invoicePayments } from './invoices';
import { payoutLines } from './payouts';
import { bookings } from './offers';

export const ledgerAccount = pgEnum('ledger_account', LEDGER_ACCOUNTS);
export const ledgerEvent = pgEnum('ledger_event', LEDGER_EVENTS);

/**
 * One money event (issue #39, decision 219), written in the transaction of the change it records: an
 * invoice or credit note issued, a payment received, an invoice settled, a payout. Append-only: a
 * trigger refuses updates and deletes, and a correction is a new posting.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    event: ledgerEvent('event').notNull(),
    /** The day it counts for: the document's issue date, the payment's date. */
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    /**
     * The invoice the event concerns (for a credit note, the invoice it credits) and the credit note.
     * Both reference invoices through foreign keys checked when the transaction commits (migration
     * 0038, by hand: Drizzle cannot declare them deferrable), because an issue writes its posting
     * before it takes its number and writes the document (decision 219).
     */
    invoiceId: uuid('invoice_id'),
    creditNoteId: uuid('credit_note_id'),
    paymentId: uuid('payment_id').references(() => invoicePayments.id, { onDelete: 'restrict' }),
    /** A payout's line, for payout_sent and payout_failed. */
    payoutLineId: uuid('payout_line_id').references((): AnyPgColumn => payoutLines.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    memo: text('memo').notNull().default(''),
    /**
     * A settlement's invoice as the owner's statement shows it: its number in the memo, its supply
     * period here (an issued invoice never changes), so a statement reads the ledger alone.
     */
    supplyFrom: date('supply_from', { mode: 'string' }),
    supplyTo: date('supply_to', { mode: 'string' }),
    /** A document's VAT rate (a credit note's is its invoice's), so the VAT per rate adds up from the ledger; null on other events. */
    vatBasisPoints: integer('vat_basis_points'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_postings_invoice_idx').on(t.invoiceId),
    check('ledger_postings_vat_rate', sql`(${t.event} in ('invoice_issued', 'credit_note_issued')) = (${t.vatBasisPoints} is not null)`),
  ],
);

/**
 * The entries of a posting: an amount in cents on one account (debits positive, credits negative),
 * and for the per-person accounts the person. A posting's entries are written in one statement and
 * add up to 0, checked by a trigger on that statement (migration 0040).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    postingId: requiredRef('posting_id', () => ledgerPostings.id, 'restrict'),
    account: ledgerAccount('account').notNull(),
    /** The trader of trader_receivable, the owner of the owner_ accounts (PARTY_ACCOUNTS); null otherwise. */
    partyId: uuid('party_id').references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** Its posting's day, copied so a balance at a date reads one index. */
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_posting_idx').on(t.postingId),
    index('ledger_entries_party_idx').on(t.account, t.partyId, t.occurredOn),
    check('ledger_entries_amount', sql`${t.amountCents} <> 0`),
    check(
      'ledger_entries_party',
      sql`(${t.account} in (${sql.raw(PARTY_ACCOUNTS.map((account) => `'${account}'`).join(', '))})) = (${t.partyId} is not null)`,
    ),
  ],
);

/**
 * Where an owner is paid (issue #39): the account holder, IBAN and BIC the payout files name.
 * Changing them asks for the password and e-mails the owner.
 */
export const ownerBankAccounts = pgTable('owner_bank_accounts', {
  userId: extensionKey('user_id', () => users.id),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  updatedAt: updatedAt(),
});

/*
 * Sums of the ledger kept by one trigger on ledger_entries, in the transaction of each posting
 * (migration 0041, decision 224), so the finance overview and owners' statements add up a few rows
 * instead of a million entries. Entries are never updated or deleted, so an insert is the only change.
 */

/** Per invoice: its trader's receivable (open when not 0) and its owner's commission, over the invoice's postings and its credit notes'. */
export const ledgerInvoiceSums = pgTable(
  'ledger_invoice_sums',
  {
    invoiceId: uuid('invoice_id').notNull(),
    account: ledgerAccount('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.account] }), index('ledger_invoice_sums_open_idx').on(t.account).where(sql`${t.amountCents} <> 0`)],
);

/** Per month of the documents' day (its first day), VAT rate and account: what issued invoices and credit notes debited and credited. */
export const ledgerDocumentSums = pgTable(
  'ledger_document_sums',
  {
    month: date('month', { mode: 'string' }).notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    account: ledgerAccount('account').notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull(),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.vatBasisPoints, t.account] })],
);

/**
 * Per owner, month recorded in (UTC, its first day: a statement's month), event and account
 * (owner_earned, owner_payable): the entries' sum; for settlements on owner_payable, also the settled
 * invoices' commission (positive), which a statement shows beside what they made payable.
 */
export const ledgerOwnerSums = pgTable(
  'ledger_owner_sums',
  {
    ownerId: uuid('owner_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    event: ledgerEvent('event').notNull(),
    account: ledgerAccount('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month, t.event, t.account] })],
);

/**
 * What moved each owner's payable, a row per posting and owner in the order recorded (the posting's
 * created_at), with what the statement shows of it: an owner's statement of a month reads one range.
 * For a settlement, the settled invoice's commission (positive).
 */
export const ledgerPayableMovements = pgTable(
  'ledger_payable_movements',
  {
    ownerId: uuid('owner_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    postingId: uuid('posting_id').notNull(),
    event: ledgerEvent('event').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    invoiceId: uuid('invoice_id'),
    bookingId: uuid('booking_id'),
    memo: text('memo').notNull(),
    supplyFrom: date('supply_from', { mode: 'string' }),
    supplyTo: date('supply_to', { mode: 'string' }),
    /** What it added to the payable: a settlement positive, a payout negative, a returned payout positive (one entry's amount). */
    payableCents: integer('payable_cents').notNull(),
    /** One invoice's commission, within an entry's range like the invoice's amounts. */
    commissionCents: integer('commission_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.recordedAt, t.postingId] })],
);
