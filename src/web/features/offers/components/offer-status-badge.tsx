import { OFFER_STATUS_LABELS, type OfferStatus } from '@shared/statuses/offer';
import { StatusPill, type StatusTone } from '@web/components/ui/status-pill';

const TONES: Record<OfferStatus, StatusTone> = { draft: 'neutral', sent: 'brand', accepted: 'accentStrong', rejected: 'danger', expired: 'warning' };

export function OfferStatusBadge({ status, isExpired = false }: { status: OfferStatus; isExpired?: boolean }) {
  const shown: OfferStatus = isExpired ? 'expired' : status;
  return (
    <StatusPill status={shown} tone={TONES[shown]}>
      {OFFER_STATUS_LABELS[shown]}
    </StatusPill>
  );
}
