import { RELEASE_STATUS_LABELS, type ReleaseStatus } from '@shared/statuses/release';
import { statusBadge, type StatusTone } from '@web/components/ui/status-pill';

// Held amber (it waits on payment), approved blue (it may leave), released green, cancelled gray.
const TONES: Record<ReleaseStatus, StatusTone> = { held: 'warning', approved: 'info', released: 'success', cancelled: 'muted' };

export const ReleaseStatusBadge = statusBadge(TONES, RELEASE_STATUS_LABELS);
