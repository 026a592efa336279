import { LISTING_REQUEST_STATUS_LABELS, type ListingRequestStatus } from '@shared/statuses/listing-request';
import { StatusPill, type StatusTone } from '@web/components/ui/status-pill';

const TONES: Record<ListingRequestStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'brand',
  under_review: 'warning',
  approved: 'accentStrong',
  rejected: 'danger',
};

export function ListingRequestStatusBadge({ status }: { status: ListingRequestStatus }) {
  return (
    <StatusPill status={status} tone={TONES[status]}>
      {LISTING_REQUEST_STATUS_LABELS[status]}
    </StatusPill>
  );
}
