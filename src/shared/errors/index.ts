/**
 * The error catalogue of both specs, in one place: every text a user can see, by domain, in the
 * files of this folder. Server errors carry a code of codes.ts (a 409 names its domain rule); screens show these exact texts.
 * Split by domain so the home page's first load carries only the texts it uses (the bundler keeps
 * each file whole), not every screen's.
 */
export * from './codes';
export * from './generic';
export * from './auth';
export * from './sign-in-check';
export * from './warehouses';
export * from './inquiries';
export * from './formats';
export * from './account-forms';
export * from './users';
export * from './images';
export * from './listing-requests';
export * from './messaging';
export * from './notifications';
export * from './platform';
export * from './http';
export * from './capacity-timeline';
export * from './receipts';
export * from './releases';
export * from './invoices';
export * from './vat';
export * from './bank-accounts';
export * from './owner-statements';
export * from './payout-runs';
export * from './finance';
export * from './exchange-rates';
