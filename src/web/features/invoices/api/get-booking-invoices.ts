import { useQuery } from '@tanstack/react-query';
import type { BookingInvoicesResponse } from '@shared/contracts/invoices';
import { apiQueryOptions } from '@web/lib/api-client';
import { INVOICES_QUERY_ROOT } from './get-invoices';

// `GET /api/bookings/:id/invoices` (the booking's trader and administrators; its warehouse's owner is
// answered an empty list): the booking's invoices and credit notes, newest first.

export function useBookingInvoices(bookingId: string) {
  return useQuery(
    apiQueryOptions<BookingInvoicesResponse>([INVOICES_QUERY_ROOT, 'booking', bookingId], `/api/bookings/${encodeURIComponent(bookingId)}/invoices`),
  );
}
