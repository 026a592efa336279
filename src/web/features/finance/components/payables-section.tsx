import type { FinanceOverview } from '@shared/contracts/finance';
import { formatCents } from '@shared/money';
import { AMOUNT_CELL, AMOUNT_HEADER, EmptyLine, FinanceSection, TABLE, TABLE_FOOT, TABLE_HEAD, TableBox, TEXT_CELL } from './finance-section';

/** What the platform owes each owner (payable) and what they will be owed once traders pay (awaiting). */
export function PayablesSection({ payables }: { payables: FinanceOverview['payables'] }) {
  return (
    <FinanceSection
      section="payables"
      title="Payables to owners"
      description="Each owner's share of invoices their traders paid, not yet paid out, and their share of invoices still awaiting the trader's payment."
    >
      {payables.owners.length === 0 ? (
        <EmptyLine>No owner is owed anything.</EmptyLine>
      ) : (
        <TableBox label="Payables to owners">
          <table className={TABLE}>
            <caption className="sr-only">Payables to owners</caption>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className="px-3 py-2">
                  Owner
                </th>
                <th scope="col" className={AMOUNT_HEADER}>
                  Payable
                </th>
                <th scope="col" className={AMOUNT_HEADER}>
                  Awaiting payment
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {payables.owners.map((owner) => (
                <tr key={owner.ownerId}>
                  <th scope="row" className={`${TEXT_CELL} font-normal break-words`}>
                    {owner.ownerName}
                  </th>
                  <td className={AMOUNT_CELL}>{formatCents(owner.payableCents)}</td>
                  <td className={AMOUNT_CELL}>{formatCents(owner.earnedCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className={TABLE_FOOT}>
              <tr>
                <th scope="row" className={TEXT_CELL}>
                  Total
                </th>
                <td className={AMOUNT_CELL} data-testid="finance-payables-total">
                  {formatCents(payables.payableCents)}
                </td>
                <td className={AMOUNT_CELL}>{formatCents(payables.earnedCents)}</td>
              </tr>
            </tfoot>
          </table>
        </TableBox>
      )}
    </FinanceSection>
  );
}
