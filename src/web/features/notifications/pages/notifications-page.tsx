import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NOTIFICATION_MESSAGES } from '@shared/errors';
import { AlarmClock, Landmark, BadgeEuro, Bell, PackageMinus, PackageOpen, Truck, CalendarCheck, CalendarPlus, ClipboardList, FileClock, FileSpreadsheet, Hourglass, MessageSquare, PackageCheck, ReceiptText, type LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { NotificationItem, NotificationType } from '@shared/contracts/notifications';
import { formatDateTime } from '@shared/dates';
import { paths } from '@web/app/paths';
import { ErrorAlert, RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/list-states';
import { ListPagination, readPage } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';

const ICONS: Record<NotificationType, LucideIcon> = {
  inquiry_message: MessageSquare,
  booking_message: MessageSquare,
  inquiry_submitted: ClipboardList,
  booking_created: CalendarPlus,
  booking_confirmed: CalendarCheck,
  listing_request_submitted: FileClock,
  offer_expiring: Hourglass,
  goods_received: PackageCheck,
  invoice_issued: ReceiptText,
  payment_received: BadgeEuro,
  invoice_overdue: AlarmClock,
  release_requested: PackageOpen,
  release_approved: Truck,
  goods_released: PackageMinus,
  payout_sent: Landmark,
  statement_ready: FileSpreadsheet,
};

/**
 * Where an item leads, as the spec says: /inquiries/{id} or /bookings/{id}. /inquiries/{id} shows a
 * trader their inquiry and its offer, and takes an administrator on to the inquiry's administrator page.
 */
function targetOf(item: NotificationItem): string | null {
  if (item.bookingId) return paths.booking.getHref(item.bookingId);
  if (item.inquiryId) return paths.inquiry.getHref(item.inquiryId);
  if (item.type === 'listing_request_submitted') return paths.adminListingRequests.getHref();
  if (item.type === 'payout_sent' || item.type === 'statement_ready') return paths.payouts.getHref();
  return null;
}

/** /notifications (every signed-in user, their own: decision 203; spec 02 section 2): newest first, unread highlighted, marked read one by one or all at once. */
export function NotificationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Notifications`);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const notifications = useNotifications(page);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = notifications.data?.unreadCount ?? 0;
  const actionError = markOne.error ?? markAll.error;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">
            <Trans>Notifications</Trans>
          </h1>
          <p className="mt-2 text-ink-muted" aria-live="polite">
            {notifications.data
              ? t`${plural(unreadCount, { one: '# unread', other: '# unread' })}`
              : t`New inquiries, bookings and messages that need attention.`}
          </p>
        </div>
        <Button variant="secondary" disabled={unreadCount === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          {markAll.isPending ? <Trans>Marking...</Trans> : <Trans>Mark all as read</Trans>}
        </Button>
      </div>

      {actionError && <ErrorAlert className="mt-6">{errorMessage(actionError, NOTIFICATION_MESSAGES.markFailed)}</ErrorAlert>}

      <div className="mt-6" aria-busy={notifications.isFetching || undefined}>
        {notifications.isPending && <Spinner label={t`Loading notifications…`} showLabel className="py-12" />}
        {notifications.isError && !notifications.data && <RetryAlert message={NOTIFICATION_MESSAGES.loadFailed} onRetry={notifications.refetch} />}
        {notifications.data?.items.length === 0 && <EmptyState icon={Bell} title={NOTIFICATION_MESSAGES.empty} />}
        {notifications.data && notifications.data.items.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label={t`Notifications`}>
            {notifications.data.items.map((item) => {
              const Icon = ICONS[item.type];
              const target = targetOf(item);
              const title = item.title;
              return (
                <li
                  key={item.id}
                  className={`flex gap-4 rounded-xl border p-4 shadow-sm ${item.isRead ? 'border-line bg-white' : 'border-accent-300 bg-accent-50'}`}
                >
                  <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${item.isRead ? 'text-ink-muted' : 'text-accent-700'}`} />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">
                      {!item.isRead && (
                        <span className="sr-only">
                          <Trans>Unread:</Trans>{' '}
                        </span>
                      )}
                      {target ? (
                        <Link
                          to={target}
                          lang={item.locale}
                          // Following it is reading it (spec 02 §2); the mutation carries on after the page changes.
                          onClick={() => {
                            if (!item.isRead) markOne.mutate(item.id);
                          }}
                          className="underline-offset-2 hover:underline"
                        >
                          {item.title}
                        </Link>
                      ) : (
                        <span lang={item.locale}>{item.title}</span>
                      )}
                    </p>
                    {/* Written in the recipient's language when it was sent (decision 234): marked for screen readers. */}
                    <p lang={item.locale} className="mt-1 break-words whitespace-pre-wrap text-ink">
                      {item.message}
                    </p>
                    <time dateTime={item.createdAt} className="mt-1 block text-sm text-ink-muted">
                      {formatDateTime(item.createdAt)}
                    </time>
                  </div>
                  {!item.isRead && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-start"
                      disabled={markOne.isPending && markOne.variables === item.id}
                      aria-label={t`Mark "${title}" as read`}
                      onClick={() => markOne.mutate(item.id)}
                    >
                      <Trans>Mark as read</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ListPagination
        data={notifications.data}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        page={page}
        label={t`Pages of notifications`}
        onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
      />
    </div>
  );
}
