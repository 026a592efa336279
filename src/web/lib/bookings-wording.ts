import { t } from '@lingui/core/macro';
import { can, type Asker } from '@shared/permissions';

/** Whether /bookings speaks to an owner of warehouses (who is not also a trader): the bookings on their warehouses. */
export function isOwnersBookings(user: Asker | null): boolean {
  return can(user, 'listings:manage-own') && !can(user, 'inquiry:create') && !can(user, 'bookings:view-all');
}

/** /bookings in the words of who reads it: the navigation and the page's title say the same (callers render with useLingui). */
export function bookingsTitle(user: Asker | null): string {
  return isOwnersBookings(user) ? t`Bookings on My Warehouses` : t`My Bookings`;
}
