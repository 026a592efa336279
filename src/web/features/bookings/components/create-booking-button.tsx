/**
 * Create Booking for an accepted offer, or View Booking once it exists (admin inquiry detail).
 * Placeholder until the bookings work fills it in; the offers list embeds it with this signature.
 */
export function CreateBookingButton(_props: { offerId: string; inquiryId: string; bookingId: string | null }) {
  return null;
}
