import { describe, expect, it } from 'vitest';
import { type Action, type Asker, can, POLICIES } from './permissions';

const ME = 'me';
const SOMEONE_ELSE = 'someone-else';

type Who = 'visitor' | 'customer' | 'owner' | 'administrator';
const ASKERS: Record<Who, Asker | null> = {
  visitor: null,
  customer: { id: ME, roles: ['customer'] },
  owner: { id: ME, roles: ['warehouse_owner'] },
  administrator: { id: ME, roles: ['administrator'] },
};
const WHO = Object.keys(ASKERS) as Who[];

/**
 * Who may take each action at all (no row: the route's gate, the web's route table and buttons),
 * in the order visitor, customer, warehouse owner, administrator.
 */
const BY_ROLE: Record<Action, [boolean, boolean, boolean, boolean]> = {
  'account:use': [false, true, true, true],
  'users:manage': [false, false, false, true],
  'platform:manage': [false, false, false, true],
  'platform:view-counts': [false, false, false, true],
  'notifications:view': [false, true, true, true],
  'listing-requests:manage': [false, false, false, true],
  'warehouse:view': [true, true, true, true],
  'warehouse:create': [false, false, true, true],
  'warehouse:manage': [false, false, true, true],
  'warehouses:view-all': [false, false, false, true],
  'pending-upload:use': [false, true, true, true],
  'payout-account:manage': [false, false, true, false],
  'owner-statement:view': [false, false, true, true],
  'owner-statements:view-own': [false, false, true, false],
  'payouts:manage': [false, false, false, true],
  'finance:view': [false, false, false, true],
  'exchange-rates:manage': [false, false, false, true],
  'listing:create': [false, false, true, false],
  'listings:manage-own': [false, false, true, false],
  'inquiry:create': [false, true, false, false],
  'inquiry:view': [false, true, true, true],
  'inquiry:edit': [false, true, true, true],
  'inquiries:manage': [false, false, false, true],
  'offers:manage': [false, false, false, true],
  'offer:respond': [false, true, true, true],
  'booking:view': [false, true, true, true],
  'booking:view-price': [false, true, true, true],
  'bookings:view-all': [false, false, false, true],
  'bookings:manage': [false, false, false, true],
  'thread:use': [false, true, true, true],
  'threads:view-all': [false, false, false, true],
  'invoice:view': [false, true, true, true],
  'invoices:manage': [false, false, false, true],
  'release:request': [false, true, true, true],
};

describe('can, without a row: who may take the action at all', () => {
  it('has a row in this table for every action of the permissions table', () => {
    expect(Object.keys(BY_ROLE).sort()).toEqual(Object.keys(POLICIES).sort());
  });

  it.each(
    (Object.keys(BY_ROLE) as Action[]).flatMap((action) => WHO.map((who, index) => [action, who, BY_ROLE[action][index]] as const)),
  )('%s by a %s: %s', (action, who, allowed) => {
    expect(can(ASKERS[who], action)).toBe(allowed);
  });

  it('lets a user with several roles do what any one of them may', () => {
    const both: Asker = { id: ME, roles: ['customer', 'warehouse_owner'] };
    expect(can(both, 'inquiry:create')).toBe(true);
    expect(can(both, 'listing:create')).toBe(true);
    expect(can(both, 'users:manage')).toBe(false);
  });

  it('lets a signed-in user without any role do only what any signed-in user may', () => {
    const roleless: Asker = { id: ME, roles: [] };
    expect(can(roleless, 'account:use')).toBe(true);
    expect(can(roleless, 'inquiry:create')).toBe(false);
    expect(can(roleless, 'warehouse:manage')).toBe(false);
  });
});

/** How the row relates to the asker: theirs (as the owner, trader or uploader), or someone else's. */
type Relation = 'mine' | 'theirs';

const idOf = (relation: Relation) => (relation === 'mine' ? ME : SOMEONE_ELSE);
const NOBODY = { visitor: false, customer: false, owner: false, administrator: false };
const EVERY_SIGNED_IN = { visitor: false, customer: true, owner: true, administrator: true };
const ADMINISTRATORS = { ...NOBODY, administrator: true };
/** The usual rule for a row: the one it belongs to, whatever their role, and every administrator. */
const MINE_OR_ADMINISTRATOR = { mine: EVERY_SIGNED_IN, theirs: ADMINISTRATORS };
/** Only the one it belongs to: administrators see every inquiry, but its requirements and offers are the trader's. */
const MINE_ONLY = { mine: EVERY_SIGNED_IN, theirs: NOBODY };

