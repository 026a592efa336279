/**
 * The six services of the cargo agent. The key is the id of the home page section and the value
 * of its `?scrollTo=` parameter; the header's Services menu lists the same entries.
 */
export const SERVICE_SECTIONS = [
  { key: 'storage', title: 'Storage Coordination' },
  { key: 'inspection', title: 'Cargo Inspection' },
  { key: 'compliance', title: 'Export Compliance' },
  { key: 'customs', title: 'Customs Clearance' },
  { key: 'handling', title: 'Handling and Loading' },
  { key: 'distribution', title: 'Distribution' },
] as const;

export type ServiceKey = (typeof SERVICE_SECTIONS)[number]['key'];

export function isServiceKey(value: string | null | undefined): value is ServiceKey {
  return SERVICE_SECTIONS.some((section) => section.key === value);
}
