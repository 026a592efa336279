import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import type { Action } from '@shared/permissions';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { translateSharedTemplates } from '@web/lib/shared-templates';
import type { PageAddress, PageFirstRead } from './page-first-read';
import { paths } from './paths';
import { RequireAuth, UnknownRoute } from './route-guards';

/**
 * Every page but the home page, each its own chunk fetched when first visited (the page frame's
 * Suspense shows a spinner). The table itself is a chunk too, out of the home page's first load: its
 * entries name about 140 chunks to preload, which the home page never needs; the server preloads it
 * with any other landing page's HTML (app.ts), so it comes in beside the first load, not after it.
 */

/** Loads a page's code; resolves once it is in, with its first read under way if it has one. */
type PagePreload = (queryClient: QueryClient, address: PageAddress) => Promise<{ firstRead?: Promise<void> }>;

const pagePreloads = new WeakMap<ComponentType, PagePreload>();

/**
 * The `handle` of a route whose page shows nothing but "Checking your session…" until the session is
 * read (the guards and the dashboard): its first render waits for the session, as for a first read.
 */
const READS_SESSION_FIRST = { readsSessionFirst: true } as const;

function readsSessionFirst(route: RouteObject): boolean {
  return (route.handle as typeof READS_SESSION_FIRST | undefined)?.readsSessionFirst === true;
}

// Texts built from values (a refused role, a feature switched off) in the reader's language on every
// page this table shows; the home page's first load has no room for the matching (decision 233).
translateSharedTemplates();

function lazyPage<Module>(
  load: () => Promise<Module>,
  exportName: keyof Module & string,
  firstReadOf?: (module: Module) => PageFirstRead,
): ComponentType {
  let loaded: ComponentType | undefined;
  const preload: PagePreload = async (queryClient, address) => {
    const module = await load();
    loaded = module[exportName] as ComponentType;
    return { firstRead: firstReadOf?.(module)(queryClient, address) };
  };
  const Lazy = lazy(async () => {
    loaded = (await load())[exportName] as ComponentType;
    return { default: loaded };
  });
  // Once loaded, the page renders without suspending: see preloadPage.
  const Page = () => createElement(loaded ?? Lazy);
  pagePreloads.set(Page, preload);
  return Page;
}

