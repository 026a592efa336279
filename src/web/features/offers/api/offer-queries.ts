import type { QueryClient } from '@tanstack/react-query';
import { INQUIRY_LIVE_KEYS, OFFER_LIVE_KEYS } from '@shared/contracts/live-keys';

/**
 * The query-key root of every offer query: "offers", the live event the server sends when an offer
 * changes. An offer change also changes its inquiry (status, View Offer), so those roots refetch too.
 */
export const OFFERS_QUERY_ROOT = OFFER_LIVE_KEYS.offers;

export async function invalidateAfterOfferChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [OFFERS_QUERY_ROOT] }),
    queryClient.invalidateQueries({ queryKey: [INQUIRY_LIVE_KEYS.inquiries] }),
    queryClient.invalidateQueries({ queryKey: [INQUIRY_LIVE_KEYS.adminInquiries] }),
    queryClient.invalidateQueries({ queryKey: [INQUIRY_LIVE_KEYS.dashboard] }),
  ]);
}
