import { GOODS_CONDITION_LABELS, PACKAGING_LABELS, type ReceiptVerification } from '@shared/contracts/receipts';
import { formatDate } from '@shared/dates';
import { formatQuantity } from '@shared/sizes';

type Goods = Pick<
  ReceiptVerification,
  'receivedOn' | 'commodity' | 'packaging' | 'quantity' | 'quantityUnit' | 'quantityInStore' | 'grossWeightKg' | 'marks' | 'condition' | 'damageNote'
>;

/** The goods a receipt states, as a term list: the same on the booking page and the public verification page. */
export function ReceivedGoods({ goods }: { goods: Goods }) {
  const rows: [string, string][] = [
    ['Received', formatDate(goods.receivedOn)],
    ['Goods', goods.commodity],
    ['Packaging', PACKAGING_LABELS[goods.packaging]],
    ['Quantity received', `${formatQuantity(goods.quantity)} ${goods.quantityUnit}`],
    ['Quantity in store', `${formatQuantity(goods.quantityInStore)} ${goods.quantityUnit}`],
    ['Gross weight', `${formatQuantity(goods.grossWeightKg)} kg`],
    ['Condition', goods.condition === 'damaged' ? `${GOODS_CONDITION_LABELS.damaged}: ${goods.damageNote}` : GOODS_CONDITION_LABELS.good],
  ];
  if (goods.marks) rows.push(['Marks and lot numbers', goods.marks]);
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink-muted">{term}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
