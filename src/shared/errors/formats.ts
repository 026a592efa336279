/** Field formats: money and dates. */

/** Any money field (ours; the spec shows no text for a negative price). */
export const PRICE_MESSAGES = {
  negative: 'A price cannot be negative',
} as const;

/** Date display fallbacks. */
export const DATE_FALLBACKS = { missing: 'No date', invalid: 'Invalid date' } as const;
