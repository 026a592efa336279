import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { SignInChallenge, SolvedSignInChallenge } from '@shared/contracts/auth';

/** Gives up after this long: a browser takes about a second, a slow phone a few. */
const SOLVE_TIMEOUT_MS = 60_000;

/** Solves the server's proof-of-work with the browser's own PBKDF2 (Web Crypto, off the main thread); null if it timed out. */
export async function solveSignInChallenge(challenge: SignInChallenge): Promise<SolvedSignInChallenge | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution && { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
