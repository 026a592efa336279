/**
 * Zod-free on purpose (decision 247): lengths a screen holds its inputs to. A page that only shows
 * data (a booking, a thread) needs them without the schemas that use them too, and a module that
 * builds zod schemas would bring zod and every schema of its file into that page.
 */

/** A message longer than this is a document; send it by email. */
export const MAX_MESSAGE_LENGTH = 5000;

/** A cancellation reason longer than this is not a reason but a document. */
export const MAX_CANCELLATION_REASON_LENGTH = 2000;
