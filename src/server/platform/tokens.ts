import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for sessions and every emailed single-use link. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not hand out live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
