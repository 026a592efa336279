import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, extensionKey, id, requiredRef, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    // Stored lower-cased; the unique index makes "A@x" and "a@x" one account.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The profile's choice: notifications also come by email (decision 203). Account emails always do. */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** The language the user chose (src/shared/locales.ts); null until they choose one (decision 231). */
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** A user as a list shows a person (the trader of an inquiry, the customer of an offer): the id, names and email. */
export const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    roleId: requiredRef('role_id', () => roles.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Opaque session tokens: only their SHA-256 is stored, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const emailTokenPurpose = pgEnum('email_token_purpose', ['verify_email', 'reset_password', 'set_password']);

/** Single-use links sent by email: only the SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Contact and company details of an account (spec: profile). Names live on users. */
export const profiles = pgTable('profiles', {
  userId: extensionKey('user_id', () => users.id),
  contactEmail: text('contact_email'),
  companyName: text('company_name'),
  phone: text('phone'),
  address: text('address'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country'),
  vatNumber: text('vat_number'),
  /**
   * When an administrator confirmed the VAT number above (decision 211: only a verified number makes
   * the buyer a business for VAT); null when not verified. Changing the number clears it.
   */
  vatNumberVerifiedAt: timestamp('vat_number_verified_at', { withTimezone: true }),
  vatNumberVerifiedBy: uuid('vat_number_verified_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Fixed-window counters for rate limits, in the database so every app process shares them.
 * Keys look like "login:ip:1.2.3.4" or "login:email:a@b.c".
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Turns taken on a key (one account's sign-in checks), spaced by the database clock across app processes. */
export const rateLimitTurns = pgTable('rate_limit_turns', {
  key: text('key').primaryKey(),
  lastTurnAt: timestamp('last_turn_at', { withTimezone: true }).notNull(),
});

/** Proof-of-work challenges already redeemed (by signature), kept until they expire so none is used twice. */
export const redeemedChallenges = pgTable('redeemed_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Browsers a user has signed in from (only the SHA-256 of the cookie's token is stored). A sign-in
 * from one skips the account's slow-down and queue: guessers elsewhere cannot lock its holder out.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index('trusted_devices_user_id_idx').on(t.userId)],
);
