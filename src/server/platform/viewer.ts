import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, GENERIC_MESSAGES, OWNER_WAREHOUSE_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { type Action, can, type ResourceOf } from '@shared/permissions';
import type { Locale } from '@shared/locales';
import type { Role } from '@shared/roles';
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
  /** The language the user chose, or null before they chose one. */
  locale: Locale | null;
  roles: Role[];
  sessionId: string;
};

function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('unauthenticated', AUTH_MESSAGES.notAuthenticated);
  return viewer;
}

/** The 403's text where the spec gives an action its own; any other refusal says "Unauthorized". */
const REFUSALS: Partial<Record<Action, string>> = {
  'warehouse:create': WAREHOUSE_FORM_MESSAGES.insufficientPermissions,
  'warehouse:manage': GENERIC_MESSAGES.permission,
  'listing:create': OWNER_WAREHOUSE_MESSAGES.onlyOwnersCreate,
  'listings:manage-own': GENERIC_MESSAGES.permission,
  'release:request': GENERIC_MESSAGES.permission,
  'invoices:manage': GENERIC_MESSAGES.permission,
  'payouts:manage': GENERIC_MESSAGES.permission,
  'finance:view': GENERIC_MESSAGES.permission,
  'exchange-rates:manage': GENERIC_MESSAGES.permission,
};

/**
 * Signed in (else 401) and allowed the action by the permissions table (else 403): without a row,
 * the gate of a route and the first check of its service; with one, the check on that row (a
 * service that hides rows the viewer may not see answers 404 itself, before this).
 */
export function requirePermission<A extends Action>(viewer: Viewer | null, action: A, resource?: ResourceOf<A>): Viewer {
  const signedIn = requireViewer(viewer);
  if (!can(signedIn, action, resource)) throw new AppError('forbidden', REFUSALS[action] ?? AUTH_MESSAGES.unauthorized);
  return signedIn;
}

/** A route's preValidation for the action: signed-out and refused callers are answered 401/403 before the body is validated. */
export function permissionGate(action: Action): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    requirePermission(request.viewer, action);
  };
}
