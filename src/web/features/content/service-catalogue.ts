import { msg } from '@lingui/core/macro';

/**
 * The six services of the cargo agent. The key is the id of the home page section and the value
 * of its `?scrollTo=` parameter; the header's Services menu lists the same entries. Each title is a
 * message descriptor, read in the language of the moment where it is drawn (`i18n._(title)`).
 */
export const SERVICE_SECTIONS = [
  { key: 'storage', title: msg`Storage Coordination` },
  { key: 'inspection', title: msg`Cargo Inspection` },
  { key: 'compliance', title: msg`Export Compliance` },
  { key: 'customs', title: msg`Customs Clearance` },
  { key: 'handling', title: msg`Handling and Loading` },
  { key: 'distribution', title: msg`Distribution` },
] as const;

export type ServiceKey = (typeof SERVICE_SECTIONS)[number]['key'];

export function isServiceKey(value: string | null | undefined): value is ServiceKey {
  return SERVICE_SECTIONS.some((section) => section.key === value);
}
