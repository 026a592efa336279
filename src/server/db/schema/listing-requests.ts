import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LISTING_REQUEST_STATUSES } from '@shared/statuses/listing-request';
import { users } from './auth';
import { createdAt, id, requiredRef, updatedAt } from './columns';
import { features, spaceTypes } from './reference';
import { serviceAssignmentColumns, storedImageColumns, warehouses } from './warehouses';

export const listingRequestStatus = pgEnum('listing_request_status', LISTING_REQUEST_STATUSES);

/**
 * A visitor's request to list a warehouse (spec 01 section 3). Drafts are saved without validation,
 * so every text column may be blank until it is submitted.
 */
export const listingRequests = pgTable(
  'listing_requests',
  {
    id: id(),
    status: listingRequestStatus('status').notNull().default('draft'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** The language the requester wrote in, for the emails about their request (decision 234). */
    locale: text('locale').notNull().default('en'),
    phoneNumber: text('phone_number').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    adminNotes: text('admin_notes'),
    /** Set on approval: the live listing and the account that owns it. */
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('listing_requests_status_idx').on(t.status, t.createdAt)],
);

export const listingRequestSpaces = pgTable(
  'listing_request_spaces',
  {
    id: id(),
    requestId: requiredRef('request_id', () => listingRequests.id, 'cascade'),
    spaceTypeId: uuid('space_type_id').references(() => spaceTypes.id, { onDelete: 'restrict' }),
    sizeM2: numeric('size_m2', { precision: 12, scale: 2 }),
    pricePerM2Cents: integer('price_per_m2_cents'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('listing_request_spaces_request_idx').on(t.requestId)],
);

export const listingRequestFeatures = pgTable(
  'listing_request_features',
  {
    requestId: requiredRef('request_id', () => listingRequests.id, 'cascade'),
    featureId: requiredRef('feature_id', () => features.id, 'restrict'),
    customValue: text('custom_value'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.featureId] })],
);

export const listingRequestServices = pgTable(
  'listing_request_services',
  {
    requestId: requiredRef('request_id', () => listingRequests.id, 'cascade'),
    ...serviceAssignmentColumns(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.serviceId] })],
);

/** Request images live in their own storage area (the spec's warehouse-request-images bucket). */
export const listingRequestImages = pgTable(
  'listing_request_images',
  {
    id: id(),
    /** Null while uploaded but not yet saved with a request; such uploads expire after a day. */
    requestId: uuid('request_id').references(() => listingRequests.id, { onDelete: 'cascade' }),
    /**
     * SHA-256 of the secret handed to the anonymous uploader: only its holder can attach the
     * pending upload to a request.
     */
    uploadSecretHash: text('upload_secret_hash'),
    ...storedImageColumns(),
  },
  (t) => [
    index('listing_request_images_request_idx').on(t.requestId, t.position),
    index('listing_request_images_pending_idx').on(t.createdAt).where(sql`${t.requestId} is null`),
  ],
);

/** The private edit links: only SHA-256 hashes of the tokens are stored. */
export const listingRequestTokens = pgTable(
  'listing_request_tokens',
  {
    id: id(),
    requestId: requiredRef('request_id', () => listingRequests.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull().default('edit'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('listing_request_tokens_hash_key').on(t.tokenHash), index('listing_request_tokens_request_idx').on(t.requestId)],
);
