// The one place that lists every domain's tables, for Drizzle's relational queries and drizzle-kit.
export * from './auth';
export * from './mail';
export * from './platform';
export * from './reference';
export * from './warehouses';
export * from './inquiries';
export * from './offers';
export * from './messaging';
export * from './notifications';
export * from './listing-requests';
export * from './capacity';
export * from './receipts';
export * from './invoices';
export * from './releases';
export * from './ledger';
export * from './payouts';
export * from './exchange-rates';
