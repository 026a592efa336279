// Owners' statements: "statement ready". When a month ends, each owner whose payable moved in it is
// told that its statement is final (issue #39), by a notification and an e-mail per their profile.
import { todayUtc } from '@shared/dates';
import { SOURCE_LOCALE } from '@shared/locales';
import { formatCents } from '@shared/money';
import { formatStatementMonth, statementMonthOf, statementMonthRange } from '@shared/owner-statements';
import type { ServiceDeps } from '../../platform/context';
import type { JobLog, PeriodicJob } from '../../platform/periodic-job';
import { readOwnerBalances, readOwnersWithMovements } from '../ledger/ledger.service';
import { documentLocalesOf } from '../users/users.service';
import { announceNotifications, notifyUsersWithEmail } from '../notifications/notifications.service';
import { claimStatementNotice, findStatementNoticeOwners } from './payouts.repository';

const NOTICE_INTERVAL_MS = 60 * 60_000;
const NOTICE_FIRST_RUN_MS = 30_000;

/** The month before the one `now` is in (UTC), YYYY-MM: the latest closed statement month. */
export function lastClosedMonth(now: Date): string {
  return statementMonthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

/**
 * Tells each owner with a statement of the last closed month that it is ready, once: each notice is
 * claimed by its row in the transaction that writes the notification and queues the e-mail, so
 * several app processes may run this together. A job that was down a whole month skips that month's
 * notices (the statements themselves are all there). Answers how many owners it told.
 */
export async function sendStatementReadyNotices(deps: ServiceDeps & { publicUrl: string }, now: Date = new Date()): Promise<number> {
  const month = lastClosedMonth(now);
  const range = statementMonthRange(month);
  const told = await findStatementNoticeOwners(deps.db, month);
  const owners = (await readOwnersWithMovements(deps.db, range.firstDay)).filter((ownerId) => !told.has(ownerId));
  // The closed statements' languages are their owners' now, and stay (decision 238): read for all at once.
  const locales = await documentLocalesOf(deps.db, owners);
  const notified: string[] = [];
  for (const ownerId of owners) {
    const claimed = await deps.db.transaction(async (tx) => {
      const locale = locales.get(ownerId) ?? SOURCE_LOCALE;
      if (!(await claimStatementNotice(tx, ownerId, month, locale))) return false;
      // The payable over every month up to the closed one: its closing balance.
      const { payableCents } = await readOwnerBalances(tx, ownerId, todayUtc(range.to));
      await notifyUsersWithEmail(
        tx,
        deps.publicUrl,
        [ownerId],
        {
          type: 'statement_ready',
          title: (i18n) => i18n._('Statement ready'),
          message: (i18n) =>
            i18n._('Your statement for {month} is ready: the settled invoices and payouts of the month. Closing balance: {balance}.', {
              month: formatStatementMonth(month),
              balance: formatCents(payableCents),
            }),
        },
        { actions: [{ label: (i18n) => i18n._('View your statement'), link: `${deps.publicUrl}/payouts?month=${month}` }] },
      );
      return true;
    });
    if (claimed) notified.push(ownerId);
  }
  await announceNotifications(deps, notified);
  return notified.length;
}

/** "Statement ready" notices: half a minute after start, then every hour. */
export function statementReadyJob(deps: ServiceDeps & { log: JobLog; publicUrl: string }): PeriodicJob {
  return {
    what: 'telling owners their statements are ready',
    run: () => sendStatementReadyNotices(deps),
    intervalMs: NOTICE_INTERVAL_MS,
    firstRunMs: NOTICE_FIRST_RUN_MS,
    log: deps.log,
  };
}
