import type { I18n } from '@lingui/core';
import { formatQuantity } from '@shared/sizes';

/**
 * "20 pallets of Canned tomatoes" in the reader's language (describeGoods of @shared/goods, for a text
 * written per recipient): the unit and the commodity as the warehouse typed them.
 */
export function describeGoodsIn(i18n: I18n, goods: { quantity: number | string; quantityUnit: string; commodity: string }): string {
  return i18n._('{quantity} {unit} of {commodity}', { quantity: formatQuantity(goods.quantity), unit: goods.quantityUnit, commodity: goods.commodity });
}
