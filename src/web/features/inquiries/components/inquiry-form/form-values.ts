import { defaultSpaceTypeId } from '@shared/estimate';

/** A space request row of the inquiry form; the size is kept as typed. */
export type SpaceRow = { key: string; spaceTypeId: string; size: string };

let rowCounter = 0;
export function newRow(spaceTypeId: string, size = '0'): SpaceRow {
  rowCounter += 1;
  return { key: `space-row-${rowCounter}`, spaceTypeId, size };
}

/**
 * Spec 02 section 5: rows of types no longer offered are dropped; with none left and some types
 * offered, one row of the preferred type (if offered), else the default type (Outdoors, else the
 * first), size 0. Answers the same array when nothing changes.
 */
export function adjustRows(rows: SpaceRow[], types: { id: string; name: string }[], preferredTypeId: string | null): SpaceRow[] {
  const offered = new Set(types.map((type) => type.id));
  const kept = rows.filter((row) => offered.has(row.spaceTypeId));
  if (kept.length > 0 || types.length === 0) return kept.length === rows.length ? rows : kept;
  const typeId = preferredTypeId && offered.has(preferredTypeId) ? preferredTypeId : defaultSpaceTypeId(types);
  return typeId ? [newRow(typeId)] : [];
}
