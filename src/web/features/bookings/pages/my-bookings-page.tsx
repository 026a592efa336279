import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, Search, Warehouse } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { BOOKINGS_PAGE_SIZE, useBookings } from '../api/get-bookings';
import { BookingsTable } from '../components/bookings-table';
import { useSession } from '@web/features/auth/api/get-session';
import { bookingsTitle, isOwnersBookings } from '@web/lib/bookings-wording';
import { useBookingListTexts } from '../components/booking-list-texts';

/**
 * /bookings (spec 02 "My Bookings"): a trader's own bookings; for an owner, the bookings on their
 * warehouses, said in an owner's words, with a way to their warehouses instead of to browsing.
 */
export function MyBookingsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const listTexts = useBookingListTexts();
  const title = bookingsTitle(user);
  const isOwner = isOwnersBookings(user);
  const { page, setPage } = useListSearchParams();
  const bookings = useBookings({ page });

  return (
    <Page
      title={title}
      lead={
        isOwner ? (
          <Trans>Traders’ confirmed bookings of space in your warehouses and where each of them stands.</Trans>
        ) : (
          <Trans>Your confirmed warehouse bookings and where each of them stands.</Trans>
        )
      }
    >
      <PagedListStates
        query={bookings}
        texts={listTexts}
        paging={{ page, pageSize: BOOKINGS_PAGE_SIZE, onPageChange: setPage }}
        empty={
          isOwner ? (
            <EmptyState
              icon={CalendarCheck}
              title={t`No bookings on your warehouses yet`}
              description={t`When a trader accepts an offer for space in one of your warehouses, the booking appears here.`}
              action={
                <Link to={paths.myWarehouses.getHref()} className={buttonClassName('primary', 'md', 'mt-4')}>
                  <Warehouse aria-hidden="true" className="size-4" />
                  <Trans>My Warehouses</Trans>
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon={CalendarCheck}
              title={t`No bookings yet`}
              description={t`Find a warehouse and send an inquiry; accepted offers become bookings.`}
              action={
                <Link to={paths.warehouses.getHref()} className={buttonClassName('primary', 'md', 'mt-4')}>
                  <Search aria-hidden="true" className="size-4" />
                  <Trans>Browse Warehouses</Trans>
                </Link>
              }
            />
          )
        }
      >
        {(items) => <BookingsTable bookings={items} caption={isOwner ? t`Bookings on your warehouses` : t`Your bookings`} />}
      </PagedListStates>
    </Page>
  );
}
