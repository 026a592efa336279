import { BOOKING_STATUS_LABELS, type BookingStatus } from '@shared/statuses/booking';

// Spec 02 section 4: active green, completed blue, cancelled red, anything else gray.
const TONES: Partial<Record<BookingStatus, string>> = {
  active: 'bg-green-50 text-green-800 ring-green-300',
  completed: 'bg-blue-50 text-blue-800 ring-blue-300',
  cancelled: 'bg-red-50 text-danger ring-red-300',
};
const OTHER = 'bg-surface-muted text-ink-muted ring-line';

/** The status as text on a tinted pill: the text carries the meaning, the colour only helps. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const tone = TONES[status] ?? OTHER;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone}`}
    >
      {BOOKING_STATUS_LABELS[status] ?? status}
    </span>
  );
}
