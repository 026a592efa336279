/** The finance overview (issue #39, decision 223): ours. */
export const FINANCE_MESSAGES = {
  loadFailed: 'The finance overview could not be loaded.',
} as const;
