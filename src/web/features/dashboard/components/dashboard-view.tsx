import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Bell,
  BookOpenCheck,
  Building2,
  CalendarCheck,
  ClipboardList,
  FileClock,
  FileText,
  MessageSquare,
  Plus,
  Search,
  Settings,
  ToggleRight,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '@shared/contracts/auth';
import type { DashboardStats } from '@shared/contracts/dashboard';
import { dashboardBlocksOf } from '@shared/dashboard';
import { formatDate } from '@shared/dates';
import { formatInquiryNumber } from '@shared/ids';
import { formatCents, formatWholeNumber } from '@shared/money';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { RetryAlert } from '@web/components/ui/alert';
import { Page } from '@web/components/ui/page';
import { isOwnersBookings } from '@web/lib/bookings-wording';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { UtilisationSection } from './utilisation-section';

/** A card's count: undefined while the counts load, null for a count its domain does not report yet. */
type Card = { key: string; label: MessageDescriptor; note?: MessageDescriptor; value: number | null | undefined; to: string; icon: LucideIcon };
type Action = { key: string; label: MessageDescriptor; to: string; icon: LucideIcon };

function displayName(user: SessionUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}

/**
 * A count, or "—" for a count its domain does not report yet (said in words to screen readers), or
 * while it loads a block of the count's height, so the card does not grow when the number arrives.
 */
function Count({ value }: { value: number | null | undefined }) {
  if (value === undefined) {
    return (
      <>
        <span aria-hidden="true" className="inline-block h-9 w-14 animate-pulse rounded-md bg-brand-50 align-bottom motion-reduce:animate-none" />
        <span className="sr-only">
          <Trans>loading</Trans>
        </span>
      </>
    );
  }
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">
          <Trans>not available yet</Trans>
        </span>
      </>
    );
  }
  return <>{formatWholeNumber(value)}</>;
}

