import type { Role } from '@shared/roles';
import { hasAnyRole, isRole } from '@shared/roles';
import { AUTH_MESSAGES } from '@shared/errors';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { hashToken } from '../../platform/tokens';
import { deleteSessionByTokenHash, extendSession, findSessionUserByTokenHash } from './auth.repository';

/** The signed-in user a request acts for. Services take it and check permissions themselves. */
export type Viewer = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: Role[];
  sessionId: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Resolves a session token to its user. Sliding expiry: a session in use is pushed forward,
 * but at most once an hour so reads do not turn into a write each.
 */
export async function resolveSession(db: Database, token: string, ttlDays: number): Promise<Viewer | null> {
  const row = await findSessionUserByTokenHash(db, hashToken(token));
  if (!row) return null;
  const now = Date.now();
  if (now - row.lastSeenAt.getTime() > 60 * 60 * 1000) {
    await extendSession(db, row.sessionId, new Date(now + ttlDays * DAY_MS));
  }
  return {
    id: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles.filter(isRole),
    sessionId: row.sessionId,
  };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSessionByTokenHash(db, hashToken(token));
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('unauthenticated', AUTH_MESSAGES.notAuthenticated);
  return viewer;
}

export function requireRole(viewer: Viewer | null, required: readonly Role[]): Viewer {
  const signedIn = requireViewer(viewer);
  if (!hasAnyRole(signedIn.roles, required)) throw new AppError('forbidden', AUTH_MESSAGES.unauthorized);
  return signedIn;
}

export function isAdministrator(viewer: Viewer | null): boolean {
  return viewer?.roles.includes('administrator') ?? false;
}
