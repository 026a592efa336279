import type { SignInChallenge, SolvedSignInChallenge } from '@shared/contracts/auth';
import { SIGN_IN_CHECK_MESSAGES } from '@shared/errors';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { appSecret } from '../../platform/secrets';
import { addressNeedsChallenge, type SignInAttempt } from './auth.rate-limits';
import { redeemChallenge } from './auth.repository';

/**
 * The proof-of-work asked of an address from which many sign-ins failed (SIGN_IN_LIMITS.address):
 * PBKDF2 at `cost` iterations, tried for each counter up to a secret one between the bounds. A
 * browser finds it in about a second (0.4 to 1.3 s measured on a slow two-core server); a guessing
 * script pays that on every attempt. The server checks a solution with one HMAC.
 */
export const SIGN_IN_CHALLENGE = { algorithm: 'PBKDF2/SHA-256', cost: 1000, counter: { min: 1500, max: 3000 }, ttlSeconds: 300 } as const;

export type ChallengeSecrets = { signature: string; key: string };

/**
 * The app's own secrets for signing challenges, the same in every app process: read on first use
 * (routes are registered before the database is migrated) and then kept.
 */
export function challengeSecretsOf(db: Executor): () => Promise<ChallengeSecrets> {
  let secrets: Promise<ChallengeSecrets> | undefined;
  const read = async () => ({ signature: await appSecret(db, 'sign-in-challenge-signature'), key: await appSecret(db, 'sign-in-challenge-key') });
  return () => {
    // A failed read (the database briefly away) is tried again next time.
    secrets ??= read().catch((error: unknown) => {
      secrets = undefined;
      throw error;
    });
    return secrets;
  };
}

export async function createSignInChallenge(secrets: ChallengeSecrets): Promise<SignInChallenge> {
  const challenge = await createChallenge({
    algorithm: SIGN_IN_CHALLENGE.algorithm,
    cost: SIGN_IN_CHALLENGE.cost,
    counter: randomInt(SIGN_IN_CHALLENGE.counter.min, SIGN_IN_CHALLENGE.counter.max),
    deriveKey,
    expiresAt: new Date(Date.now() + SIGN_IN_CHALLENGE.ttlSeconds * 1000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
  return { parameters: challenge.parameters, signature: challenge.signature! };
}

/** True once for a solved, unexpired challenge this server signed; a second use of it is false. */
async function redeemSignInChallenge(db: Executor, secrets: ChallengeSecrets, solved: SolvedSignInChallenge | undefined): Promise<boolean> {
  if (!solved) return false;
  const result = await verifySolution({
    challenge: solved.challenge,
    solution: solved.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
  if (!result.verified) return false;
  const expiresAt = new Date((solved.challenge.parameters.expiresAt ?? 0) * 1000);
  return redeemChallenge(db, solved.challenge.signature, expiresAt);
}

/**
 * Before anything else of a sign-in: an address with many failures must bring a solved challenge,
 * else 428 challenge_required (the web fetches one, solves it and sends the sign-in again).
 */
export async function requireChallengeIfAsked(
  db: Executor,
  secrets: () => Promise<ChallengeSecrets>,
  attempt: SignInAttempt,
  solved: SolvedSignInChallenge | undefined,
): Promise<void> {
  if (!(await addressNeedsChallenge(db, attempt))) return;
  if (!(await redeemSignInChallenge(db, await secrets(), solved))) throw new AppError('challenge_required', SIGN_IN_CHECK_MESSAGES.required);
}