/** A titled block of the dashboard: a section named by its heading (`id`: the heading's, in any language). */
function DashboardSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const headingId = `dashboard-${id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatCards({ id, title, cards }: { id: string; title: ReactNode; cards: Card[] }) {
  const { i18n } = useLingui();
  return (
    <DashboardSection id={id} title={title}>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              to={card.to}
              className="flex h-full items-start gap-4 panel p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
                <card.icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink-muted">
                  {i18n._(card.label)}
                  {card.note && <span className="font-normal"> ({i18n._(card.note)})</span>}
                </span>
                <span className="mt-1 block text-3xl font-bold tracking-tight text-ink">
                  <Count value={card.value} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

function LinkList({ id, title, actions }: { id: string; title: ReactNode; actions: Action[] }) {
  const { i18n } = useLingui();
  return (
    <DashboardSection id={id} title={title}>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {actions.map((action) => (
          <li key={action.key}>
            <Link
              to={action.to}
              className="flex min-h-12 items-center gap-3 rounded-lg border border-line bg-white px-4 py-3 text-sm font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50"
            >
              <action.icon aria-hidden="true" className="size-5 text-accent-700" />
              {i18n._(action.label)}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

/** The administrators' counts; without `stats` (still loading) the same cards wait for their numbers. */
function administratorCards(stats: DashboardStats['administrator'] | undefined): Card[] {
  return [
    { key: 'users', label: msg`Total Users`, value: stats?.totalUsers, to: paths.adminUsers.getHref(), icon: Users },
    { key: 'warehouses', label: msg`Total Warehouses`, value: stats?.totalWarehouses, to: paths.myWarehouses.getHref(), icon: Warehouse },
    {
      key: 'requests',
      label: msg`Pending Warehouse Requests`,
      value: stats?.pendingListingRequests,
      to: paths.adminListingRequests.getHref(),
      icon: FileClock,
    },
    { key: 'inquiries', label: msg`Active Inquiries`, value: stats?.activeInquiries, to: paths.adminInquiries.getHref(), icon: ClipboardList },
  ];
}

const ADMINISTRATION_LINKS: Action[] = [
  { key: 'requests', label: msg`Warehouse Requests`, to: paths.adminListingRequests.getHref(), icon: FileClock },
  { key: 'inquiries', label: msg`Manage Inquiries`, to: paths.adminInquiries.getHref(), icon: ClipboardList },
  { key: 'users', label: msg`User Management`, to: paths.adminUsers.getHref(), icon: Users },
  { key: 'settings', label: msg`Platform Settings`, to: paths.adminSettings.getHref(), icon: Settings },
  { key: 'notifications', label: msg`Notifications`, to: paths.notifications.getHref(), icon: Bell },
  { key: 'warehouses', label: msg`All Warehouses`, to: paths.myWarehouses.getHref(), icon: Building2 },
  { key: 'draft-offers', label: msg`Draft Offers`, to: paths.adminDraftOffers.getHref(), icon: FileText },
  { key: 'bookings', label: msg`Manage Bookings`, to: paths.adminBookings.getHref(), icon: CalendarCheck },
  { key: 'features', label: msg`Platform Features`, to: paths.adminFeatures.getHref(), icon: ToggleRight },
];

/** The cards of a warehouse owner and of a customer; My Messages once for someone who is both. */
function personalCards(blocks: ReturnType<typeof dashboardBlocksOf>, stats: DashboardStats | undefined, unreadMessages: number): Card[] {
  const cards: Card[] = [];
  if (blocks.owner) {
    cards.push({ key: 'warehouses', label: msg`My Warehouses`, value: stats?.owner?.myWarehouses, to: paths.myWarehouses.getHref(), icon: Warehouse });
  }
  if (blocks.customer) {
    // The count holds its place while loading; the offers themselves are listed at the page's end.
    cards.push({
      key: 'offers',
      label: msg`Offers to Answer`,
      value: stats?.customer?.offersAwaitingAnswerCount,
      to: paths.inquiries.getHref(),
      icon: FileText,
    });
    cards.push({
      key: 'inquiries',
      label: msg`My Inquiries`,
      note: msg`active`,
      value: stats?.customer?.activeInquiries,
      to: paths.inquiries.getHref(),
      icon: ClipboardList,
    });
  }
  if (blocks.owner || blocks.customer) {
    cards.push({ key: 'messages', label: msg`My Messages`, note: msg`unread`, value: unreadMessages, to: paths.messages.getHref(), icon: MessageSquare });
  }
  if (blocks.customer) {
    cards.push({
      key: 'bookings',
      label: msg`My Bookings`,
      note: msg`active`,
      value: stats?.customer?.activeBookings,
      to: paths.bookings.getHref(),
      icon: CalendarCheck,
    });
  }
  return cards;
}

/**
 * The spec's quick actions (Messages and Bookings for everyone, Inquiries too), each to the page of
 * the reader's role: an administrator's go to the administrator's lists, not a trader's empty ones;
 * an owner is not offered the trader's inquiries, and reads bookings as those on their warehouses.
 */
function quickActions(user: SessionUser): Action[] {
  const actions: Action[] = [];
  if (can(user, 'bookings:manage')) {
    return [
      { key: 'messages', label: msg`Messages`, to: paths.messages.getHref(), icon: MessageSquare },
      { key: 'inquiries', label: msg`Inquiries`, to: paths.adminInquiries.getHref(), icon: ClipboardList },
      { key: 'bookings', label: msg`Bookings`, to: paths.adminBookings.getHref(), icon: CalendarCheck },
    ];
  }
  if (user.roles.includes('warehouse_owner')) {
    actions.push(
      { key: 'create-warehouse', label: msg`Add Warehouse`, to: paths.createWarehouse.getHref(), icon: Plus },
      { key: 'my-warehouses', label: msg`Manage My Warehouses`, to: paths.myWarehouses.getHref(), icon: Warehouse },
    );
  }
  if (user.roles.includes('customer')) {
    actions.push(
      { key: 'browse', label: msg`Browse Warehouses`, to: paths.warehouses.getHref(), icon: Search },
      { key: 'new-inquiry', label: msg`New Inquiry`, to: paths.newInquiry.getHref(), icon: BookOpenCheck },
    );
  }
  actions.push({ key: 'messages', label: msg`Messages`, to: paths.messages.getHref(), icon: MessageSquare });
  if (can(user, 'inquiry:create')) {
    actions.push({ key: 'inquiries', label: msg`Inquiries`, to: paths.inquiries.getHref(), icon: ClipboardList });
  }
  actions.push({ key: 'bookings', label: isOwnersBookings(user) ? msg`Bookings on My Warehouses` : msg`Bookings`, to: paths.bookings.getHref(), icon: CalendarCheck });
  return actions;
}

type AwaitingOffer = NonNullable<DashboardStats['customer']>['offersAwaitingAnswer'][number];

/** The trader's offers that await an answer (decision 203): said first, each a link to the offer. */
function OffersAwaitingAnswer({ offers, total }: { offers: readonly AwaitingOffer[]; total: number }) {
  return (
    <section aria-labelledby="dashboard-offers-awaiting" className="mt-8 rounded-xl border border-accent-300 bg-accent-50 p-5">
      <h2 id="dashboard-offers-awaiting" className="flex items-center gap-2 text-lg font-bold text-ink">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
        <Plural value={total} one="An offer awaits your answer" other="# offers await your answer" />
      </h2>
      <ul className="mt-3 space-y-2">
        {offers.map((offer) => (
          <AwaitingOfferItem key={offer.inquiryId} offer={offer} />
        ))}
      </ul>
    </section>
  );
}

function AwaitingOfferItem({ offer }: { offer: AwaitingOffer }) {
  const inquiryNumber = formatInquiryNumber(offer.inquiryId);
  const warehouseName = offer.warehouseName;
  const total = formatCents(offer.totalWithFeeCents);
  const validUntil = formatDate(offer.validUntil);
  return (
    <li className="text-ink">
      <Link to={paths.inquiryOffer.getHref(offer.inquiryId)} className="font-semibold text-brand-800 underline underline-offset-2">
        <Trans>
          Review the offer for inquiry {inquiryNumber} at {warehouseName}
        </Trans>
      </Link>
      <span className="block text-sm text-ink-muted sm:inline">
        <span className="hidden sm:inline"> · </span>
        <Trans>
          {total}, valid until {validUntil}
        </Trans>
      </span>
    </li>
  );
}

type DashboardViewProps = {
  user: SessionUser;
  title: string;
  /** The same live count as the header's Messages badge. */
  unreadMessages: number;
};

/**
 * The dashboard of a signed-in user: every block that applies to the roles they hold
 * (administrator counts, utilisation and links, owner and customer cards), then the quick actions.
 */
export function DashboardView({ user, title, unreadMessages }: DashboardViewProps) {
  const stats = useDashboardStats(user.roles);
  // The blocks the server answers for these roles, drawn before their counts arrive (shared/dashboard.ts).
  const blocks = dashboardBlocksOf(user);
  const personal = personalCards(blocks, stats.data, unreadMessages);
  const name = displayName(user);
  const { t } = useLingui();

  return (
    <Page title={title} lead={<Trans>Welcome back, {name}.</Trans>}>
      {stats.isError && (
        <RetryAlert className="mt-8" message={stats.error.message} retryLabel={t`Try again`} onRetry={stats.refetch} />
      )}
      {/* While the counts load, the cards stand in their places (aria-busy) waiting for their numbers. */}
      {!stats.isError && (
        <div aria-busy={stats.isPending || undefined}>
          {blocks.administrator && (
            <>
              <StatCards id="platform-overview" title={<Trans>Platform Overview</Trans>} cards={administratorCards(stats.data?.administrator)} />
              <UtilisationSection />
              <LinkList id="administration" title={<Trans>Administration</Trans>} actions={ADMINISTRATION_LINKS} />
            </>
          )}
          {personal.length > 0 && <StatCards id="your-overview" title={<Trans>Your Overview</Trans>} cards={personal} />}
        </div>
      )}
      <LinkList id="quick-actions" title={<Trans>Quick Actions</Trans>} actions={quickActions(user)} />
      {/* Last, so its arrival moves nothing on the screen (the count card above says how many at once). */}
      {stats.data?.customer && stats.data.customer.offersAwaitingAnswer.length > 0 && (
        <OffersAwaitingAnswer offers={stats.data.customer.offersAwaitingAnswer} total={stats.data.customer.offersAwaitingAnswerCount} />
      )}
    </Page>
  );
}
