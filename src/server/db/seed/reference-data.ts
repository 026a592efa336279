import { sql } from 'drizzle-orm';
import { ROLES } from '@shared/roles';
import { PLATFORM_FEATURES } from '@shared/platform-features';
import type { Database } from '../client';
import { features, platformConfig, platformFeatures, roles, services, spaceTypes, warehouseTypes } from '../schema';

export const SPACE_TYPES = ['Indoor', 'Outdoors', 'Cold Storage', 'Temperature Controlled', 'Bonded', 'Hazardous Materials'];

export const WAREHOUSE_TYPES = ['General Storage', 'Distribution Centre', 'Bonded Warehouse', 'Cold Store', 'Open Yard', 'Cross-Dock Facility'];

export const FEATURES: { name: string; type: 'accessibility' | 'equipment' | 'custom'; icon: string }[] = [
  { name: 'Loading Docks', type: 'accessibility', icon: 'warehouse' },
  { name: 'Ramp Access', type: 'accessibility', icon: 'move-up-right' },
  { name: '24/7 Access', type: 'accessibility', icon: 'clock' },
  { name: 'Truck Parking', type: 'accessibility', icon: 'truck' },
  { name: 'Rail Siding', type: 'accessibility', icon: 'train-front' },
  { name: 'Port Access', type: 'accessibility', icon: 'ship' },
  { name: 'Forklifts', type: 'equipment', icon: 'forklift' },
  { name: 'Pallet Racking', type: 'equipment', icon: 'layers' },
  { name: 'Overhead Crane', type: 'equipment', icon: 'construction' },
  { name: 'CCTV Surveillance', type: 'equipment', icon: 'cctv' },
  { name: 'Sprinkler System', type: 'equipment', icon: 'sprout' },
  { name: 'Climate Control', type: 'equipment', icon: 'thermometer' },
  { name: 'Certifications', type: 'custom', icon: 'badge-check' },
  { name: 'Special Handling', type: 'custom', icon: 'hand' },
];

export const SERVICES: { name: string; description: string; icon: string }[] = [
  { name: 'Loading and Unloading', description: 'Crew and equipment to load and unload trucks and containers.', icon: 'package-open' },
  { name: 'Palletising', description: 'Building, wrapping and labelling pallets for storage or onward transport.', icon: 'boxes' },
  { name: 'Cross-Docking', description: 'Transfer from inbound to outbound vehicles with little or no storage time.', icon: 'arrow-left-right' },
  { name: 'Inventory Management', description: 'Stock counts, reports and location tracking for stored goods.', icon: 'clipboard-list' },
  { name: 'Customs Clearance', description: 'Preparation and filing of import and export declarations.', icon: 'file-check' },
  { name: 'Cargo Inspection', description: 'Quantity and quality checks with photo reports on arrival or dispatch.', icon: 'search-check' },
  { name: 'Packaging and Labelling', description: 'Repacking, bagging and labelling to the buyer\u2019s requirements.', icon: 'tag' },
  { name: 'Fumigation', description: 'Certified fumigation of agricultural commodities and wooden packaging.', icon: 'spray-can' },
  { name: 'Transport Arrangement', description: 'Road, rail and sea legs booked to and from the warehouse.', icon: 'truck' },
];

/** Reference data every database needs. Idempotent: existing rows are kept as they are. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(roles).values(ROLES.map((name) => ({ name }))).onConflictDoNothing();
    await tx.insert(spaceTypes).values(SPACE_TYPES.map((name) => ({ name }))).onConflictDoNothing();
    await tx.insert(warehouseTypes).values(WAREHOUSE_TYPES.map((name) => ({ name }))).onConflictDoNothing();
    await tx.insert(features).values(FEATURES).onConflictDoNothing();
    await tx.insert(services).values(SERVICES).onConflictDoNothing();
    await tx
      .insert(platformFeatures)
      .values(PLATFORM_FEATURES.map(({ key, name, description }) => ({ key, name, description, isEnabled: true })))
      .onConflictDoNothing();
    await tx.insert(platformConfig).values({ id: 1, platformFeePercentage: '20' }).onConflictDoNothing();
    // Keeps names and descriptions of platform features in step with the code without touching their switches.
    for (const feature of PLATFORM_FEATURES) {
      await tx
        .update(platformFeatures)
        .set({ name: feature.name, description: feature.description })
        .where(sql`${platformFeatures.key} = ${feature.key} and (${platformFeatures.name} <> ${feature.name} or ${platformFeatures.description} <> ${feature.description})`);
    }
  });
}
