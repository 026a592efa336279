import { useQuery } from '@tanstack/react-query';
import type { OfferFormContext } from '@shared/contracts/offers';
import { apiQueryOptions } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/admin/inquiries/:id/offer-form` (administrator): what the Create Offer form needs.

function getOfferFormQueryOptions(inquiryId: string) {
  return apiQueryOptions<OfferFormContext>([OFFERS_QUERY_ROOT, 'form', inquiryId], `/api/admin/inquiries/${encodeURIComponent(inquiryId)}/offer-form`);
}

export function useOfferForm(inquiryId: string) {
  return useQuery(getOfferFormQueryOptions(inquiryId));
}
