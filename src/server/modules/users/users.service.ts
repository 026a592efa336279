import type { AdminUser, ListUsersResponse } from '@shared/contracts/users';
import { NO_VALID_ROLES } from '@shared/contracts/users';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import { AUTH_MESSAGES, USER_MESSAGES } from '@shared/errors';
import { isLocale, type Locale, SOURCE_LOCALE } from '@shared/locales';
import { isRole, type Role } from '@shared/roles';
import { personName } from '@shared/people';
import { normalizeVatNumber } from '@shared/vat';
import { type Database, type Executor, hasSqlState, UNIQUE_VIOLATION } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { endAllSessions } from '../auth/auth.service';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { hashPassword } from '../auth/passwords';
import { localeOf } from '../../platform/texts';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import {
  findActiveAdministratorIds,
  findUserLocalesByIds,
  addUserRoles,
  countActiveAdministrators,
  countAllUsers,
  findUserByEmail,
  findUserContactById,
  findUserContactsByIds,
  findUserWithRolesById,
  findUsersPage,
  insertUser,
  lockAdministrators,
  lockProfileVatNumber,
  replaceUserRoles,
  setVatNumberVerification,
  updateUser,
  type UserWithRoles,
} from './users.repository';

export type EnsureUserInput = {
  email: string;
  password: string;
  roles: readonly Role[];
  firstName?: string;
  lastName?: string;
};

/**
 * Creates the account, or brings an existing one in line: the password is set, the roles are
 * added and the account is active and verified. Used for ADMIN_EMAIL at start and for demo accounts.
 */
export async function ensureUser(db: Database, input: EnsureUserInput): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await updateUser(tx, existing.id, {
        passwordHash,
        isActive: true,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      });
      await addUserRoles(tx, existing.id, input.roles);
      return { id: existing.id, created: false };
    }
    const user = await insertUser(tx, {
      email,
      passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      emailVerifiedAt: new Date(),
    });
    await addUserRoles(tx, user.id, input.roles);
    return { id: user.id, created: true };
  });
}

/**
 * Inside the caller's transaction: the account with this email (any case) gains `role`; without one,
 * an active account with no password is created, whose holder sets a password through an emailed
 * set-password link (the caller issues it). Used when a listing request is approved. An existing
 * account keeps its password, names and active flag.
 */
export async function findOrCreateAccountWithRole(
  tx: Executor,
  input: { email: string; firstName?: string | null; lastName?: string | null; role: Role; locale: Locale },
): Promise<{ id: string; email: string; locale: Locale; created: boolean; isActive: boolean; roles: Role[] }> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(tx, email);
  if (existing) {
    await addUserRoles(tx, existing.id, [input.role]);
    await updateUser(tx, existing.id, {});
    const roles = (await findUserWithRolesById(tx, existing.id))?.roles.filter(isRole) ?? [input.role];
    return { id: existing.id, email: existing.email, locale: isLocale(existing.locale) ? existing.locale : input.locale, created: false, isActive: existing.isActive, roles };
  }
  const created = await insertUser(tx, {
    email,
    passwordHash: null,
    firstName: input.firstName?.trim() || null,
    lastName: input.lastName?.trim() || null,
    locale: input.locale,
    isActive: true,
  });
  await addUserRoles(tx, created.id, [input.role]);
  return { id: created.id, email: created.email, locale: input.locale, created: true, isActive: true, roles: [input.role] };
}

/** Who receives what is addressed to "the administrators" (notifications, emails). */
export async function listActiveAdministratorIds(db: Executor): Promise<string[]> {
  return findActiveAdministratorIds(db);
}

/** Total number of accounts, for the administrator's dashboard. */
export async function countUsers(db: Executor): Promise<number> {
  return countAllUsers(db);
}

/** The account's id, names and email: the profile screen, and the trader of an inquiry, offer or booking. */
export async function findAccount(db: Executor, userId: string) {
  return findUserContactById(db, userId);
}

/** The profile's choice of notifications by email lives on the account (decision 203). */
/** How each of these users is named to others (personName) and their email, by id, in one read; ids of no user are missing. */
export async function findPeople(db: Executor, userIds: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
  const rows = await findUserContactsByIds(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, { name: personName(row), email: row.email }]));
}

/**
 * The language a new document to each of these users is issued in (decisions 238 and 242): an
 * invoice, credit note or receipt to a trader, an owner's statement; theirs. By id, in one read;
 * English for an id of no user.
 */
export async function documentLocalesOf(db: Executor, userIds: readonly string[]): Promise<Map<string, Locale>> {
  const rows = await findUserLocalesByIds(db, [...new Set(userIds)]);
  const locales = new Map<string, Locale>(userIds.map((id) => [id, SOURCE_LOCALE]));
  for (const row of rows) locales.set(row.id, localeOf(row));
  return locales;
}

/** The language a new document to this user is issued in (documentLocalesOf). */
export async function documentLocaleOf(db: Executor, userId: string): Promise<Locale> {
  return (await documentLocalesOf(db, [userId])).get(userId) ?? SOURCE_LOCALE;
}

