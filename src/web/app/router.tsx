import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { HomePage } from '@web/features/content/pages/home-page';
import { RootErrorScreen, RouteErrorScreen } from './error-screens';
import { AppLayout } from './layout/app-layout';
import { paths } from './paths';
import { RequireAuth, UnknownRoute } from './route-guards';

/**
 * Route-level code splitting: the layout and the home page are in the entry bundle; every other
 * page is its own chunk, fetched by the router when first visited.
 */
function lazyPage<Module>(load: () => Promise<Module>, exportName: keyof Module & string) {
  return async () => ({ Component: (await load())[exportName] as ComponentType });
}

const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: paths.about.path,
    lazy: lazyPage(() => import('@web/features/content/pages/about-page'), 'AboutPage'),
  },
  {
    path: paths.faq.path,
    lazy: lazyPage(() => import('@web/features/content/pages/faq-page'), 'FaqPage'),
  },
  {
    path: paths.contact.path,
    lazy: lazyPage(() => import('@web/features/content/pages/contact-page'), 'ContactPage'),
  },
  {
    path: paths.privacy.path,
    lazy: lazyPage(() => import('@web/features/content/pages/privacy-page'), 'PrivacyPage'),
  },
  {
    path: paths.terms.path,
    lazy: lazyPage(() => import('@web/features/content/pages/terms-page'), 'TermsPage'),
  },
  {
    path: paths.login.path,
    lazy: lazyPage(() => import('@web/features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: paths.register.path,
    lazy: lazyPage(() => import('@web/features/auth/pages/register-page'), 'RegisterPage'),
  },
  {
    path: paths.resetPassword.path,
    lazy: lazyPage(
      () => import('@web/features/auth/pages/reset-password-page'),
      'ResetPasswordPage',
    ),
  },
  {
    path: paths.listingRequest.path,
    lazy: lazyPage(
      () => import('@web/features/listing-requests/pages/listing-request-page'),
      'ListingRequestPage',
    ),
  },
  {
    path: paths.warehouses.path,
    lazy: lazyPage(
      () => import('@web/features/warehouses/pages/browse-warehouses-page'),
      'BrowseWarehousesPage',
    ),
  },
  {
    path: paths.warehouse.path,
    lazy: lazyPage(
      () => import('@web/features/warehouses/pages/warehouse-detail-page'),
      'WarehouseDetailPage',
    ),
  },
  {
    // Signed-in content, but not guarded: a visitor sees the spec's "Please sign in to view your
    // dashboard" prompt, and the emailed verification link (?type=signup&token=) lands here
    // before any session exists.
    path: paths.dashboard.path,
    lazy: lazyPage(() => import('@web/features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
];

/** Any signed-in user. */
const signedInRoutes: RouteObject[] = [
  {
    path: paths.profile.path,
    lazy: lazyPage(() => import('@web/features/profile/pages/profile-page'), 'ProfilePage'),
  },
  {
    path: paths.messages.path,
    lazy: lazyPage(() => import('@web/features/messaging/pages/messages-page'), 'MessagesPage'),
  },
  {
    // The spec: creating a multi-space warehouse requires sign-in; the server checks the role.
    path: paths.createWarehouse.path,
    lazy: lazyPage(
      () => import('@web/features/warehouses/pages/create-warehouse-page'),
      'CreateWarehousePage',
    ),
  },
  {
    path: paths.createOwnerWarehouse.path,
    lazy: lazyPage(
      () => import('@web/features/owner-warehouses/pages/create-owner-warehouse-page'),
      'CreateOwnerWarehousePage',
    ),
  },
  {
    path: paths.ownerWarehouse.path,
    lazy: lazyPage(
      () => import('@web/features/owner-warehouses/pages/owner-warehouse-detail-page'),
      'OwnerWarehouseDetailPage',
    ),
  },
  {
    path: paths.bookings.path,
    lazy: lazyPage(() => import('@web/features/bookings/pages/my-bookings-page'), 'MyBookingsPage'),
  },
  {
    path: paths.booking.path,
    lazy: lazyPage(
      () => import('@web/features/bookings/pages/booking-detail-page'),
      'BookingDetailPage',
    ),
  },
  {
    path: paths.inquiries.path,
    lazy: lazyPage(
      () => import('@web/features/inquiries/pages/my-inquiries-page'),
      'MyInquiriesPage',
    ),
  },
  {
    path: paths.inquiry.path,
    lazy: lazyPage(
      () => import('@web/features/inquiries/pages/inquiry-detail-page'),
      'InquiryDetailPage',
    ),
  },
  {
    path: paths.inquiryOffer.path,
    lazy: lazyPage(() => import('@web/features/offers/pages/inquiry-offer-page'), 'InquiryOfferPage'),
  },
];

const customerRoutes: RouteObject[] = [
  {
    path: paths.newInquiry.path,
    lazy: lazyPage(() => import('@web/features/inquiries/pages/new-inquiry-page'), 'NewInquiryPage'),
  },
];

const ownerOrAdministratorRoutes: RouteObject[] = [
  {
    path: paths.myWarehouses.path,
    lazy: lazyPage(() => import('@web/features/warehouses/pages/my-warehouses-page'), 'MyWarehousesPage'),
  },
  {
    path: paths.editWarehouse.path,
    lazy: lazyPage(
      () => import('@web/features/warehouses/pages/edit-warehouse-page'),
      'EditWarehousePage',
    ),
  },
];

const ownerRoutes: RouteObject[] = [
  {
    path: paths.ownerWarehousesDashboard.path,
    lazy: lazyPage(
      () => import('@web/features/owner-warehouses/pages/owner-warehouses-dashboard-page'),
      'OwnerWarehousesDashboardPage',
    ),
  },
  {
    path: paths.editOwnerWarehouse.path,
    lazy: lazyPage(
      () => import('@web/features/owner-warehouses/pages/edit-owner-warehouse-page'),
      'EditOwnerWarehousePage',
    ),
  },
];

const administratorRoutes: RouteObject[] = [
  {
    path: paths.adminDashboard.path,
    lazy: lazyPage(
      () => import('@web/features/dashboard/pages/admin-dashboard-page'),
      'AdminDashboardPage',
    ),
  },
  {
    path: paths.adminUsers.path,
    lazy: lazyPage(
      () => import('@web/features/users/pages/user-management-page'),
      'UserManagementPage',
    ),
  },
  {
    path: paths.adminFeatures.path,
    lazy: lazyPage(
      () => import('@web/features/platform/pages/admin-features-page'),
      'AdminFeaturesPage',
    ),
  },
  {
    path: paths.adminSettings.path,
    lazy: lazyPage(
      () => import('@web/features/platform/pages/admin-settings-page'),
      'AdminSettingsPage',
    ),
  },
  {
    path: paths.adminBookings.path,
    lazy: lazyPage(
      () => import('@web/features/bookings/pages/manage-bookings-page'),
      'ManageBookingsPage',
    ),
  },
  {
    path: paths.adminInquiries.path,
    lazy: lazyPage(
      () => import('@web/features/inquiries/pages/admin-inquiries-page'),
      'AdminInquiriesPage',
    ),
  },
  {
    path: paths.adminInquiry.path,
    lazy: lazyPage(
      () => import('@web/features/inquiries/pages/admin-inquiry-detail-page'),
      'AdminInquiryDetailPage',
    ),
  },
  {
    path: paths.adminNewOffer.path,
    lazy: lazyPage(() => import('@web/features/offers/pages/create-offer-page'), 'CreateOfferPage'),
  },
  {
    path: paths.adminEditOffer.path,
    lazy: lazyPage(() => import('@web/features/offers/pages/edit-offer-page'), 'EditOfferPage'),
  },
  {
    path: paths.adminDraftOffers.path,
    lazy: lazyPage(() => import('@web/features/offers/pages/draft-offers-page'), 'DraftOffersPage'),
  },
  {
    path: paths.adminListingRequests.path,
    lazy: lazyPage(
      () => import('@web/features/listing-requests/pages/admin-listing-requests-page'),
      'AdminListingRequestsPage',
    ),
  },
  {
    path: paths.notifications.path,
    lazy: lazyPage(
      () => import('@web/features/notifications/pages/notifications-page'),
      'NotificationsPage',
    ),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    // The whole page, for errors of the layout itself.
    errorElement: <RootErrorScreen />,
    children: [
      {
        // Pathless: page errors render inside the layout, and the first visit to a lazy page
        // shows a spinner in the content area while the header and footer are already there.
        id: 'pages',
        errorElement: <RouteErrorScreen />,
        hydrateFallbackElement: <PageSpinner />,
        children: [
          ...publicRoutes,
          { Component: RequireAuth, children: signedInRoutes },
          {
            element: <RequireAuth roles={['customer']} />,
            children: customerRoutes,
          },
          {
            element: <RequireAuth roles={['warehouse_owner', 'administrator']} />,
            children: ownerOrAdministratorRoutes,
          },
          {
            element: <RequireAuth roles={['warehouse_owner']} />,
            children: ownerRoutes,
          },
          {
            element: <RequireAuth roles={['administrator']} />,
            children: administratorRoutes,
          },
          { path: '*', Component: UnknownRoute },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