const publicRoutes: RouteObject[] = [
  {
    path: paths.about.path,
    Component: lazyPage(() => import('@web/features/content/pages/about-page'), 'AboutPage'),
  },
  {
    path: paths.faq.path,
    Component: lazyPage(() => import('@web/features/content/pages/faq-page'), 'FaqPage'),
  },
  {
    path: paths.receiptVerification.path,
    Component: lazyPage(() => import('@web/features/receipts/pages/receipt-verification-page'), 'ReceiptVerificationPage'),
  },
  {
    path: paths.contact.path,
    Component: lazyPage(() => import('@web/features/content/pages/contact-page'), 'ContactPage'),
  },
  {
    path: paths.privacy.path,
    Component: lazyPage(() => import('@web/features/content/pages/privacy-page'), 'PrivacyPage'),
  },
  {
    path: paths.terms.path,
    Component: lazyPage(() => import('@web/features/content/pages/terms-page'), 'TermsPage'),
  },
  {
    path: paths.login.path,
    Component: lazyPage(() => import('@web/features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: paths.register.path,
    Component: lazyPage(() => import('@web/features/auth/pages/register-page'), 'RegisterPage'),
  },
  {
    path: paths.resetPassword.path,
    Component: lazyPage(
      () => import('@web/features/auth/pages/reset-password-page'),
      'ResetPasswordPage',
    ),
  },
  {
    path: paths.listingRequest.path,
    Component: lazyPage(
      () => import('@web/features/listing-requests/pages/listing-request-page'),
      'ListingRequestPage',
    ),
  },
  {
    path: paths.warehouses.path,
    Component: lazyPage(
      () => import('@web/features/warehouses/pages/browse-warehouses-page'),
      'BrowseWarehousesPage',
      (page) => page.readBrowseFirst,
    ),
  },
  {
    path: paths.warehouse.path,
    Component: lazyPage(
      () => import('@web/features/warehouses/pages/warehouse-detail-page'),
      'WarehouseDetailPage',
      (page) => page.readWarehouseFirst,
    ),
  },
  {
    // Signed-in content, but not guarded: a visitor sees the spec's "Please sign in to view your
    // dashboard" prompt, and the emailed verification link (?type=signup&token=) lands here
    // before any session exists.
    path: paths.dashboard.path,
    Component: lazyPage(() => import('@web/features/dashboard/pages/dashboard-page'), 'DashboardPage'),
    handle: READS_SESSION_FIRST,
  },
];

/** Any signed-in user. */
const signedInRoutes: RouteObject[] = [
  {
    path: paths.profile.path,
    Component: lazyPage(() => import('@web/features/profile/pages/profile-page'), 'ProfilePage'),
  },
  {
    // The guard sends a user with no name here first (decision 204).
    path: paths.nameStep.path,
    Component: lazyPage(() => import('@web/features/profile/pages/name-step-page'), 'NameStepPage'),
  },
  {
    // Every signed-in user's own notifications (decision 203).
    path: paths.notifications.path,
    Component: lazyPage(() => import('@web/features/notifications/pages/notifications-page'), 'NotificationsPage'),
  },
  {
    path: paths.messages.path,
    Component: lazyPage(() => import('@web/features/messaging/pages/messages-page'), 'MessagesPage'),
  },
  {
    // The spec: creating a multi-space warehouse requires sign-in; the server checks the role.
    path: paths.createWarehouse.path,
    Component: lazyPage(
      () => import('@web/features/warehouses/pages/create-warehouse-page'),
      'CreateWarehousePage',
    ),
  },
  {
    path: paths.createOwnerWarehouse.path,
    Component: lazyPage(
      () => import('@web/features/owner-warehouses/pages/create-owner-warehouse-page'),
      'CreateOwnerWarehousePage',
    ),
  },
  {
    path: paths.ownerWarehouse.path,
    Component: lazyPage(
      () => import('@web/features/owner-warehouses/pages/owner-warehouse-detail-page'),
      'OwnerWarehouseDetailPage',
    ),
  },
  {
    path: paths.bookings.path,
    Component: lazyPage(() => import('@web/features/bookings/pages/my-bookings-page'), 'MyBookingsPage'),
  },
  {
    path: paths.booking.path,
    Component: lazyPage(
      () => import('@web/features/bookings/pages/booking-detail-page'),
      'BookingDetailPage',
      (page) => page.readBookingFirst,
    ),
  },
  {
    // A trader's own invoices, an administrator's all of them; anyone else's list is empty (decision 214).
    path: paths.invoices.path,
    Component: lazyPage(() => import('@web/features/invoices/pages/invoices-page'), 'InvoicesPage'),
  },
  {
    path: paths.inquiries.path,
    Component: lazyPage(
      () => import('@web/features/inquiries/pages/my-inquiries-page'),
      'MyInquiriesPage',
    ),
  },
  {
    path: paths.inquiry.path,
    Component: lazyPage(
      () => import('@web/features/inquiries/pages/inquiry-detail-page'),
      'InquiryDetailPage',
      (page) => page.readInquiryFirst,
    ),
  },
  {
    path: paths.inquiryOffer.path,
    Component: lazyPage(() => import('@web/features/offers/pages/inquiry-offer-page'), 'InquiryOfferPage'),
  },
];

/**
 * Screens behind a permission, by the action of the permissions table (src/shared/permissions.ts)
 * that lets a user in; the guard names the roles it needs to anyone it refuses.
 */
const guardedRoutes: [Action, RouteObject[]][] = [
  [
    'inquiry:create',
    [
      {
        path: paths.newInquiry.path,
        Component: lazyPage(() => import('@web/features/inquiries/pages/new-inquiry-page'), 'NewInquiryPage'),
      },
    ],
  ],
  [
    'warehouse:manage',
    [
      {
        path: paths.myWarehouses.path,
        Component: lazyPage(() => import('@web/features/warehouses/pages/my-warehouses-page'), 'MyWarehousesPage'),
      },
      {
        path: paths.editWarehouse.path,
        Component: lazyPage(
          () => import('@web/features/warehouses/pages/edit-warehouse-page'),
          'EditWarehousePage',
        ),
      },
    ],
  ],
  [
    'listings:manage-own',
    [
      {
        path: paths.ownerWarehousesDashboard.path,
        Component: lazyPage(
          () => import('@web/features/owner-warehouses/pages/owner-warehouses-dashboard-page'),
          'OwnerWarehousesDashboardPage',
        ),
      },
      {
        path: paths.editOwnerWarehouse.path,
        Component: lazyPage(
          () => import('@web/features/owner-warehouses/pages/edit-owner-warehouse-page'),
          'EditOwnerWarehousePage',
        ),
      },
    ],
  ],
  [
    'platform:view-counts',
    [
      {
        path: paths.adminDashboard.path,
        Component: lazyPage(
          () => import('@web/features/dashboard/pages/admin-dashboard-page'),
          'AdminDashboardPage',
        ),
      },
    ],
  ],
  [
    'users:manage',
    [
      {
        path: paths.adminUsers.path,
        Component: lazyPage(
          () => import('@web/features/users/pages/user-management-page'),
          'UserManagementPage',
        ),
      },
    ],
  ],
  [
    'platform:manage',
    [
      {
        path: paths.adminFeatures.path,
        Component: lazyPage(
          () => import('@web/features/platform/pages/admin-features-page'),
          'AdminFeaturesPage',
        ),
      },
      {
        path: paths.adminSettings.path,
        Component: lazyPage(
          () => import('@web/features/platform/pages/admin-settings-page'),
          'AdminSettingsPage',
        ),
      },
    ],
  ],
  [
    'bookings:manage',
    [
      {
        path: paths.adminBookings.path,
        Component: lazyPage(
          () => import('@web/features/bookings/pages/manage-bookings-page'),
          'ManageBookingsPage',
        ),
      },
    ],
  ],
  [
    // A warehouse owner's monthly statements (issue #39, decision 220).
    'owner-statements:view-own',
    [
      {
        path: paths.payouts.path,
        Component: lazyPage(() => import('@web/features/payouts/pages/owner-statements-page'), 'OwnerStatementsPage'),
      },
    ],
  ],
  [
    'invoices:manage',
    [
      {
        path: paths.adminInvoices.path,
        Component: lazyPage(() => import('@web/features/invoices/pages/admin-invoices-page'), 'AdminInvoicesPage'),
      },
    ],
  ],
  [
    // Payout runs (issue #39, decision 222): administrators pay owners.
    'payouts:manage',
    [
      {
        path: paths.adminPayouts.path,
        Component: lazyPage(() => import('@web/features/payout-runs/pages/admin-payouts-page'), 'AdminPayoutsPage'),
      },
      {
        path: paths.adminPayoutRun.path,
        Component: lazyPage(() => import('@web/features/payout-runs/pages/admin-payout-run-page'), 'AdminPayoutRunPage'),
      },
    ],
  ],
  [
    // The finance overview (issue #39, decision 223): administrators read the ledger's figures.
    'finance:view',
    [
      {
        path: paths.adminFinance.path,
        Component: lazyPage(() => import('@web/features/finance/pages/admin-finance-page'), 'AdminFinancePage'),
      },
    ],
  ],
  [
    // Display currencies (issue #40, decision 226): administrators add the rates the ECB does not publish.
    'exchange-rates:manage',
    [
      {
        path: paths.adminExchangeRates.path,
        Component: lazyPage(() => import('@web/features/exchange-rates/pages/admin-exchange-rates-page'), 'AdminExchangeRatesPage'),
      },
    ],
  ],
  [
    'inquiries:manage',
    [
      {
        path: paths.adminInquiries.path,
        Component: lazyPage(
          () => import('@web/features/inquiries/pages/admin-inquiries-page'),
          'AdminInquiriesPage',
        ),
      },
      {
        path: paths.adminInquiry.path,
        Component: lazyPage(
          () => import('@web/features/inquiries/pages/admin-inquiry-detail-page'),
          'AdminInquiryDetailPage',
        ),
      },
    ],
  ],
  [
    'offers:manage',
    [
      {
        path: paths.adminNewOffer.path,
        Component: lazyPage(() => import('@web/features/offers/pages/create-offer-page'), 'CreateOfferPage'),
      },
      {
        path: paths.adminEditOffer.path,
        Component: lazyPage(() => import('@web/features/offers/pages/edit-offer-page'), 'EditOfferPage'),
      },
      {
        path: paths.adminDraftOffers.path,
        Component: lazyPage(() => import('@web/features/offers/pages/draft-offers-page'), 'DraftOffersPage'),
      },
    ],
  ],
  [
    'listing-requests:manage',
    [
      {
        path: paths.adminListingRequests.path,
        Component: lazyPage(
          () => import('@web/features/listing-requests/pages/admin-listing-requests-page'),
          'AdminListingRequestsPage',
        ),
      },
    ],
  ],
];

/** Every page but the home page, under the layout's page frame (router.tsx). */
export const pageRoutes: RouteObject[] = [
  ...publicRoutes,
  { Component: RequireAuth, handle: READS_SESSION_FIRST, children: signedInRoutes },
  ...guardedRoutes.map(([action, children]): RouteObject => ({ element: <RequireAuth action={action} />, handle: READS_SESSION_FIRST, children })),
  { path: '*', Component: UnknownRoute },
];

/** Whether a route's component is a page loaded on demand (made by lazyPage). */
export function isLazyPage(component: unknown): boolean {
  return typeof component === 'function' && pagePreloads.has(component as ComponentType);
}

/** How long the first render waits for a landing page's first read (and a signed-in page for the session) once its code is in: past this, placeholders. */
const FIRST_READ_WAIT_MS = 500;

/**
 * Loads the chunk of the page at `location` before the first render, so a first visit renders the page
 * at once instead of a spinner: React holds back the content that replaces a shown fallback for up to
 * 300 ms, and the page's requests (and so its images) only start once it is shown. A landing page with
 * a first read (browse, a warehouse) also waits for its data, briefly: the HTML preloaded that read,
 * so it is usually in before the code, and the page then draws its cards and pictures in its first
 * render rather than placeholders first and the real thing one render later (the largest paint on a
 * phone). A signed-in page waits the same way for the session, which the HTML preloaded too, so its
 * first render is the page, not "Checking your session…" (decision 249). A slow or failed read is left
 * to the page's own loading and error states.
 */
export async function preloadPage({ pathname, search }: { pathname: string; search: string }, queryClient: QueryClient): Promise<void> {
  const matches = matchRoutes(pageRoutes, pathname) ?? [];
  const session = matches.some((match) => readsSessionFirst(match.route)) ? queryClient.prefetchQuery(getSessionQueryOptions()) : undefined;
  const pages = await Promise.all(
    matches.map((match) => pagePreloads.get(match.route.Component as ComponentType)?.(queryClient, { params: match.params, search })),
  );
  // Resolves at once when the page reads neither.
  await Promise.race([Promise.all([session, ...pages.map((page) => page?.firstRead)]), new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS))]);
}

/** The page at the address, below the layout's page frame. */
export function PageRoutes() {
  return useRoutes(pageRoutes);
}
