import { z } from 'zod';
import { PLATFORM_MESSAGES } from '../errors';

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
});
export type PlatformConfig = z.infer<typeof platformConfig>;
/** Each setting is changed on its own (the fee form, the owners' switch); what is left out stays. */
export const updatePlatformConfigBody = z.strictObject({
  platformFeePercentage: z
    .number()
    .min(0, PLATFORM_MESSAGES.feeRange)
    .max(100, PLATFORM_MESSAGES.feeRange)
    .multipleOf(0.01, PLATFORM_MESSAGES.feeDecimals)
    .optional(),
  ownersSeePlatformFee: z.boolean({ message: PLATFORM_MESSAGES.switchInvalid }).optional(),
});
export type UpdatePlatformConfigBody = z.infer<typeof updatePlatformConfigBody>;

/** Signed-in users: the fee percentage offers add, so an inquiry's estimate can show it. */
export const platformFeeResponse = z.object({ platformFeePercentage: feePercentage });
export type PlatformFeeResponse = z.infer<typeof platformFeeResponse>;


/** Settings the web app needs from the server's configuration. */
export const clientConfigResponse = z.object({ mapStyleUrl: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigResponse>;
