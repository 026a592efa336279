import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';

/**
 * The platform's reference lists (space and warehouse types, features, services) are rows of the
 * database, named in English by the seed (src/server/db/seed/reference-data.ts) and read by every
 * screen that names a type, a feature or a service. A name or description the seed gave is shown in
 * the reader's language; one an administrator added later is shown as they wrote it.
 */
const REFERENCE_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  // Space types
  ['Indoor', msg`Indoor`],
  ['Outdoors', msg`Outdoors`],
  ['Cold Storage', msg`Cold Storage`],
  ['Temperature Controlled', msg`Temperature Controlled`],
  ['Bonded', msg`Bonded`],
  ['Hazardous Materials', msg`Hazardous Materials`],
  // Warehouse types
  ['General Storage', msg`General Storage`],
  ['Distribution Centre', msg`Distribution Centre`],
  ['Bonded Warehouse', msg`Bonded Warehouse`],
  ['Cold Store', msg`Cold Store`],
  ['Open Yard', msg`Open Yard`],
  ['Cross-Dock Facility', msg`Cross-Dock Facility`],
  // Features
  ['Loading Docks', msg`Loading Docks`],
  ['Ramp Access', msg`Ramp Access`],
  ['24/7 Access', msg`24/7 Access`],
  ['Truck Parking', msg`Truck Parking`],
  ['Rail Siding', msg`Rail Siding`],
  ['Port Access', msg`Port Access`],
  ['Forklifts', msg`Forklifts`],
  ['Pallet Racking', msg`Pallet Racking`],
  ['Overhead Crane', msg`Overhead Crane`],
  ['CCTV Surveillance', msg`CCTV Surveillance`],
  ['Sprinkler System', msg`Sprinkler System`],
  ['Climate Control', msg`Climate Control`],
  ['Certifications', msg`Certifications`],
  ['Special Handling', msg`Special Handling`],
  // Services and their descriptions
  ['Loading and Unloading', msg`Loading and Unloading`],
  ['Crew and equipment to load and unload trucks and containers.', msg`Crew and equipment to load and unload trucks and containers.`],
  ['Palletising', msg`Palletising`],
  ['Building, wrapping and labelling pallets for storage or onward transport.', msg`Building, wrapping and labelling pallets for storage or onward transport.`],
  ['Cross-Docking', msg`Cross-Docking`],
  ['Transfer from inbound to outbound vehicles with little or no storage time.', msg`Transfer from inbound to outbound vehicles with little or no storage time.`],
  ['Inventory Management', msg`Inventory Management`],
  ['Stock counts, reports and location tracking for stored goods.', msg`Stock counts, reports and location tracking for stored goods.`],
  ['Customs Clearance', msg`Customs Clearance`],
  ['Preparation and filing of import and export declarations.', msg`Preparation and filing of import and export declarations.`],
  ['Cargo Inspection', msg`Cargo Inspection`],
  ['Quantity and quality checks with photo reports on arrival or dispatch.', msg`Quantity and quality checks with photo reports on arrival or dispatch.`],
  ['Packaging and Labelling', msg`Packaging and Labelling`],
  ['Repacking, bagging and labelling to the buyer’s requirements.', msg`Repacking, bagging and labelling to the buyer’s requirements.`],
  ['Fumigation', msg`Fumigation`],
  ['Certified fumigation of agricultural commodities and wooden packaging.', msg`Certified fumigation of agricultural commodities and wooden packaging.`],
  ['Transport Arrangement', msg`Transport Arrangement`],
  ['Road, rail and sea legs booked to and from the warehouse.', msg`Road, rail and sea legs booked to and from the warehouse.`],
]);

/** A reference list's name or description in the reader's language; one the seed did not give, as written. Call it while rendering. */
export function referenceText(text: string): string {
  const descriptor = REFERENCE_TEXTS.get(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** A reference list's rows with their names in the reader's language, for a select's options. Call it while rendering. */
export function referenceItems<Item extends { name: string }>(items: readonly Item[]): Item[] {
  return items.map((item) => ({ ...item, name: referenceText(item.name) }));
}
