/**
 * Every route of the app, in one place: `path` is the router pattern, `getHref` builds a link.
 * No screen writes a URL by hand. Kept free of imports so any feature can use it cheaply.
 */

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

const segment = encodeURIComponent;

/** A route without parameters: its link is its pattern. */
function fixed<Path extends string>(path: Path): { path: Path; getHref: () => Path } {
  return { path, getHref: () => path };
}

/** One string per `:parameter` of a route pattern, in order. */
type ParamValues<Path extends string> = Path extends `${string}:${string}/${infer Rest}` ? [string, ...ParamValues<Rest>] : Path extends `${string}:${string}` ? [string] : [];

/** A route with parameters: its link is its pattern with each value, encoded, in its parameter's place. */
function withParams<Path extends string>(path: Path): { path: Path; getHref: (...values: ParamValues<Path>) => string } {
  return { path, getHref: (...values) => path.replace(/:\w+/g, () => segment(values.shift()!)) };
}

export const paths = {
  // Public
  home: {
    path: '/',
    /** `scrollTo` is a service section key (storage, inspection, compliance, ...). */
    getHref: (scrollTo?: string) => withQuery('/', { scrollTo }),
  },
  login: fixed('/login'),
  register: fixed('/register'),
  resetPassword: fixed('/reset-password'),
  about: fixed('/about'),
  faq: fixed('/faq'),
  /** A warehouse receipt's public verification page (issue #38): anyone with the link, no sign-in. */
  receiptVerification: withParams('/receipts/verify/:token'),
  contact: fixed('/contact'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  listingRequest: {
    path: '/warehouse-request',
    /** With id and token: the edit link of a saved listing request. */
    getHref: (link?: { id: string; token: string }) =>
      withQuery('/warehouse-request', { id: link?.id, token: link?.token }),
  },
  warehouses: {
    path: '/m-warehouses',
    /** `view: 'map'` opens the map; with `selected` it centres on that warehouse and opens its popup. */
    getHref: (options?: { view?: 'list' | 'map'; selected?: string }) =>
      withQuery('/m-warehouses', { view: options?.view === 'map' ? 'map' : undefined, selected: options?.selected }),
  },
  warehouse: withParams('/m-warehouses/:id'),

  // Signed in
  dashboard: fixed('/dashboard'),
  profile: fixed('/profile'),
  /** The short step after the first sign-in that asks a user with no name for it (decision 204). */
  nameStep: fixed('/welcome'),
  messages: fixed('/messages'),
  notifications: fixed('/notifications'),

  myWarehouses: fixed('/m-warehouses/dashboard'),
  createWarehouse: fixed('/m-warehouses/create'),
  editWarehouse: withParams('/m-warehouses/edit/:id'),

  ownerWarehousesDashboard: fixed('/warehouses/dashboard'),
  createOwnerWarehouse: fixed('/warehouses/create'),
  editOwnerWarehouse: withParams('/warehouses/edit/:id'),
  ownerWarehouse: withParams('/warehouses/:id'),

  bookings: fixed('/bookings'),
  booking: withParams('/bookings/:id'),
  /** A trader's invoices and credit notes; an administrator's, everyone's (issue #38). */
  invoices: fixed('/invoices'),
  /** A warehouse owner's monthly statements: payable, payouts, PDF and CSV (issue #39, decision 220). */
  payouts: fixed('/payouts'),

  inquiries: fixed('/inquiries'),
  newInquiry: {
    path: '/inquiries/new',
    /**
     * `warehouseId` preselects a warehouse (from a warehouse card or detail page), `spaceTypeId` the
     * space chosen there. Both in the URL, so they survive a reload, a new tab and the detour
     * through /login for a visitor.
     */
    getHref: (warehouseId?: string, options?: { spaceTypeId?: string | null }) =>
      withQuery('/inquiries/new', { warehouseId, spaceTypeId: options?.spaceTypeId ?? undefined }),
  },
  inquiry: {
    path: '/inquiries/:id',
    /** `edit: true` opens the detail in its edit mode (the form titled Edit Inquiry). */
    getHref: (id: string, options?: { edit?: boolean }) =>
      withQuery(`/inquiries/${segment(id)}`, { edit: options?.edit ? '1' : undefined }),
  },
  inquiryOffer: withParams('/inquiries/:inquiryId/offer'),

  // Administrator
  adminDashboard: fixed('/admin/dashboard'),
  adminUsers: fixed('/admin/users'),
  adminFeatures: fixed('/admin/features'),
  adminSettings: fixed('/admin/settings'),
  adminBookings: fixed('/admin/bookings'),
  /** The receivables: every invoice and credit note, filtered in the address (issue #38). */
  adminInvoices: fixed('/admin/invoices'),
  /** Payout runs: who is paid, the bank files, sent and paid (issue #39, decision 222). */
  adminPayouts: fixed('/admin/payouts'),
  adminPayoutRun: withParams('/admin/payouts/:id'),
  /** The finance overview: receivables with aging, VAT, payables, revenue, from the ledger (issue #39, decision 223). */
  adminFinance: fixed('/admin/finance'),
  /** The exchange rates behind display currencies: the ECB feed's state, and rates the ECB does not publish (issue #40, decision 226). */
  adminExchangeRates: fixed('/admin/exchange-rates'),
  adminInquiries: fixed('/admin/inquiries'),
  adminInquiry: withParams('/admin/inquiries/:id'),
  adminNewOffer: withParams('/admin/inquiries/:inquiryId/offer/new'),
  adminEditOffer: withParams('/admin/inquiries/:inquiryId/offer/:offerId/edit'),
  adminDraftOffers: fixed('/admin/draft-offers'),
  adminListingRequests: fixed('/admin/warehouse-requests'),
} as const satisfies Record<string, { path: string; getHref: (...args: never[]) => string }>;
