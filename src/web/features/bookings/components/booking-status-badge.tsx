import { BOOKING_STATUS_LABELS, type BookingStatus } from '@shared/statuses/booking';
import { StatusPill, type StatusTone } from '@web/components/ui/status-pill';

// Spec 02 section 4: active green, completed blue, cancelled red.
const TONES: Record<BookingStatus, StatusTone> = { active: 'success', completed: 'info', cancelled: 'danger' };

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <StatusPill status={status} tone={TONES[status]}>
      {BOOKING_STATUS_LABELS[status]}
    </StatusPill>
  );
}
