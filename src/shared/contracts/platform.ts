import { z } from 'zod';
import { PLATFORM_MESSAGES } from '../errors';
import { filledText, percentageInput } from './common';
import { bicText, ibanText, vatNumberText } from './profile';

export const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

export const clientErrorBody = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  componentStack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;

export const platformFeature = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  isEnabled: z.boolean(),
  updatedAt: z.string(),
});
export type PlatformFeature = z.infer<typeof platformFeature>;
export const platformFeaturesResponse = z.object({ items: z.array(platformFeature) });
export const updatePlatformFeatureBody = z.object({ isEnabled: z.boolean() });

/** Public: which features are on, for screens to hide what is switched off. */
export const enabledFeaturesResponse = z.object({ features: z.record(z.string(), z.boolean()) });

const feePercentage = z.number().min(0).max(100);

export const platformConfig = z.object({
  platformFeePercentage: feePercentage,
  /** Owners see the fee and the all-in total of bookings on their warehouses (default off, issue #37). */
  ownersSeePlatformFee: z.boolean(),
  /** Taken from owners' space and service amounts as the platform's revenue (issue #39, default 0 %). */
  ownerCommissionPercentage: feePercentage,
  /** A payout run pays an owner whose payable is at least this (issue #39); smaller sums wait. */
  payoutMinimumCents: z.number().int(),
});
export type PlatformConfig = z.infer<typeof platformConfig>;
/** Each setting is changed on its own (the fee form, the owners' switch, the payout settings); what is left out stays. */
export const updatePlatformConfigBody = z.strictObject({
  platformFeePercentage: z
    .number()
    .min(0, PLATFORM_MESSAGES.feeRange)
    .max(100, PLATFORM_MESSAGES.feeRange)
    .multipleOf(0.01, PLATFORM_MESSAGES.feeDecimals)
    .optional(),
  ownersSeePlatformFee: z.boolean({ message: PLATFORM_MESSAGES.switchInvalid }).optional(),
  ownerCommissionPercentage: percentageInput(PLATFORM_MESSAGES.commissionRange, PLATFORM_MESSAGES.commissionDecimals).optional(),
  payoutMinimumCents: z
    .number({ message: PLATFORM_MESSAGES.payoutMinimumInvalid })
    .int(PLATFORM_MESSAGES.payoutMinimumInvalid)
    .min(1, PLATFORM_MESSAGES.payoutMinimumInvalid)
    .max(2_000_000_000, PLATFORM_MESSAGES.payoutMinimumInvalid)
    .optional(),
});
export type UpdatePlatformConfigBody = z.infer<typeof updatePlatformConfigBody>;

/** Limits of the invoice issuer's texts: what fits the head and foot of an A4 invoice. */
export const INVOICE_ISSUER_LIMITS = { legalName: 200, address: 300, registryCode: 50, footer: 1000 } as const;

/**
 * The invoice issuer (issue #38, GET and PUT /api/admin/settings/invoice-issuer): the cargo agent as
 * its invoices name it, its bank details and the default payment term. Saved whole; an invoice copies
 * them when it is issued, so a later change never alters one already issued.
 */
export const invoiceIssuer = z.object({
  legalName: z.string(),
  address: z.string(),
  registryCode: z.string(),
  vatNumber: z.string(),
  iban: z.string(),
  bic: z.string(),
  paymentTermDays: z.number().int(),
  footer: z.string(),
});
export type InvoiceIssuer = z.infer<typeof invoiceIssuer>;

/** The issuer before an administrator saves one: the settings columns' defaults (decision 213). */
export const INVOICE_ISSUER_DEFAULTS: InvoiceIssuer = {
  legalName: '24WM OÜ',
  address: 'Tallinn, Estonia',
  registryCode: '',
  vatNumber: '',
  iban: '',
  bic: '',
  paymentTermDays: 14,
  footer: '',
};

export const updateInvoiceIssuerBody = z.strictObject({
  legalName: filledText(PLATFORM_MESSAGES.legalNameRequired, INVOICE_ISSUER_LIMITS.legalName),
  address: filledText(PLATFORM_MESSAGES.addressRequired, INVOICE_ISSUER_LIMITS.address),
  registryCode: z.string().trim().max(INVOICE_ISSUER_LIMITS.registryCode),
  vatNumber: vatNumberText,
  /** Empty until the agent has one; stored as banks write it. */
  iban: ibanText,
  bic: bicText,
  paymentTermDays: z.number({ message: PLATFORM_MESSAGES.paymentTermInvalid }).int(PLATFORM_MESSAGES.paymentTermInvalid).min(0, PLATFORM_MESSAGES.paymentTermInvalid).max(365, PLATFORM_MESSAGES.paymentTermInvalid),
  footer: z.string().trim().max(INVOICE_ISSUER_LIMITS.footer),
});
export type UpdateInvoiceIssuerBody = z.input<typeof updateInvoiceIssuerBody>;

/** Signed-in users: the fee percentage offers add, so an inquiry's estimate can show it. */
export const platformFeeResponse = z.object({ platformFeePercentage: feePercentage });
export type PlatformFeeResponse = z.infer<typeof platformFeeResponse>;


/** Settings the web app needs from the server's configuration. */
export const clientConfigResponse = z.object({ mapStyleUrl: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigResponse>;
