/**
 * Ours: the proof-of-work check asked of an address with many failed sign-ins. In a module of
 * their own, apart from AUTH_MESSAGES, so that only the sign-in page's chunk carries them, not the
 * first load.
 */
export const SIGN_IN_CHECK_MESSAGES = {
  /** The server's answer (428) to a sign-in without a solved challenge; the web solves one by itself. */
  required: 'Many sign-ins have failed from your network. Your browser needs to do a short check first.',
  /** What the sign-in page says while the browser solves the challenge. */
  checking: 'Many sign-ins have failed from your network, so your browser is doing a short check (about a second).',
  /** The browser could not solve it in time. */
  failed: 'The check in your browser did not finish. Please try again.',
} as const;
