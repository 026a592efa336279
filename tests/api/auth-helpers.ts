import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { Role } from '../../src/shared/roles';
import { sessions } from '../../src/server/db/schema';
import { ensureUser } from '../../src/server/modules/users/users.service';
import { generateToken, hashToken } from '../../src/server/platform/tokens';
import type { TestApp } from './harness';

const TEST_PASSWORD = 'correct-horse-battery';

export type SignedInUser = {
  user: { id: string; email: string; roles: Role[] };
  token: string;
  /** Pass to inject(): `Authorization: Bearer <token>`. */
  headers: { authorization: string };
};

/** A session row for an existing user, with a token the test knows. */
export async function createSession(t: Pick<TestApp, 'db'>, userId: string): Promise<{ token: string; sessionId: string }> {
  const token = generateToken();
  const [row] = await t.db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/**
 * A new, verified, active user with these roles (none: a user without a role) and a signed-in
 * session. Each call makes a unique email, so tests never share accounts.
 */
export async function signInAs(
  t: Pick<TestApp, 'db'>,
  roles: readonly Role[],
  options: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<SignedInUser> {
  const email = options.email ?? `${roles.join('-') || 'no-role'}-${randomUUID().slice(0, 8)}@example.test`;
  const { id } = await ensureUser(t.db, {
    email,
    password: TEST_PASSWORD,
    roles,
    ...(options.firstName ? { firstName: options.firstName } : {}),
    ...(options.lastName ? { lastName: options.lastName } : {}),
  });
  const { token } = await createSession(t, id);
  return { user: { id, email: email.toLowerCase(), roles: [...roles] }, token, headers: { authorization: `Bearer ${token}` } };
}

/** One signed-in user per list of roles, made at once: `[admin, owner] = await signInEach(t, ['administrator'], ['warehouse_owner'])`. */
export function signInEach<const RoleLists extends readonly (readonly Role[])[]>(
  t: Pick<TestApp, 'db'>,
  ...roleLists: RoleLists
): Promise<{ [K in keyof RoleLists]: SignedInUser }> {
  return Promise.all(roleLists.map((roles) => signInAs(t, roles))) as Promise<{ [K in keyof RoleLists]: SignedInUser }>;
}

/** Who to sign in: the roles, and the names a test reads back if it reads any. */
type UserSpec = readonly Role[] | { roles: readonly Role[]; firstName?: string; lastName?: string };

/**
 * The calling file's users, signed in one after the other before its tests (as useTestApp opens the
 * app): `const [admin, owner] = useSignedIn(t, ['administrator'], ['warehouse_owner']);` after
 * useTestApp(), then `admin.headers`… inside tests and in hooks declared after it.
 */
export function useSignedIn<const Specs extends readonly UserSpec[]>(t: Pick<TestApp, 'db'>, ...specs: Specs): { [K in keyof Specs]: SignedInUser } {
  const users = specs.map(() => ({}) as SignedInUser);
  beforeAll(async () => {
    for (const [index, spec] of specs.entries()) {
      const { roles, ...names } = Array.isArray(spec) ? { roles: spec as readonly Role[] } : (spec as Exclude<UserSpec, readonly Role[]>);
      Object.assign(users[index]!, await signInAs(t, roles, names));
    }
  });
  return users as { [K in keyof Specs]: SignedInUser };
}

/**
 * The people of the inquiry, offer, booking and messaging tests, named as threads, emails and the
 * administrators' lists show them ("Carl Trader"): `useSignedIn(t, CAST.admin, CAST.trader)`.
 */
export const CAST = {
  admin: { roles: ['administrator'], firstName: 'Ada', lastName: 'Admin' },
  trader: { roles: ['customer'], firstName: 'Carl', lastName: 'Trader' },
  otherTrader: { roles: ['customer'], firstName: 'Olive', lastName: 'Other' },
  owner: { roles: ['warehouse_owner'], firstName: 'Otto', lastName: 'Owner' },
  otherOwner: { roles: ['warehouse_owner'], firstName: 'Nora', lastName: 'Neighbour' },
} as const satisfies Record<string, UserSpec>;
