import { hasAnyRole, type Role } from './roles';

/**
 * Who may do what (spec 01 and 02, section 6 "Roles and permissions"): the one table the server's
 * route gate, its services and the web's route table and buttons all ask, as bulletproof-react's
 * POLICIES. Each action names the roles that may take it at all and, where ownership matters, the
 * check against the row. Free of zod and of server code: the web's first load carries it.
 */

/** Whoever asks: the server's Viewer and the web's session user both fit; null is a signed-out visitor. */
export type Asker = { readonly id: string; readonly roles: readonly string[] };

type Policy<Resource> = {
  /** Who may take the action at all: null, visitors too; [], any signed-in user; else any one of these roles. */
  readonly roles: readonly Role[] | null;
  /** With the row at hand: whether this asker may take the action on that one (ownership). */
  readonly check?: (asker: Asker | null, resource: Resource) => boolean;
};

const ADMINISTRATOR: readonly Role[] = ['administrator'];
const OWNER: readonly Role[] = ['warehouse_owner'];
const MANAGERS: readonly Role[] = ['warehouse_owner', 'administrator'];
const SIGNED_IN: readonly Role[] = [];

const isAdministrator = (asker: Asker | null) => asker?.roles.includes('administrator') === true;
const isOneOf = (asker: Asker | null, ...ids: (string | null)[]) => asker !== null && ids.includes(asker.id);
/** An administrator, or one of the row's parties named by `ids` (its trader, owner, uploader). */
const isAdministratorOrOneOf = (asker: Asker | null, ...ids: (string | null)[]) => isAdministrator(asker) || isOneOf(asker, ...ids);

