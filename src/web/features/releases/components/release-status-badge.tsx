import { RELEASE_STATUS_LABELS, type ReleaseStatus } from '@shared/statuses/release';
import { StatusPill, type StatusTone } from '@web/components/ui/status-pill';

// Held amber (it waits on payment), approved blue (it may leave), released green, cancelled gray.
const TONES: Record<ReleaseStatus, StatusTone> = { held: 'warning', approved: 'info', released: 'success', cancelled: 'muted' };

export function ReleaseStatusBadge({ status }: { status: ReleaseStatus }) {
  return (
    <StatusPill status={status} tone={TONES[status]}>
      {RELEASE_STATUS_LABELS[status]}
    </StatusPill>
  );
}
