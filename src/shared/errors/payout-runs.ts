/** Payout runs (issue #39, decision 222): ours. */
export const PAYOUT_RUN_MESSAGES = {
  notFound: 'Payout run not found',
  lineNotFound: 'Payout line not found',
  loadFailed: 'Failed to load payout runs',
  createFailed: 'Failed to create the payout run',
  actionFailed: 'Failed to update the payout run',
  cutoffRequired: 'Please enter the cut-off date.',
  cutoffInFuture: 'The cut-off date cannot be in the future.',
  executionDateRequired: 'Please enter the date the bank should pay.',
  executionDateInPast: 'The payment date cannot be in the past.',
  payerAccountMissing: "The cargo agent's IBAN and BIC are missing: add them in the invoice settings before paying owners.",
  nothingToPay: 'No owner has a payable at or above the minimum with bank details to pay it to: nothing to pay out.',
  notSendable: 'Only a created payout run can be marked as sent.',
  notPayable: 'Only a payout run sent to the bank can be marked as paid.',
  lineNotFailable: 'Only a pending line of a payout run not yet paid can be marked as returned.',
  failureReasonRequired: 'Please write why the bank could not pay this line.',
  noSepaFile: 'This payout run has no SEPA file: none of its owners has an account in a SEPA country. Use the CSV.',
} as const;
