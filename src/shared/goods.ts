import { formatQuantity } from './sizes';

/** "20 pallets of Canned tomatoes", "1,020.50 bags of Rice": how goods are named in messages, notifications and on screen. */
export function describeGoods(goods: { quantity: number | string; quantityUnit: string; commodity: string }): string {
  return `${formatQuantity(goods.quantity)} ${goods.quantityUnit} of ${goods.commodity}`;
}

/** How goods arrive (issue #38). */
export const PACKAGING_KINDS = ['pallets', 'bags', 'bulk', 'containers', 'other'] as const;
export type PackagingKind = (typeof PACKAGING_KINDS)[number];
export const PACKAGING_LABELS: Record<PackagingKind, string> = {
  pallets: 'Pallets',
  bags: 'Bags',
  bulk: 'Bulk',
  containers: 'Containers',
  other: 'Other',
};

export const GOODS_CONDITIONS = ['good', 'damaged'] as const;
export type GoodsCondition = (typeof GOODS_CONDITIONS)[number];
export const GOODS_CONDITION_LABELS: Record<GoodsCondition, string> = { good: 'Good', damaged: 'Damaged' };