/** Each action that reads a row: the row for a relation, and who may take it on the row, per asker. */
const BY_OWNERSHIP: {
  [A in Action]?: { row: (relation: Relation) => Parameters<typeof can<A>>[2]; allowed: Record<Relation, Record<Who, boolean>> };
} = {
  // An inactive warehouse: an active one is everybody's to see (below).
  'warehouse:view': { row: (relation) => ({ isActive: false, ownerId: idOf(relation) }), allowed: MINE_OR_ADMINISTRATOR },
  'warehouse:manage': {
    row: (relation) => ({ ownerId: idOf(relation) }),
    // A customer who owns a warehouse lost the warehouse_owner role: they no longer manage it.
    allowed: { mine: { ...EVERY_SIGNED_IN, customer: false }, theirs: ADMINISTRATORS },
  },
  'pending-upload:use': { row: (relation) => ({ uploadedBy: idOf(relation) }), allowed: MINE_OR_ADMINISTRATOR },
  'inquiry:view': { row: (relation) => ({ traderId: idOf(relation) }), allowed: MINE_OR_ADMINISTRATOR },
  'inquiry:edit': { row: (relation) => ({ traderId: idOf(relation) }), allowed: MINE_ONLY },
  'offer:respond': { row: (relation) => ({ traderId: idOf(relation) }), allowed: MINE_ONLY },
  'booking:view': {
    row: (relation) => ({ traderId: idOf(relation), warehouseOwnerId: 'warehouse-owner' }),
    allowed: MINE_OR_ADMINISTRATOR,
  },
  // The switch off: the owner of the warehouse (someone else's booking) sees no fee (below).
  'booking:view-price': { row: (relation) => ({ traderId: idOf(relation), ownersSeePlatformFee: false }), allowed: MINE_OR_ADMINISTRATOR },
  'thread:use': { row: (relation) => ({ traderId: idOf(relation), ownerId: null }), allowed: MINE_OR_ADMINISTRATOR },
  'invoice:view': { row: (relation) => ({ traderId: idOf(relation) }), allowed: MINE_OR_ADMINISTRATOR },
  'release:request': { row: (relation) => ({ traderId: idOf(relation) }), allowed: MINE_OR_ADMINISTRATOR },
  // A statement is its owner's: a customer who lost the warehouse_owner role no longer reads it.
  'owner-statement:view': {
    row: (relation) => ({ ownerId: idOf(relation) }),
    allowed: { mine: { ...EVERY_SIGNED_IN, customer: false }, theirs: ADMINISTRATORS },
  },
};

describe('can, with a row: ownership', () => {
  it('has a row in this table for every action that reads a row', () => {
    const withCheck = Object.entries(POLICIES)
      .filter(([, policy]) => 'check' in policy)
      .map(([action]) => action)
      .sort();
    expect(Object.keys(BY_OWNERSHIP).sort()).toEqual(withCheck);
  });

  const cases = Object.entries(BY_OWNERSHIP).flatMap(([action, spec]) =>
    (['mine', 'theirs'] as const).flatMap((relation) =>
      WHO.map((who) => [action as Action, who, relation, spec.allowed[relation][who], spec.row(relation)] as const),
    ),
  );
  it.each(cases)('%s by a %s on a row that is %s: %s', (action, who, _relation, allowed, row) => {
    expect(can(ASKERS[who], action, row as never)).toBe(allowed);
  });

  it('shows an active warehouse to everyone, visitors too', () => {
    for (const who of WHO) expect(can(ASKERS[who], 'warehouse:view', { isActive: true, ownerId: SOMEONE_ELSE })).toBe(true);
  });

  it("lets the booked warehouse's owner see the booking and its thread", () => {
    const owner = ASKERS.owner;
    expect(can(owner, 'booking:view', { traderId: SOMEONE_ELSE, warehouseOwnerId: ME })).toBe(true);
    expect(can(owner, 'thread:use', { traderId: SOMEONE_ELSE, ownerId: ME })).toBe(true);
    expect(can(owner, 'thread:use', { traderId: SOMEONE_ELSE, ownerId: 'another-owner' })).toBe(false);
  });

  it("shows the booked warehouse's owner the fee and the all-in total only while the platform settings allow it", () => {
    expect(can(ASKERS.owner, 'booking:view-price', { traderId: SOMEONE_ELSE, ownersSeePlatformFee: false })).toBe(false);
    expect(can(ASKERS.owner, 'booking:view-price', { traderId: SOMEONE_ELSE, ownersSeePlatformFee: true })).toBe(true);
  });
});
