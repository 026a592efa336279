import type { FinanceOverview } from '@shared/contracts/finance';
import { formatCents } from '@shared/money';
import { EmptyLine, FinanceSection, FiguresTable } from './finance-section';

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
        <FiguresTable
          label="Payables to owners"
          caption="Payables to owners"
          headers={['Owner', 'Payable', 'Awaiting payment']}
          rows={payables.owners.map((owner) => ({
            key: owner.ownerId,
            label: owner.ownerName,
            labelClassName: 'break-words',
            cells: [{ value: formatCents(owner.payableCents) }, { value: formatCents(owner.earnedCents) }],
          }))}
          total={[{ value: formatCents(payables.payableCents), testId: 'finance-payables-total' }, { value: formatCents(payables.earnedCents) }]}
        />
      )}
    </FinanceSection>
  );
}
