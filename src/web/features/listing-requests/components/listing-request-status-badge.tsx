import { LISTING_REQUEST_STATUS_LABELS, type ListingRequestStatus } from '@shared/statuses/listing-request';

const TONES: Record<ListingRequestStatus, string> = {
  draft: 'bg-surface-muted text-ink ring-line',
  submitted: 'bg-brand-50 text-brand-900 ring-brand-200',
  under_review: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-accent-100 text-accent-900 ring-accent-300',
  rejected: 'bg-red-50 text-danger ring-red-200',
};

/** The status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function ListingRequestStatusBadge({ status }: { status: ListingRequestStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status]}`}>
      {LISTING_REQUEST_STATUS_LABELS[status]}
    </span>
  );
}