/** The language the user chose (decision 231): the product's and their e-mails'. */
export async function setUserLocale(db: Executor, userId: string, locale: Locale): Promise<void> {
  await updateUser(db, userId, { locale });
}

export async function setEmailNotifications(db: Executor, userId: string, emailNotifications: boolean): Promise<void> {
  await updateUser(db, userId, { emailNotifications });
}

/** Names live on the account; the profile screen edits them. */
export async function setUserNames(db: Executor, userId: string, names: { firstName: string; lastName: string }): Promise<void> {
  await updateUser(db, userId, names);
}

function toAdminUser(row: UserWithRoles): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isActive: row.isActive,
    emailVerified: row.emailVerifiedAt !== null,
    roles: row.roles.filter(isRole),
    createdAt: row.createdAt.toISOString(),
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    vatNumberVerifiedAt: row.vatNumberVerifiedAt?.toISOString() ?? null,
  };
}

async function requireUser(db: Executor, id: string): Promise<UserWithRoles> {
  const user = await findUserWithRolesById(db, id);
  if (!user) throw new AppError('not_found', USER_MESSAGES.notFound);
  return user;
}

/** Other administrators' user lists refresh themselves; also after a profile save changes what they show. */
export async function announceUsersChanged(deps: ServiceDeps): Promise<void> {
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.adminUsers] } });
}

export async function listUsers(
  db: Database,
  viewer: Viewer | null,
  query: { search?: string; page: number; pageSize: number },
): Promise<ListUsersResponse> {
  requirePermission(viewer, 'users:manage');
  const found = await findUsersPage(db, { search: query.search || undefined, ...pageWindow(query) });
  return pageAnswer(query, found, toAdminUser);
}

/** An administrator adds an account: verified and active at once, customer unless roles are given. */
export async function createUser(
  deps: ServiceDeps,
  actor: Actor,
  input: { email: string; password: string; firstName?: string; lastName?: string; roles: readonly Role[] },
): Promise<AdminUser> {
  const viewer = requirePermission(actor.viewer, 'users:manage');
  const roles: Role[] = input.roles.length > 0 ? [...new Set(input.roles)] : ['customer'];
  const email = input.email.trim().toLowerCase();
  const activity = {
    type: 'admin.user_created',
    data: { input_params: { email, roles, firstName: input.firstName ?? null, lastName: input.lastName ?? null } },
  };
  // Hashing takes a while on purpose; it happens before the transaction so that stays short.
  const passwordHash = await hashPassword(input.password);
  const user = await withRefusalsLogged(deps.db, actor, activity, async () => {
    try {
      return await deps.db.transaction(async (tx) => {
        if (await findUserByEmail(tx, email)) throw new AppError('email_taken', AUTH_MESSAGES.emailTaken);
        const created = await insertUser(tx, {
          email,
          passwordHash,
          firstName: input.firstName || null,
          lastName: input.lastName || null,
          isActive: true,
          emailVerifiedAt: new Date(),
        });
        await addUserRoles(tx, created.id, roles);
        await recordActivity(tx, {
          type: activity.type,
          message: `User ${email} created`,
          status: 'success',
          data: { ...activity.data, output_data: { userId: created.id } },
          viewer,
          requestId: actor.requestId,
        });
        return requireUser(tx, created.id);
      });
    } catch (error) {
      // Two administrators adding the same email at once: the unique index decides.
      if (hasSqlState(error, UNIQUE_VIOLATION)) throw new AppError('email_taken', AUTH_MESSAGES.emailTaken);
      throw error;
    }
  });
  await announceUsersChanged(deps);
  return toAdminUser(user);
}

/**
 * Activates or deactivates an account. Deactivating signs the user out everywhere at once: their
 * sessions are deleted and their open pages get session.ended. An administrator cannot deactivate
 * themselves, and the last active administrator cannot be deactivated.
 */
export async function updateUserStatus(deps: ServiceDeps, actor: Actor, id: string, isActive: boolean): Promise<AdminUser> {
  const viewer = requirePermission(actor.viewer, 'users:manage');
  const activity = { type: 'admin.user_status_updated', data: { input_params: { userId: id, isActive } } };
  const user = await withRefusalsLogged(deps.db, actor, activity, async () => {
    if (!isActive && id === viewer.id) throw new AppError('cannot_deactivate_self', USER_MESSAGES.cannotDeactivateSelf);
    return deps.db.transaction(async (tx) => {
      // Lock first, then read: a concurrent deactivation of another administrator is seen here.
      if (!isActive) await lockAdministrators(tx);
      const before = await requireUser(tx, id);
      if (!isActive && before.isActive && before.roles.includes('administrator')) {
        if ((await countActiveAdministrators(tx)) <= 1) throw new AppError('last_administrator', USER_MESSAGES.lastAdministrator);
      }
      await updateUser(tx, id, { isActive });
      if (!isActive) await endAllSessions(tx, id);
      await recordActivity(tx, {
        type: activity.type,
        message: `User ${before.email} ${isActive ? 'activated' : 'deactivated'}`,
        status: 'success',
        data: { ...activity.data, output_data: { email: before.email, before: before.isActive, after: isActive } },
        viewer,
        requestId: actor.requestId,
      });
      return requireUser(tx, id);
    });
  });
  if (!isActive) await deps.events.publish({ audience: { userIds: [id] }, event: { type: 'session.ended', reason: 'deactivated' } });
  await announceUsersChanged(deps);
  return toAdminUser(user);
}

