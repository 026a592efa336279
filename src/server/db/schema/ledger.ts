import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS, LEDGER_EVENTS, PARTY_ACCOUNTS } from '@shared/statuses/ledger';
import { users } from './auth';
import { createdAt, id, requiredRef, updatedAt } from './columns';
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
    createdAt: createdAt(),
  },
  (t) => [index('ledger_postings_invoice_idx').on(t.invoiceId)],
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
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  updatedAt: updatedAt(),
});
