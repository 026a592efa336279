import { expect, it } from 'vitest';
import type { SignedInUser } from './auth-helpers';
import type { TestApp } from './harness';

/** A route of a permission matrix: the call to make and the status each caller must get. */
export type MatrixRoute<Who extends string> = {
  name: string;
  call: () => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expected: Record<Who, number>;
};

/** Who a booking's routes tell apart: a visitor, its trader and another, its warehouse's owner and another, an administrator. */
export type BookingCaller = 'visitor' | 'trader' | 'otherTrader' | 'owner' | 'otherOwner' | 'admin';

/** The callers of a booking's permission matrix, from the file's users (signed in by the time a test asks). */
export function bookingCallers(users: Record<Exclude<BookingCaller, 'visitor'>, SignedInUser>): {
  everyone: readonly BookingCaller[];
  as: (who: BookingCaller) => SignedInUser | null;
} {
  return {
    everyone: ['visitor', 'trader', 'otherTrader', 'owner', 'otherOwner', 'admin'],
    as: (who) => (who === 'visitor' ? null : users[who]),
  };
}

/** What every route answers a caller who is not signed in. */
const SIGNED_OUT = { code: 'unauthenticated', message: 'User not authenticated' };

/**
 * The permission matrix of a module's routes: one test per route that calls it as each caller in turn
 * and checks the status and, for a 401 and for the refusals the module names in `errors`, the error.
 * `as` is asked inside the test, once the file's users are signed in.
 */
export function itAnswersEachCaller<Who extends string>(
  t: TestApp,
  callers: { everyone: readonly Who[]; as: (who: Who) => SignedInUser | null },
  routes: readonly MatrixRoute<Who>[],
  errors: Partial<Record<403 | 404, { code: string; message: string }>> = {},
): void {
  const errorOf: Partial<Record<number, { code: string; message: string }>> = { 401: SIGNED_OUT, ...errors };
  for (const route of routes) {
    it(`${route.name}: ${callers.everyone.map((who) => `${who} ${route.expected[who]}`).join(', ')}`, async () => {
      for (const who of callers.everyone) {
        const response = await t.app.inject({ ...route.call(), headers: callers.as(who)?.headers ?? {} });
        expect(response.statusCode, `${who}: ${response.body}`).toBe(route.expected[who]);
        const error = errorOf[response.statusCode];
        if (error) expect(response.json().error).toEqual(error);
      }
    });
  }
}
