import { OFFER_STATUS_LABELS, type OfferStatus } from '@shared/statuses/offer';

const TONES: Record<OfferStatus, string> = {
  draft: 'bg-surface-muted text-ink ring-line',
  sent: 'bg-brand-50 text-brand-900 ring-brand-200',
  accepted: 'bg-accent-100 text-accent-900 ring-accent-300',
  rejected: 'bg-red-50 text-danger ring-red-200',
  expired: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** The status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function OfferStatusBadge({ status, isExpired = false }: { status: OfferStatus; isExpired?: boolean }) {
  const shown: OfferStatus = isExpired ? 'expired' : status;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[shown]}`}>
      {OFFER_STATUS_LABELS[shown]}
    </span>
  );
}