/**
 * Sets a user's roles. Unknown names are dropped; none left is refused. Administrators cannot remove
 * their own administrator role (another administrator can). The last active
 * administrator cannot lose the role: the check runs with the administrators' rows locked, so two
 * administrators demoting each other at the same moment cannot both succeed.
 */
export async function updateUserRoles(deps: ServiceDeps, actor: Actor, id: string, requested: readonly string[]): Promise<AdminUser> {
  const viewer = requirePermission(actor.viewer, 'users:manage');
  const roles = [...new Set(requested.filter(isRole))];
  const activity = { type: 'admin.user_roles_updated', data: { input_params: { userId: id, roles: requested } } };
  const user = await withRefusalsLogged(deps.db, actor, activity, async () => {
    if (roles.length === 0) throw new AppError('bad_request', NO_VALID_ROLES);
    const losesAdministrator = !roles.includes('administrator');
    // One click would lock the administrator out of this very screen, as deactivating themselves would.
    if (losesAdministrator && id === viewer.id) throw new AppError('cannot_remove_own_administrator', USER_MESSAGES.cannotRemoveOwnAdministrator);
    return deps.db.transaction(async (tx) => {
      if (losesAdministrator) await lockAdministrators(tx);
      const before = await requireUser(tx, id);
      if (losesAdministrator && before.isActive && before.roles.includes('administrator')) {
        if ((await countActiveAdministrators(tx)) <= 1) throw new AppError('last_administrator', USER_MESSAGES.lastAdministrator);
      }
      await replaceUserRoles(tx, id, roles);
      await updateUser(tx, id, {});
      await recordActivity(tx, {
        type: activity.type,
        message: `Roles of ${before.email} set to ${roles.join(', ')}`,
        status: 'success',
        data: { ...activity.data, output_data: { email: before.email, before: before.roles, after: roles } },
        viewer,
        requestId: actor.requestId,
      });
      return requireUser(tx, id);
    });
  });
  const newRoles = user.roles.filter(isRole);
  await deps.events.publishRolesChanged(id, newRoles);
  // The user's own pages refetch the session: menus and route guards follow the new roles.
  await deps.events.publish({ audience: { userIds: [id] }, event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.session] } });
  await announceUsersChanged(deps);
  return toAdminUser(user);
}

/**
 * An administrator marks a user's VAT number verified (checked in VIES for an EU number, on a tax
 * certificate for another: Implementing Regulation 282/2011, Article 18(1)(a) and (3)), or withdraws the
 * verification. `vatNumber` is the number they checked: unless it is still the profile's (both
 * normalised), the answer is 409 vat_number_changed, so a number changed meanwhile is never verified
 * by accident. Checked and written with the profile row locked, against the profile save that clears
 * the verification of a changed number (decision 215). Verifying again records the new check.
 */
export async function updateVatVerification(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: { vatNumber: string; verified: boolean },
): Promise<AdminUser> {
  const viewer = requirePermission(actor.viewer, 'users:manage');
  const checked = normalizeVatNumber(input.vatNumber);
  const activity = { type: 'admin.user_vat_verification_updated', data: { input_params: { userId: id, vatNumber: checked, verified: input.verified } } };
  const user = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const before = await requireUser(tx, id);
      const profile = await lockProfileVatNumber(tx, id);
      if (!profile?.vatNumber) throw new AppError('no_vat_number', USER_MESSAGES.noVatNumber);
      const current = normalizeVatNumber(profile.vatNumber);
      if (current !== checked) throw new AppError('vat_number_changed', USER_MESSAGES.vatNumberChanged);
      const verification = input.verified ? { at: new Date(), by: viewer.id } : null;
      await setVatNumberVerification(tx, id, verification);
      await recordActivity(tx, {
        type: activity.type,
        message: `VAT number ${current} of ${before.email} ${input.verified ? 'verified' : 'no longer verified'}`,
        status: 'success',
        data: {
          ...activity.data,
          output_data: {
            email: before.email,
            before: profile.vatNumberVerifiedAt?.toISOString() ?? null,
            after: verification?.at.toISOString() ?? null,
          },
        },
        viewer,
        requestId: actor.requestId,
      });
      return requireUser(tx, id);
    }),
  );
  // The user's own profile page shows the verification.
  await deps.events.publish({ audience: { userIds: [id] }, event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.profile] } });
  await announceUsersChanged(deps);
  return toAdminUser(user);
}
