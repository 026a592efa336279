/**
 * The ledger's accounts and the events that write to it (issue #39, decision 219). Every money event
 * writes one balanced posting: its entries' amounts (debits positive, credits negative) add up to 0.
 *
 * - trader_receivable (per trader): what traders owe on issued invoices.
 * - vat_payable: VAT charged, owed to the tax authority.
 * - platform_fee: the platform's fee on bookings, revenue.
 * - owner_commission (per owner): the commission taken from an owner's amounts, revenue.
 * - owner_earned (per owner): an owner's share of invoices not yet settled by the trader.
 * - owner_payable (per owner): an owner's share of settled invoices, not yet paid out.
 * - bank: money received from traders less money paid out to owners.
 */
export const LEDGER_ACCOUNTS = ['trader_receivable', 'vat_payable', 'platform_fee', 'owner_commission', 'owner_earned', 'owner_payable', 'bank'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** Accounts kept per person: the trader's receivable; the owner's commission, earned and payable shares. */
export const PARTY_ACCOUNTS: readonly LedgerAccount[] = ['trader_receivable', 'owner_commission', 'owner_earned', 'owner_payable'];

export const LEDGER_EVENTS = ['invoice_issued', 'credit_note_issued', 'payment_received', 'invoice_settled', 'payout_sent', 'payout_failed', 'adjustment'] as const;
export type LedgerEvent = (typeof LEDGER_EVENTS)[number];

/** Who earns an invoice line: the warehouse's owner (space, services) or the platform (its fee). */
export const LINE_EARNERS = ['owner', 'platform'] as const;
export type LineEarner = (typeof LINE_EARNERS)[number];
