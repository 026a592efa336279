import type { InquiryDetail } from '@shared/contracts/inquiries';
import { commonSpaceTypeIds } from '@shared/estimate';
import { sumSizes } from '@shared/sizes';
import { useSelectedWarehouses } from '../../api/get-selected-warehouses';

type WarehouseSpace = { spaceTypeId: string; spaceTypeName: string; pricePerM2Cents: number };

/** A selected warehouse as the form shows it; name and spaces are null until its details arrive. */
export type SelectedWarehouse = {
  id: string;
  name: string | null;
  city: string;
  country: string;
  totalSizeM2: number | null;
  spaces: WarehouseSpace[] | null;
  isLoadFailed: boolean;
};

export type SelectedWarehouses = {
  warehouses: SelectedWarehouse[];
  /** Every selected warehouse has answered (or failed to), so the offered types are final. */
  isLoaded: boolean;
  /** The space types every loaded warehouse offers, in the first one's order. */
  spaceTypes: { id: string; name: string }[];
  /** The loaded ones, for the estimate. */
  loaded: (SelectedWarehouse & { spaces: WarehouseSpace[] })[];
};

/**
 * The warehouses the form is about: the edited inquiry's own, or the selected ones with their
 * details (spaces and prices decide the space types offered and the estimate).
 */
export function useSelectedWarehouseDetails(inquiry: InquiryDetail | undefined, warehouseIds: readonly string[]): SelectedWarehouses {
  const details = useSelectedWarehouses(inquiry ? [] : warehouseIds);
  const warehouses: SelectedWarehouse[] = inquiry
    ? [
        {
          ...inquiry.warehouse,
          totalSizeM2: sumSizes(inquiry.warehouse.spaces.map((space) => space.sizeM2)),
          spaces: inquiry.warehouse.spaces,
          isLoadFailed: false,
        },
      ]
    : warehouseIds.map((id, index) => {
        const query = details[index];
        const detail = query?.data;
        return detail
          ? { id, name: detail.name, city: detail.city, country: detail.country, totalSizeM2: detail.totalSizeM2, spaces: detail.spaces, isLoadFailed: false }
          : { id, name: null, city: '', country: '', totalSizeM2: null, spaces: null, isLoadFailed: query?.isError === true };
      });
  const loaded = warehouses.flatMap((warehouse) => (warehouse.spaces ? [{ ...warehouse, spaces: warehouse.spaces }] : []));
  const typeNames = new Map(loaded.flatMap((warehouse) => warehouse.spaces.map((space) => [space.spaceTypeId, space.spaceTypeName] as const)));
  return {
    warehouses,
    isLoaded: warehouses.every((warehouse) => warehouse.spaces !== null || warehouse.isLoadFailed),
    spaceTypes: commonSpaceTypeIds(loaded).map((id) => ({ id, name: typeNames.get(id) ?? id })),
    loaded,
  };
}
