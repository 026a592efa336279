import type { AdminExchangeRates } from '@shared/contracts/exchange-rates';
import { formatDate, formatDateTime } from '@shared/dates';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';

/** What the feed's line says: switched off, not run yet, or the day of its newest rates and when it fetched them. */
function feedText(feed: AdminExchangeRates['feed']): string {
  if (feed.url === null) return EXCHANGE_RATE_MESSAGES.feedOff(feed.newestRateDate === null ? null : formatDate(feed.newestRateDate));
  if (feed.newestRateDate === null) return EXCHANGE_RATE_MESSAGES.feedNotRun;
  return EXCHANGE_RATE_MESSAGES.feedRates(formatDate(feed.newestRateDate), feed.fetchedAt === null ? null : formatDateTime(feed.fetchedAt));
}

/** The ECB feed's state in one line, so a feed that stopped shows as an old date. */
export function FeedStatus({ feed }: { feed: AdminExchangeRates['feed'] }) {
  return <p className="mt-1 text-sm text-ink-muted">{feedText(feed)}</p>;
}