export const POLICIES = {
  // Accounts and the platform (spec 01 section 6)
  /** A signed-in user's own things: profile, notifications, message threads, their own lists. */
  'account:use': { roles: SIGNED_IN },
  'users:manage': { roles: ADMINISTRATOR },
  /** Platform features and settings. */
  'platform:manage': { roles: ADMINISTRATOR },
  /** The global counts and the warehouses' utilisation (/admin/dashboard and its block of /dashboard). */
  'platform:view-counts': { roles: ADMINISTRATOR },
  /** The notifications screen and badge: every signed-in user reads their own (decision 203). */
  'notifications:view': { roles: SIGNED_IN },
  'listing-requests:manage': { roles: ADMINISTRATOR },

  // The catalogues
  /** Visitors see active warehouses; a signed-in user also their own inactive ones; administrators all. */
  'warehouse:view': {
    roles: null,
    check: (asker, warehouse: { isActive: boolean; ownerId: string }) =>
      warehouse.isActive || isAdministratorOrOneOf(asker, warehouse.ownerId),
  },
  /** A multi-space warehouse; the single-space catalogue's is listing:create. */
  'warehouse:create': { roles: MANAGERS },
  /**
   * Edit, toggle, duplicate, delete, upload images, and record goods received into it on a booking
   * (issue #38): its owner (holding the role) or an administrator.
   */
  'warehouse:manage': {
    roles: MANAGERS,
    check: (asker, warehouse: { ownerId: string }) => isAdministratorOrOneOf(asker, warehouse.ownerId),
  },
  /** "My Warehouses" lists every warehouse, with its owner, instead of the asker's own. */
  'warehouses:view-all': { roles: ADMINISTRATOR },
  /**
   * A pending upload (a warehouse image, or a photo of goods received not yet on a receipt, decision
   * 212) is removed by its uploader or an administrator, who may also attach a receipt photo.
   */
  'pending-upload:use': {
    roles: SIGNED_IN,
    check: (asker, image: { uploadedBy: string | null }) => isAdministratorOrOneOf(asker, image.uploadedBy),
  },
  /**
   * The bank account an owner's payouts go to (issue #39): warehouse owners only, each their own, in
   * their profile. Changing it asks for the password again.
   */
  'payout-account:manage': { roles: OWNER },
  /**
   * An owner's monthly statements (issue #39, decision 220): the owner's own, and any owner's for an
   * administrator (who names the owner). Never a trader's.
   */
  'owner-statement:view': {
    roles: MANAGERS,
    check: (asker, statement: { ownerId: string }) => isAdministratorOrOneOf(asker, statement.ownerId),
  },
  /** /payouts, the statements of one's own warehouses: warehouse owners. */
  'owner-statements:view-own': { roles: OWNER },
  /** Payout runs: paying owners what the ledger says is payable, and their bank files (issue #39). */
  'payouts:manage': { roles: ADMINISTRATOR },
  /** The finance overview (/admin/finance, issue #39, decision 223): receivables, VAT, payables, revenue, read from the ledger. */
  'finance:view': { roles: ADMINISTRATOR },
  /** Exchange rates for display currencies the ECB does not publish (issue #40, decision 226). */
  'exchange-rates:manage': { roles: ADMINISTRATOR },
  /** A single-space listing: warehouse owners only ("Only warehouse owners can create listings"). */
  'listing:create': { roles: OWNER },
  /** The single-space catalogue's own dashboard and edit screen. */
  'listings:manage-own': { roles: OWNER },

  // Inquiries, offers, bookings, messages (spec 02 section 6)
  'inquiry:create': { roles: ['customer'] },
  /** Its trader or an administrator; they also see the trader's email. */
  'inquiry:view': {
    roles: SIGNED_IN,
    check: (asker, inquiry: { traderId: string }) => isAdministratorOrOneOf(asker, inquiry.traderId),
  },
  /** The requirements are the trader's to change (whether the status still allows it is the machine's). */
  'inquiry:edit': { roles: SIGNED_IN, check: (asker, inquiry: { traderId: string }) => isOneOf(asker, inquiry.traderId) },
  /** Every inquiry, from the administrator's side. */
  'inquiries:manage': { roles: ADMINISTRATOR },
  /** Draft, edit, send, withdraw and delete offers. */
  'offers:manage': { roles: ADMINISTRATOR },
  /** Accept, reject or ask for changes: the trader of the offer's inquiry only. */
  'offer:respond': { roles: SIGNED_IN, check: (asker, inquiry: { traderId: string }) => isOneOf(asker, inquiry.traderId) },
  /** The trader, the warehouse's owner, or an administrator. */
  'booking:view': {
    roles: SIGNED_IN,
    check: (asker, booking: { traderId: string; warehouseOwnerId: string | null }) =>
      isAdministratorOrOneOf(asker, booking.traderId, booking.warehouseOwnerId),
  },
  /**
   * A booking's platform fee and all-in total: its trader (who pays them) and administrators; the
   * warehouse's owner only while the platform settings let owners see them (issue #37, default off).
   */
  'booking:view-price': {
    roles: SIGNED_IN,
    check: (asker, booking: { traderId: string; ownersSeePlatformFee: boolean }) =>
      isAdministratorOrOneOf(asker, booking.traderId) || booking.ownersSeePlatformFee,
  },
  /** /bookings shows every booking, not only the asker's. */
  'bookings:view-all': { roles: ADMINISTRATOR },
  /** Create from an accepted offer, complete, cancel, the admin list. */
  'bookings:manage': { roles: ADMINISTRATOR },
  /** Read and write the thread of an inquiry or booking: its trader, the booked warehouse's owner, administrators. */
  'thread:use': {
    roles: SIGNED_IN,
    check: (asker, thread: { traderId: string; ownerId: string | null }) =>
      isAdministratorOrOneOf(asker, thread.traderId, thread.ownerId),
  },
  /**
   * An invoice or credit note and its PDF (issue #38): its buyer and administrators. Never the
   * warehouse's owner, who does not see what the trader pays (decision 214).
   */
  'invoice:view': {
    roles: SIGNED_IN,
    check: (asker, invoice: { traderId: string }) => isAdministratorOrOneOf(asker, invoice.traderId),
  },
  /**
   * Every invoice (receivables), and issuing, crediting and recording payments; and approving a release
   * of goods held while invoices are unpaid (decision 217): a credit decision.
   */
  'invoices:manage': { roles: ADMINISTRATOR },
  /**
   * Ask for goods to leave a booking's warehouse, or cancel that request before they leave (issue #38):
   * the booking's trader, whose goods they are, or an administrator on their behalf.
   */
  'release:request': {
    roles: SIGNED_IN,
    check: (asker, booking: { traderId: string }) => isAdministratorOrOneOf(asker, booking.traderId),
  },
  /** The conversation list and unread count span every thread. */
  'threads:view-all': { roles: ADMINISTRATOR },
} satisfies Record<string, Policy<never>>;

export type Action = keyof typeof POLICIES;
/** The row an action's check reads; never for an action decided by role alone. */
export type ResourceOf<A extends Action> = (typeof POLICIES)[A] extends { check: (asker: Asker | null, resource: infer R) => boolean }
  ? R
  : never;

/**
 * Whether the asker may take the action. Without a row: may they take it at all (the route's gate,
 * the web's route table and buttons). With the row: may they take it on that one.
 */
export function can<A extends Action>(asker: Asker | null, action: A, resource?: ResourceOf<A>): boolean {
  const policy: Policy<never> = POLICIES[action];
  if (policy.roles && !(asker && hasAnyRole(asker.roles, policy.roles))) return false;
  return resource === undefined || !policy.check || policy.check(asker, resource as never);
}
