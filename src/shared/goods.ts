import { formatQuantity } from './sizes';

/** "20 pallets of Canned tomatoes", "1,020.50 bags of Rice": how goods are named in messages, notifications and on screen. */
export function describeGoods(goods: { quantity: number | string; quantityUnit: string; commodity: string }): string {
  return `${formatQuantity(goods.quantity)} ${goods.quantityUnit} of ${goods.commodity}`;
}
