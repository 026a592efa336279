import { EMPTY_PROFILE_DETAILS, type Profile } from '@shared/contracts/profile';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import { AUTH_MESSAGES } from '@shared/errors';
import type { Database, Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { findAccount, setEmailNotifications, setUserNames } from '../users/users.service';
import { findProfileByUserId, type ProfileDetails, upsertProfile } from './profile.repository';

/** The validated body of PUT /api/profile (optional texts already trimmed, empty ones null). */
export type ProfileUpdate = {
  firstName: string;
  lastName: string;
  emailNotifications?: boolean;
} & { [K in keyof ProfileDetails]?: string | null };

/** The validated body of PUT /api/profile/name: the names, and the company when given. */
export type ProfileNameUpdate = { firstName: string; lastName: string; companyName?: string | null };


async function loadProfile(db: Database, userId: string): Promise<Profile> {
  const [account, details] = await Promise.all([findAccount(db, userId), findProfileByUserId(db, userId)]);
  // The session was valid a moment ago; an account gone since is a signed-out user.
  if (!account) throw new AppError('unauthenticated', AUTH_MESSAGES.notAuthenticated);
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    contactEmail: details?.contactEmail ?? null,
    companyName: details?.companyName ?? null,
    phone: details?.phone ?? null,
    address: details?.address ?? null,
    city: details?.city ?? null,
    postalCode: details?.postalCode ?? null,
    country: details?.country ?? null,
    vatNumber: details?.vatNumber ?? null,
    emailNotifications: account.emailNotifications,
  };
}

export async function getProfile(db: Database, viewer: Viewer | null): Promise<Profile> {
  const signedIn = requirePermission(viewer, 'account:use');
  return loadProfile(db, signedIn.id);
}

/**
 * Replaces the signed-in user's profile (PUT: a field left out is cleared). Names are kept on the
 * account, everything else in the profile row; the account email never changes here.
 */
export async function updateProfile(deps: ServiceDeps, viewer: Viewer | null, input: ProfileUpdate): Promise<Profile> {
  const signedIn = requirePermission(viewer, 'account:use');
  const details: ProfileDetails = { ...EMPTY_PROFILE_DETAILS };
  for (const key of Object.keys(EMPTY_PROFILE_DETAILS) as (keyof ProfileDetails)[]) details[key] = input[key] ?? null;
  await deps.db.transaction(async (tx) => {
    await setUserNames(tx, signedIn.id, { firstName: input.firstName, lastName: input.lastName });
    await setEmailNotifications(tx, signedIn.id, input.emailNotifications ?? true);
    await upsertProfile(tx, signedIn.id, details);
  });
  await announceProfileChanged(deps, signedIn.id);
  return loadProfile(deps.db, signedIn.id);
}

/**
 * The step after the first sign-in (decision 204): sets the names and, when given, the company,
 * leaving the rest of the profile as it is. The profile's rules check the names (the contract).
 */
export async function setProfileNames(deps: ServiceDeps, viewer: Viewer | null, input: ProfileNameUpdate): Promise<Profile> {
  const signedIn = requirePermission(viewer, 'account:use');
  await deps.db.transaction(async (tx) => {
    await setUserNames(tx, signedIn.id, { firstName: input.firstName, lastName: input.lastName });
    if (input.companyName) {
      const current = await findProfileByUserId(tx, signedIn.id);
      const details: ProfileDetails = { ...EMPTY_PROFILE_DETAILS };
      for (const key of Object.keys(EMPTY_PROFILE_DETAILS) as (keyof ProfileDetails)[]) details[key] = current?.[key] ?? null;
      await upsertProfile(tx, signedIn.id, { ...details, companyName: input.companyName });
    }
  });
  await announceProfileChanged(deps, signedIn.id);
  return loadProfile(deps.db, signedIn.id);
}

/** The user's other tabs show the new name in the header and the new details in the form. */
async function announceProfileChanged(deps: ServiceDeps, userId: string): Promise<void> {
  await deps.events.publish({
    audience: { userIds: [userId] },
    event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.session, LIVE_EVENT_KEYS.profile] },
  });
}

/** The company a user's profile names now, or null: what a document issued to them freezes (issue #38). */
export async function findCompanyName(db: Executor, userId: string): Promise<string | null> {
  return (await findProfileByUserId(db, userId))?.companyName ?? null;
}
