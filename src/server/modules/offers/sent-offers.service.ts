import type { Executor } from '../../db/client';
import { findInquiryIdsWithSentOffer } from './offers.repository';

/**
 * What other domains need to know about offers without loading the offers service (which depends on
 * the inquiries service; this file must not, so the inquiries service can call it without a cycle).
 */

/** Among these inquiries, those the trader has a sent offer for (their View Offer button). */
export async function findInquiriesWithSentOffer(db: Executor, inquiryIds: readonly string[]): Promise<Set<string>> {
  return findInquiryIdsWithSentOffer(db, inquiryIds);
}
