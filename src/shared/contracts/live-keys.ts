/**
 * Zod-free on purpose (decision 247): the query-key roots the server invalidates when each domain's
 * data changes. The pages that read that data import them, and a contract module that builds zod
 * schemas would bring zod and all its schemas into those pages. The roots the first load needs (the
 * session, the unread badges) are in events.ts, beside the socket's own constants.
 */

/**
 * Query-key roots the server invalidates when bookings change. Every bookings query of the web app
 * lives under "bookings" (the trader's and owner's list, the detail, the administrators' list), so
 * one event refreshes them all; inquiries, offers and the dashboard follow a booking's creation.
 */
export const BOOKING_LIVE_KEYS = {
  bookings: 'bookings',
  inquiries: 'inquiries',
  adminInquiries: 'admin-inquiries',
  offers: 'offers',
  dashboard: 'dashboard',
} as const;

/** Query-key root of every capacity query of the web app; the server invalidates it after a block changes. */
export const CAPACITY_LIVE_KEY = 'capacity';

/** Query-key roots the server invalidates when inquiries change (see LIVE_EVENT_KEYS for the others). */
export const INQUIRY_LIVE_KEYS = {
  inquiries: 'inquiries',
  adminInquiries: 'admin-inquiries',
  dashboard: 'dashboard',
} as const;

/** Query-key root the server invalidates when invoices change. */
export const INVOICE_LIVE_KEYS = { invoices: 'invoices' } as const;

/** Query-key roots the server invalidates when requests change. */
export const LISTING_REQUEST_LIVE_KEYS = {
  adminRequests: 'admin-listing-requests',
  dashboard: 'dashboard',
} as const;

/** Query-key root the server invalidates when offers change (besides the inquiry keys). */
export const OFFER_LIVE_KEYS = { offers: 'offers' } as const;

/** Query-key root the server invalidates when payout runs change. */
export const PAYOUT_LIVE_KEYS = { payouts: 'payouts' } as const;

/** Query-key root the server invalidates when a booking's receipts change. */
export const RECEIPT_LIVE_KEYS = { receipts: 'receipts' } as const;

/** Query-key root the server invalidates when a booking's releases change. */
export const RELEASE_LIVE_KEYS = { releases: 'releases' } as const;

/** The query-key root of the statements on the web. */
export const OWNER_STATEMENT_KEYS = { statements: 'owner-statements' } as const;

/** Live-event key for anything that changes the catalogue (client refetches warehouse queries). */
export const WAREHOUSES_EVENT_KEY = 'warehouses';

/**
 * What a catalogue change invalidates: the warehouse queries and the dashboard counts (the root of
 * the dashboard stats query key), so "My Warehouses" and "Total warehouses" follow at once.
 */
export const WAREHOUSE_CHANGE_EVENT_KEYS = [WAREHOUSES_EVENT_KEY, 'dashboard'] as const;
