import { LISTING_REQUEST_STATUS_LABELS, type ListingRequestStatus } from '@shared/statuses/listing-request';
import { statusBadge, type StatusTone } from '@web/components/ui/status-pill';

const TONES: Record<ListingRequestStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'brand',
  under_review: 'warning',
  approved: 'accentStrong',
  rejected: 'danger',
};

export const ListingRequestStatusBadge = statusBadge(TONES, LISTING_REQUEST_STATUS_LABELS);
