/** The administrator's user management (ours; the spec has no texts for these refusals). */

export const USER_MESSAGES = {
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotRemoveOwnAdministrator: 'You cannot remove your own administrator role.',
  lastAdministrator: 'The last active administrator cannot lose the administrator role or be deactivated.',
  notFound: 'User not found',
  /** Verifying (or withdrawing) a VAT number the user's profile does not have (decision 215). */
  noVatNumber: 'This user has no VAT number to verify.',
  /** The number the administrator checked is no longer the profile's: the new one is checked again (decision 215). */
  vatNumberChanged: 'The VAT number changed since you loaded it; check the new one.',
} as const;

/**
 * A VAT number's verification (decision 215) as the administrator's user list and the user's own
 * profile say it; `date` is formatted already ("29 Nov 2026"). The profile calls the verifier "the
 * agent": the issuer's name is a setting only administrators read (decision 213). What the verified
 * number changes follows vatTreatment (decision 211): reverse charge for a business of another member
 * state, Estonian VAT for one in Estonia (where the agent is), no EU VAT for one outside the EU.
 */
export const VAT_VERIFICATION_TEXTS = {
  verified: (date: string) => `Verified ${date}`,
  notVerified: 'Not verified',
  profileVerified: (date: string) => `Verified by the agent on ${date}. EU business customers pay no VAT (reverse charge).`,
  profileVerifiedInEstonia: (date: string) => `Verified by the agent on ${date}. The agent is in Estonia too, so invoices include Estonian VAT.`,
  profileVerifiedOutsideEu: (date: string) => `Verified by the agent on ${date}. Businesses outside the EU pay no EU VAT.`,
  profileNotVerified: 'Not verified yet. Until the agent verifies it, invoices include VAT.',
} as const;
