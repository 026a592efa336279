import { z } from 'zod';

const referenceItem = z.object({ id: z.string(), name: z.string() });
const featureReference = referenceItem.extend({
  type: z.enum(['accessibility', 'equipment', 'custom']),
  icon: z.string().nullable(),
});
const serviceReference = referenceItem.extend({ description: z.string().nullable(), icon: z.string().nullable() });

/** Everything the forms and filters pick from, each list ordered by name. */
export const referenceData = z.object({
  spaceTypes: z.array(referenceItem),
  warehouseTypes: z.array(referenceItem),
  features: z.array(featureReference),
  services: z.array(serviceReference),
});
export type ReferenceData = z.infer<typeof referenceData>;
export type FeatureReference = z.infer<typeof featureReference>;
export type ServiceReference = z.infer<typeof serviceReference>;
