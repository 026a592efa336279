import { BANK_DETAILS_MESSAGES } from './bank-accounts';

/** Platform features and settings (administrator). */

export const PLATFORM_MESSAGES = {
  featureNotFound: 'Platform feature not found',
  feeRange: 'The platform fee must be between 0 and 100',
  feeDecimals: 'The platform fee can have at most two decimals',
  switchInvalid: 'Choose on or off',
  // Owner payouts (issue #39)
  commissionRange: 'The owner commission must be between 0 and 100',
  commissionDecimals: 'The owner commission can have at most two decimals',
  payoutMinimumInvalid: 'The payout minimum must be at least €0.01',
  // The invoice issuer (issue #38)
  legalNameRequired: 'Please enter the legal name invoices are issued in.',
  addressRequired: 'Please enter the address invoices show.',
  ibanInvalid: BANK_DETAILS_MESSAGES.ibanInvalid,
  bicInvalid: BANK_DETAILS_MESSAGES.bicInvalid,
  paymentTermInvalid: 'The payment term is a whole number of days from 0 to 365.',
  issuerLoadFailed: 'Failed to load the invoice details',
  issuerSaveFailed: 'Failed to save the invoice details',
} as const;

export function featureDisabledMessage(name: string): string {
  return `${name} is currently switched off by the platform administrator.`;
}

/** The administrators' utilisation figures (ours: the spec has none). */
export const UTILISATION_MESSAGES = {
  loadFailed: 'Failed to load utilisation',
} as const;

/** A utilisation period that is not real dates, ends before it starts or is longer than `maxDays` (CAPACITY_MAX_DAYS). */
export function invalidUtilisationPeriodMessage(maxDays: number): string {
  return `Please choose a period that ends on or after its start and is at most ${maxDays} days long.`;
}
