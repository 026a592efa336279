import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_ISSUER_DEFAULTS } from '@shared/contracts/platform';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

export const platformFeatures = pgTable('platform_features', {
  id: id(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * Secrets the app makes for itself on first start (random, never configured, never logged), in the
 * database so every app process signs and checks with the same one.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A single row (id = 1) of platform-wide settings. */
export const platformConfig = pgTable(
  'platform_config',
  {
    id: integer('id').primaryKey().default(1),
    platformFeePercentage: numeric('platform_fee_percentage', { precision: 5, scale: 2 }).notNull().default('20'),
    /**
     * Whether warehouse owners see the platform fee and the all-in total of bookings on their
     * warehouses; off by default, as the cargo agent may not want owners to see them (issue #37).
     */
    ownersSeePlatformFee: boolean('owners_see_platform_fee').notNull().default(false),
    /** The commission the platform takes from owners' amounts (issue #39), frozen on each invoice's posting. */
    ownerCommissionPercentage: numeric('owner_commission_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    /** A payout run pays owners whose payable is at least this (issue #39): smaller sums wait for the next run. */
    payoutMinimumCents: integer('payout_minimum_cents').notNull().default(5_000),
    // The invoice issuer (issue #38): the cargo agent as its invoices name it, and where to pay.
    issuerLegalName: text('issuer_legal_name').notNull().default(INVOICE_ISSUER_DEFAULTS.legalName),
    issuerAddress: text('issuer_address').notNull().default(INVOICE_ISSUER_DEFAULTS.address),
    issuerRegistryCode: text('issuer_registry_code').notNull().default(INVOICE_ISSUER_DEFAULTS.registryCode),
    issuerVatNumber: text('issuer_vat_number').notNull().default(INVOICE_ISSUER_DEFAULTS.vatNumber),
    bankIban: text('bank_iban').notNull().default(INVOICE_ISSUER_DEFAULTS.iban),
    bankBic: text('bank_bic').notNull().default(INVOICE_ISSUER_DEFAULTS.bic),
    paymentTermDays: integer('payment_term_days').notNull().default(INVOICE_ISSUER_DEFAULTS.paymentTermDays),
    invoiceFooter: text('invoice_footer').notNull().default(INVOICE_ISSUER_DEFAULTS.footer),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_config_single_row', sql`${t.id} = 1`),
    check('platform_config_fee_range', sql`${t.platformFeePercentage} between 0 and 100`),
    check('platform_config_commission_range', sql`${t.ownerCommissionPercentage} between 0 and 100`),
    check('platform_config_payout_minimum', sql`${t.payoutMinimumCents} >= 1`),
    check('platform_config_payment_term', sql`${t.paymentTermDays} between 0 and 365`),
  ],
);

export const activityStatus = pgEnum('activity_status', ['success', 'error']);

/** The spec's brm_logs: what happened, by whom, and whether it worked. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    activityType: text('activity_type').notNull(),
    activityData: jsonb('activity_data'),
    message: text('message').notNull(),
    status: activityStatus('status').notNull(),
    errorMessage: text('error_message'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_created_at_idx').on(t.createdAt), index('activity_log_type_idx').on(t.activityType)],
);
