import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shared/contracts/dashboard';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/dashboard`: one block of counts per role the user holds (null for the others); a count
// of a domain not built yet is null.

/**
 * Keyed by the viewer's roles as well: when an administrator changes them, the session refetches
 * (live event) and the dashboard follows with the blocks of the new roles.
 */
function getDashboardStatsQueryOptions(roles: readonly string[] = []) {
  return { ...apiQueryOptions<DashboardStats>(['dashboard', [...roles].sort().join(',')], '/api/dashboard'), placeholderData: keepPreviousData };
}

export function useDashboardStats(roles: readonly string[]) {
  return useQuery(getDashboardStatsQueryOptions(roles));
}
