import { CAPACITY_MAX_DAYS, periodProblem } from './capacity';
import { isIsoDate } from './dates';
import { invalidUtilisationPeriodMessage } from './errors';
import { can, type Asker } from './permissions';

/**
 * Which blocks of counts /dashboard holds for a viewer: the platform's (whoever may see its counts),
 * an owner's and a customer's. One rule for the server, which answers null for the other blocks, and
 * for the page, which draws the same blocks while the counts load so nothing moves when they arrive.
 */
export function dashboardBlocksOf(viewer: Asker): { administrator: boolean; owner: boolean; customer: boolean } {
  return {
    administrator: can(viewer, 'platform:view-counts'),
    owner: viewer.roles.includes('warehouse_owner'),
    customer: viewer.roles.includes('customer'),
  };
}

/** Why a utilisation period is refused (the query's own check and the web's alike). */
export const INVALID_UTILISATION_PERIOD = invalidUtilisationPeriodMessage(CAPACITY_MAX_DAYS);

/**
 * What is wrong with a utilisation period, by field: a date that is not one, or (both dates good) a
 * pair out of order or longer than CAPACITY_MAX_DAYS, told on `to`. Empty when the period is fine;
 * the API's query schema and the dashboard's date fields both ask this, without zod on the page.
 */
export function utilisationPeriodProblems(period: { from?: string; to?: string }): { from?: string; to?: string } {
  const problems: { from?: string; to?: string } = {};
  if (period.from !== undefined && !isIsoDate(period.from)) problems.from = INVALID_UTILISATION_PERIOD;
  if (period.to !== undefined && !isIsoDate(period.to)) problems.to = INVALID_UTILISATION_PERIOD;
  if (!problems.from && !problems.to && period.from !== undefined && period.to !== undefined && periodProblem({ from: period.from, to: period.to }) !== null) {
    problems.to = INVALID_UTILISATION_PERIOD;
  }
  return problems;
}
