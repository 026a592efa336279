/**
 * The name step (decision 204): /register asks no name (the spec fixes its form), so a user who
 * has none is asked for it after signing in, before anything else. Blank counts as none.
 */
export function needsNameStep(user: { firstName: string | null; lastName: string | null } | null): boolean {
  if (!user) return false;
  return !user.firstName?.trim() || !user.lastName?.trim();
}
