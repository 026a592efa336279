/** Owners' monthly statements (issue #39, decision 220): /payouts and GET /api/payouts/statements. */
export const OWNER_STATEMENT_MESSAGES = {
  monthInvalid: 'The month must be written YYYY-MM, e.g. 2026-11.',
  monthInFuture: 'There is no statement for a month that has not started yet.',
  ownerRequired: "Please choose the owner whose statements to read (ownerId).",
  ownerIdInvalid: 'The owner id is not valid.',
  ownerNotFound: 'Owner not found',
  loadFailed: 'Failed to load your statements',
  emptyTitle: 'No statement yet',
  emptyHint: 'No statement yet: amounts appear here once traders pay invoices on your warehouses.',
} as const;
