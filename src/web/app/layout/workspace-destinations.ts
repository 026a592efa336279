import { t } from '@lingui/core/macro';
import { can, type Asker } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { bookingsTitle } from '@web/lib/bookings-wording';
import { isConsoleUser } from './console-frame';

/**
 * Where each role works (issue #37, docs/decisions/200-workspace-per-role.md): one list per signed-in
 * person, read by the workspace bar under the top bar, the administrator console's side navigation and
 * the phone's menu, so the three never disagree. Each destination is decided by the permissions table,
 * so a page a person may not open is never offered; someone holding several roles gets the union.
 * The labels are in the language of the moment: the navigations that call this read it (useLingui),
 * so they render again when it changes.
 */
export type Destination = {
  key: string;
  label: string;
  to: string;
  /** The console's side navigation groups its destinations under these headings (their words: workspace-nav.tsx). */
  group: 'Overview' | 'Marketplace' | 'People' | 'Platform' | 'Workspace';
  /** Active only on this exact address (the browse page's sub-pages belong to other destinations). */
  end?: boolean;
};

/** The administrator's console: every administrator page, in the order of the work. */
function administratorDestinations(user: Asker): Destination[] {
  const destinations: Destination[] = [];
  const add = (action: Parameters<typeof can>[1], destination: Destination) => {
    if (can(user, action)) destinations.push(destination);
  };
  add('platform:view-counts', { key: 'admin-dashboard', label: t`Admin Dashboard`, to: paths.adminDashboard.getHref(), group: 'Overview' });
  add('listing-requests:manage', { key: 'admin-requests', label: t`Warehouse Requests`, to: paths.adminListingRequests.getHref(), group: 'Marketplace' });
  add('warehouses:view-all', { key: 'admin-warehouses', label: t`All Warehouses`, to: paths.myWarehouses.getHref(), group: 'Marketplace' });
  add('inquiries:manage', { key: 'admin-inquiries', label: t`Inquiries`, to: paths.adminInquiries.getHref(), group: 'Marketplace' });
  add('offers:manage', { key: 'admin-draft-offers', label: t`Draft Offers`, to: paths.adminDraftOffers.getHref(), group: 'Marketplace' });
  add('bookings:manage', { key: 'admin-bookings', label: t`Bookings`, to: paths.adminBookings.getHref(), group: 'Marketplace' });
  add('invoices:manage', { key: 'admin-invoices', label: t`Invoices`, to: paths.adminInvoices.getHref(), group: 'Marketplace' });
  add('payouts:manage', { key: 'admin-payouts', label: t`Payouts`, to: paths.adminPayouts.getHref(), group: 'Marketplace' });
  add('finance:view', { key: 'admin-finance', label: t`Finance`, to: paths.adminFinance.getHref(), group: 'Marketplace' });
  add('users:manage', { key: 'admin-users', label: t`Users`, to: paths.adminUsers.getHref(), group: 'People' });
  add('platform:manage', { key: 'admin-features', label: t`Features`, to: paths.adminFeatures.getHref(), group: 'Platform' });
  add('platform:manage', { key: 'admin-settings', label: t`Settings`, to: paths.adminSettings.getHref(), group: 'Platform' });
  add('exchange-rates:manage', { key: 'admin-exchange-rates', label: t`Exchange Rates`, to: paths.adminExchangeRates.getHref(), group: 'Platform' });
  return destinations;
}

export function workspaceDestinations(user: Asker | null): Destination[] {
  if (!user) return [];
  const destinations: Destination[] = [];
  if (isConsoleUser(user)) {
    destinations.push(...administratorDestinations(user));
  } else {
    const isTrader = can(user, 'inquiry:create');
    const isOwner = can(user, 'listings:manage-own');
    if (isTrader) {
      destinations.push(
        { key: 'browse', label: t`Browse Warehouses`, to: paths.warehouses.getHref(), group: 'Workspace', end: true },
        { key: 'inquiries', label: t`My Inquiries`, to: paths.inquiries.getHref(), group: 'Workspace' },
      );
    }
    if (isOwner) {
      destinations.push(
        // The warehouses traders can inquire about; capacity is kept on each warehouse's own page from here.
        { key: 'my-warehouses', label: t`My Warehouses`, to: paths.myWarehouses.getHref(), group: 'Workspace' },
        { key: 'listings', label: t`Single-Space Listings`, to: paths.ownerWarehousesDashboard.getHref(), group: 'Workspace' },
      );
    }
    if (isTrader || isOwner) {
      // One page, /bookings: a trader's own bookings, an owner's the bookings on their warehouses.
      destinations.push({ key: 'bookings', label: bookingsTitle(user), to: paths.bookings.getHref(), group: 'Workspace' });
    }
    if (isTrader) {
      // A trader's own invoices; never an owner's (invoice:view is the buyer's and administrators', decision 214).
      destinations.push({ key: 'invoices', label: t`Invoices`, to: paths.invoices.getHref(), group: 'Workspace' });
    }
    if (can(user, 'owner-statements:view-own')) {
      // An owner's monthly statements: what traders' payments made payable, and the payouts (decision 220).
      destinations.push({ key: 'payouts', label: t`Payouts`, to: paths.payouts.getHref(), group: 'Workspace' });
    }
  }
  // In the console, messages and notifications sit with the dashboard: what needs the administrator now.
  const group = isConsoleUser(user) ? 'Overview' : 'Workspace';
  destinations.push({ key: 'messages', label: t`Messages`, to: paths.messages.getHref(), group });
  // The place for Notifications in every role's navigation: it appears for whoever the permissions table lets in.
  if (can(user, 'notifications:view')) {
    destinations.push({ key: 'notifications', label: t`Notifications`, to: paths.notifications.getHref(), group });
  }
  return destinations;
}
