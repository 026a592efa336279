import { useLingui } from '@lingui/react/macro';
import type { FinanceOverview } from '@shared/contracts/finance';
import { formatCents } from '@shared/money';
import { EmptyLine, FinanceSection, FiguresTable } from './finance-section';

/** What the platform owes each owner (payable) and what they will be owed once traders pay (awaiting). */
export function PayablesSection({ payables }: { payables: FinanceOverview['payables'] }) {
  const { t } = useLingui();
  return (
    <FinanceSection
      section="payables"
      title={t`Payables to owners`}
      description={t`Each owner's share of invoices their traders paid, not yet paid out, and their share of invoices still awaiting the trader's payment.`}
      downloadLabel={t`Download payables to owners (CSV)`}
    >
      {payables.owners.length === 0 ? (
        <EmptyLine>{t`No owner is owed anything.`}</EmptyLine>
      ) : (
        <FiguresTable
          label={t`Payables to owners`}
          caption={t`Payables to owners`}
          headers={[t`Owner`, t`Payable`, t`Awaiting payment`]}
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
