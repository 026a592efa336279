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

export const platformConfig = z.object({ platformFeePercentage: z.number().min(0).max(100) });
export type PlatformConfig = z.infer<typeof platformConfig>;
export const updatePlatformConfigBody = z.object({
  platformFeePercentage: z
    .number()
    .min(0, PLATFORM_MESSAGES.feeRange)
    .max(100, PLATFORM_MESSAGES.feeRange)
    .multipleOf(0.01, PLATFORM_MESSAGES.feeDecimals),
});


/** Settings the web app needs from the server's configuration. */
export const clientConfigResponse = z.object({ mapStyleUrl: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigResponse>;
