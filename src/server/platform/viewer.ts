import { AUTH_MESSAGES } from '@shared/errors';
import { hasAnyRole, type Role } from '@shared/roles';
import { AppError } from './errors';

/**
 * The signed-in user a request acts for. Services take it and check permissions themselves.
 * It lives in platform, not in the auth module, so the session plugin and the activity log can
 * name it without loading a domain module.
 */
export type Viewer = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: Role[];
  sessionId: string;
};

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
