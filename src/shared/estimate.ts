/**
 * The inquiry's estimated cost (spec 02 section 9) and the space-type rules of the inquiry form
 * (spec 02 section 5). Pure functions: the form shows the estimate, the server stores it.
 */
import { periodDays } from './dates';
import { toHundredths } from './money';

export type EstimateSpaceRequest = { spaceTypeId: string; sizeM2: number | string };
export type EstimateWarehouse = { spaces: readonly { spaceTypeId: string; pricePerM2Cents: number }[] };

/**
 * For each space request and each warehouse: the lowest price per m² among that warehouse's spaces
 * of the requested type, times the size, times the days; summed. A request whose type a warehouse
 * lacks adds nothing for that warehouse. Days count both ends (`periodDays`). Integer cents, rounded half up once at the end (sizes have
 * two decimals, so the exact sum is a whole number of hundredths of a cent).
 *
 * Null when the dates are invalid, the range has no days (end before start) or no warehouse is
 * given. Showing it only for exactly one selected warehouse is the screen's rule, not this one's.
 */
export function estimateInquiryCost(input: {
  startDate: string;
  endDate: string;
  spaceRequests: readonly EstimateSpaceRequest[];
  warehouses: readonly EstimateWarehouse[];
}): number | null {
  const days = periodDays(input.startDate, input.endDate);
  if (days === null || input.warehouses.length === 0) return null;
  let hundredthsOfCents = 0;
  for (const request of input.spaceRequests) {
    const sizeHundredths = toHundredths(request.sizeM2);
    if (sizeHundredths === null || sizeHundredths <= 0) continue;
    for (const warehouse of input.warehouses) {
      const price = lowestPrice(warehouse, request.spaceTypeId);
      if (price !== null) hundredthsOfCents += price * sizeHundredths * days;
    }
  }
  return Math.floor((hundredthsOfCents + 50) / 100);
}

function lowestPrice(warehouse: EstimateWarehouse, spaceTypeId: string): number | null {
  let lowest: number | null = null;
  for (const space of warehouse.spaces) {
    if (space.spaceTypeId === spaceTypeId && (lowest === null || space.pricePerM2Cents < lowest)) lowest = space.pricePerM2Cents;
  }
  return lowest;
}

/**
 * Space types present in every selected warehouse, in the order the first warehouse lists them
 * (each once). No warehouses: none.
 */
export function commonSpaceTypeIds(warehouses: readonly { spaces: readonly { spaceTypeId: string }[] }[]): string[] {
  const [first, ...rest] = warehouses;
  if (!first) return [];
  const others = rest.map((warehouse) => new Set(warehouse.spaces.map((space) => space.spaceTypeId)));
  const common: string[] = [];
  for (const { spaceTypeId } of first.spaces) {
    if (!common.includes(spaceTypeId) && others.every((types) => types.has(spaceTypeId))) common.push(spaceTypeId);
  }
  return common;
}

/** The type a new space request starts with: the one named "Outdoors" (any case), else the first; null for none. */
export function defaultSpaceTypeId(types: readonly { id: string; name: string }[]): string | null {
  const outdoors = types.find((type) => type.name.trim().toLowerCase() === 'outdoors');
  return (outdoors ?? types[0])?.id ?? null;
}
