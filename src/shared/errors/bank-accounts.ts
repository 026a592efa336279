/**
 * Bank details: the IBAN and BIC checks every form that takes them shares (the invoice issuer, issue
 * #38; an owner's payout bank account, issue #39), and the payout bank account's own texts.
 */

export const BANK_DETAILS_MESSAGES = {
  ibanInvalid: 'Please enter a valid IBAN, e.g. EE38 2200 2210 2014 5685.',
  bicInvalid: 'Please enter a valid BIC of 8 or 11 characters, e.g. HABAEE2X.',
} as const;

/** An owner's payout bank account (issue #39, GET and PUT /api/profile/bank-account). */
export const PAYOUT_ACCOUNT_MESSAGES = {
  accountHolderRequired: 'Please enter the account holder as the bank knows them.',
  ibanRequired: 'Please enter the IBAN payouts are sent to.',
  bicRequired: 'Please enter the BIC of the bank.',
  currentPasswordRequired: 'Please enter your current password to confirm the change.',
  /** 400 on currentPassword: a change of where the money goes asks for the password again. */
  currentPasswordWrong: 'The password is not correct. Your bank details were not changed.',
  loadFailed: 'Failed to load your payout bank account',
  saveFailed: 'Failed to save your payout bank account',
} as const;
