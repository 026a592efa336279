import { BOOKING_STATUS_LABELS, type BookingStatus } from '@shared/statuses/booking';
import { statusBadge, type StatusTone } from '@web/components/ui/status-pill';

// Spec 02 section 4: active green, completed blue, cancelled red.
const TONES: Record<BookingStatus, StatusTone> = { active: 'success', completed: 'info', cancelled: 'danger' };

export const BookingStatusBadge = statusBadge(TONES, BOOKING_STATUS_LABELS);
