import { useLingui } from '@lingui/react/macro';
import type { ReceiptVerification } from '@shared/contracts/receipts';
import { GOODS_CONDITION_LABELS, PACKAGING_LABELS } from '@shared/goods';
import { formatDate } from '@shared/dates';
import { formatQuantity } from '@shared/sizes';

type Goods = Pick<
  ReceiptVerification,
  'receivedOn' | 'commodity' | 'packaging' | 'quantity' | 'quantityUnit' | 'quantityInStore' | 'grossWeightKg' | 'marks' | 'condition' | 'damageNote'
>;

/** The goods a receipt states, as a term list: the same on the booking page and the public verification page. */
export function ReceivedGoods({ goods }: { goods: Goods }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Received`, formatDate(goods.receivedOn)],
    [t`Goods`, goods.commodity],
    [t`Packaging`, PACKAGING_LABELS[goods.packaging]],
    [t`Quantity received`, `${formatQuantity(goods.quantity)} ${goods.quantityUnit}`],
    [t`Quantity in store`, `${formatQuantity(goods.quantityInStore)} ${goods.quantityUnit}`],
    [t`Gross weight`, `${formatQuantity(goods.grossWeightKg)} kg`],
    [t`Condition`, goods.condition === 'damaged' ? `${GOODS_CONDITION_LABELS.damaged}: ${goods.damageNote}` : GOODS_CONDITION_LABELS.good],
  ];
  if (goods.marks) rows.push([t`Marks and lot numbers`, goods.marks]);
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
