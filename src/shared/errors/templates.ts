/**
 * The templates of the catalogue's texts built from values (decision 233): for each function of this
 * folder, by its name as web code calls it (`tooManyRequestsMessage`, `INVOICE_MESSAGES.paymentAboveOpen`),
 * the English it writes as ICU messages (`{seconds}`, `{count, plural, …}`, `{limit, number}`), one per
 * shape it can take. The functions keep writing their English themselves; a text one wrote is matched back
 * against these to read its values, and shown in another language by the template's translation
 * (src/shared/text-templates.ts). `npm run messages` collects them into the shared catalogue like the
 * fixed texts. Not exported by index.ts: no screen's code needs them (the build gives a chunk their ids).
 * A plural whose English never changes (`{seconds, plural, other {# seconds}}`) is one all the same,
 * so other languages can give each of their forms.
 */
export const TEXT_TEMPLATES = {
  // generic.ts
  tooManyRequestsMessage: ['Too many requests. Please try again in {seconds, plural, other {# seconds}}.'],
  retriesExhaustedMessage: ['Request failed after 5 attempts. Last error: {lastError}'],
  // auth.ts
  roleMissingMessage: ['Required role is missing. Required role: {roles}'],
  // account-forms.ts
  tooManyAttemptsMessage: ['Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.'],
  // inquiries.ts
  createInquiriesFailedMessage: [
    'Failed to create {count, plural, one {# inquiry} other {# inquiries}}',
    'Failed to create {count, plural, one {# inquiry} other {# inquiries}}. Created for: {warehouses}.',
  ],
  tooManyMessagesMessage: ['Too many messages. Please try again in {seconds, plural, other {# seconds}}.'],
  // messaging.ts
  messageTooLongMessage: ['A message can be at most {maxLength, number} characters.'],
  // platform.ts
  featureDisabledMessage: ['{name} is currently switched off by the platform administrator.'],
  invalidUtilisationPeriodMessage: ['Please choose a period that ends on or after its start and is at most {maxDays, plural, other {# days}} long.'],
  // warehouses.ts
  browseLimitMessage: ['Only the first {limit, number} warehouses of a search are listed. Narrow your search or add filters to see the others.'],
  requestApprovedMessage: ['Warehouse request approved successfully. Warehouse ID: {warehouseId}'],
  // exchange-rates.ts
  'EXCHANGE_RATE_MESSAGES.publishedByEcb': ['The European Central Bank publishes {currency} every working day; its rate is used.'],
  'EXCHANGE_RATE_MESSAGES.feedOff': ['The ECB feed is switched off: only the rates added here are used.', 'The ECB feed is switched off: its rates of {rateDate} stay in use.'],
  'EXCHANGE_RATE_MESSAGES.feedRates': ['ECB reference rates of {rateDate}', 'ECB reference rates of {rateDate}, fetched {fetchedAt}'],
  'EXCHANGE_RATE_MESSAGES.rateAdded': ['Rate for {currency} added'],
  // invoices.ts
  'INVOICE_MESSAGES.paymentAboveOpen': ['The amount is more than is open on this invoice ({open}).'],
  'INVOICE_MESSAGES.creditAboveOpen': ['A credit note can take back at most what is open on this invoice ({open}).'],
  // releases.ts
  'RELEASE_MESSAGES.quantityNotAvailable': ['No goods of this receipt are left to release: other releases claim them all.', 'Only {available} {unit} of this receipt can still be released.'],
  'RELEASE_MESSAGES.releasedQuantityAbove': ['At most {quantity} {unit} were approved for this release.'],
  // users.ts
  'VAT_VERIFICATION_TEXTS.verified': ['Verified {date}'],
  'VAT_VERIFICATION_TEXTS.profileVerified': ['Verified by the agent on {date}. EU business customers pay no VAT (reverse charge).'],
  'VAT_VERIFICATION_TEXTS.profileVerifiedInEstonia': ['Verified by the agent on {date}. The agent is in Estonia too, so invoices include Estonian VAT.'],
  'VAT_VERIFICATION_TEXTS.profileVerifiedOutsideEu': ['Verified by the agent on {date}. Businesses outside the EU pay no EU VAT.'],
} as const satisfies Record<string, readonly string[]>;
