/**
 * The names and descriptions the seed gives the platform's reference lists (space and warehouse types,
 * features, services: rows of the database, src/server/db/seed/reference-data.ts), which screens,
 * invoices and receipts show in the reader's language. A label map of the shared catalogue, by its own
 * English, so that `npm run messages` and the web build find each text (scripts/shared-messages.ts);
 * a name an administrator added later is none of these and is shown as they wrote it.
 */
const SEEDED = [
  // Space types
  'Indoor',
  'Outdoors',
  'Cold Storage',
  'Temperature Controlled',
  'Bonded',
  'Hazardous Materials',
  // Warehouse types
  'General Storage',
  'Distribution Centre',
  'Bonded Warehouse',
  'Cold Store',
  'Open Yard',
  'Cross-Dock Facility',
  // Features
  'Loading Docks',
  'Ramp Access',
  '24/7 Access',
  'Truck Parking',
  'Rail Siding',
  'Port Access',
  'Forklifts',
  'Pallet Racking',
  'Overhead Crane',
  'CCTV Surveillance',
  'Sprinkler System',
  'Climate Control',
  'Certifications',
  'Special Handling',
  // Services and their descriptions
  'Loading and Unloading',
  'Crew and equipment to load and unload trucks and containers.',
  'Palletising',
  'Building, wrapping and labelling pallets for storage or onward transport.',
  'Cross-Docking',
  'Transfer from inbound to outbound vehicles with little or no storage time.',
  'Inventory Management',
  'Stock counts, reports and location tracking for stored goods.',
  'Customs Clearance',
  'Preparation and filing of import and export declarations.',
  'Cargo Inspection',
  'Quantity and quality checks with photo reports on arrival or dispatch.',
  'Packaging and Labelling',
  'Repacking, bagging and labelling to the buyer’s requirements.',
  'Fumigation',
  'Certified fumigation of agricultural commodities and wooden packaging.',
  'Transport Arrangement',
  'Road, rail and sea legs booked to and from the warehouse.',
] as const;

export const REFERENCE_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(SEEDED.map((text) => [text, text]));

/** Whether a name or description is one the seed gave, which the shared catalogue translates. */
export function isReferenceText(text: string): boolean {
  return Object.hasOwn(REFERENCE_TEXTS, text);
}
