import type { I18n } from '@lingui/core';

/**
 * The names of the reference lists the server prints (space types and services, on invoice lines and
 * receipts), seeded in English (src/server/db/seed/reference-data.ts), as the web app's
 * src/web/lib/reference-texts.ts shows them: a name the seed gave in the reader's language, one an
 * administrator added later as they wrote it. The same names with the same translations as the
 * screens'; each is written out here so that `lingui extract` finds it.
 */
const REFERENCE_NAMES: ReadonlyMap<string, (i18n: I18n) => string> = new Map([
  // Space types
  ['Indoor', (i18n: I18n) => i18n._('Indoor')],
  ['Outdoors', (i18n: I18n) => i18n._('Outdoors')],
  ['Cold Storage', (i18n: I18n) => i18n._('Cold Storage')],
  ['Temperature Controlled', (i18n: I18n) => i18n._('Temperature Controlled')],
  ['Bonded', (i18n: I18n) => i18n._('Bonded')],
  ['Hazardous Materials', (i18n: I18n) => i18n._('Hazardous Materials')],
  // Services
  ['Loading and Unloading', (i18n: I18n) => i18n._('Loading and Unloading')],
  ['Palletising', (i18n: I18n) => i18n._('Palletising')],
  ['Cross-Docking', (i18n: I18n) => i18n._('Cross-Docking')],
  ['Inventory Management', (i18n: I18n) => i18n._('Inventory Management')],
  ['Customs Clearance', (i18n: I18n) => i18n._('Customs Clearance')],
  ['Cargo Inspection', (i18n: I18n) => i18n._('Cargo Inspection')],
  ['Packaging and Labelling', (i18n: I18n) => i18n._('Packaging and Labelling')],
  ['Fumigation', (i18n: I18n) => i18n._('Fumigation')],
  ['Transport Arrangement', (i18n: I18n) => i18n._('Transport Arrangement')],
]);

/** A space type's or a service's name in the language of `i18n`; a name the seed did not give, as written. */
export function referenceName(i18n: I18n, name: string): string {
  return REFERENCE_NAMES.get(name)?.(i18n) ?? name;
}
