import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PayoutCandidate, PayoutPreview } from '@shared/contracts/payout-runs';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { ResponsiveTable, CardFacts, type TableColumn } from '@web/components/ui/responsive-table';

const AMOUNT_CELL = 'text-end whitespace-nowrap text-ink';

/**
 * Which bank file carries the payment: the SEPA XML and the CSV, or the CSV only (an IBAN outside SEPA).
 * Called while a component that calls useLingui() renders, so it follows the language.
 */
export function payoutFileLabel(inSepaFile: boolean): string {
  return inSepaFile ? 'SEPA' : t`CSV only`;
}

function OwnerCell({ payee }: { payee: PayoutCandidate }) {
  return (
    <>
      <span className="font-medium break-words text-ink">{payee.ownerName}</span>
      <span className="block text-ink-muted break-all">{payee.ownerEmail}</span>
    </>
  );
}

/** The table's columns, in the language shown (called while PayoutPreviewView renders). */
const columns = (): TableColumn<PayoutCandidate & { id: string }>[] => [
  { header: t`Owner`, cell: (payee) => <OwnerCell payee={payee} /> },
  { header: t`Account holder`, cellClassName: 'break-words text-ink', cell: (payee) => payee.bankAccount?.accountHolder },
  {
    header: 'IBAN',
    cell: (payee) => (
      <>
        <span className="font-mono whitespace-nowrap text-ink">{payee.bankAccount?.ibanMasked}</span>
        <span className="block font-mono text-ink-muted">{payee.bankAccount?.bic}</span>
      </>
    ),
  },
  { header: t`File`, cellClassName: 'whitespace-nowrap text-ink', cell: (payee) => payoutFileLabel(payee.inSepaFile) },
  { header: t`Amount`, headerClassName: 'text-end', cellClassName: `${AMOUNT_CELL} font-semibold`, cell: (payee) => formatCents(payee.payableCents) },
];

/** One of the figures under the preview's table (the total, how many owners, the minimum): its term, then its value. */
function PreviewFigure({ term, valueClassName = 'font-semibold text-ink', testId, children }: { term: ReactNode; valueClassName?: string; testId?: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <dt className="text-sm font-medium text-ink-muted">{term}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What a payout run with the chosen cut-off would do: the owners it pays (masked IBAN, amount) and
 * the total, the owners due but without bank details (they must add them in their profile), and what
 * waits below the minimum for a later run.
 */
export function PayoutPreviewView({ preview }: { preview: PayoutPreview }) {
  const { t } = useLingui();
  const payees = preview.payees.map((payee) => ({ ...payee, id: payee.ownerId }));
  const waiting = preview.belowMinimum.owners;
  const waitingTotal = formatCents(preview.belowMinimum.totalCents);
  const minimum = formatCents(preview.minimumCents);
  return (
    <div className="space-y-5">
      {payees.length > 0 ? (
        <div>
          <h3 className="mb-3 text-base font-semibold text-ink">
            <Trans>Owners to pay</Trans>
          </h3>
          <ResponsiveTable
            rows={payees}
            caption={t`Owners this payout run would pay`}
            listLabel={t`Owners to pay`}
            columns={columns()}
            card={(payee) => (
              <>
                <p className="text-sm">
                  <OwnerCell payee={payee} />
                </p>
                <CardFacts
                  facts={[
                    { label: t`Account holder:`, value: payee.bankAccount?.accountHolder, valueClassName: 'break-words text-ink' },
                    { label: t`IBAN:`, value: payee.bankAccount?.ibanMasked, valueClassName: 'font-mono text-ink' },
                    { label: t`BIC:`, value: payee.bankAccount?.bic, valueClassName: 'font-mono text-ink' },
                    { label: t`File:`, value: payoutFileLabel(payee.inSepaFile) },
                    { label: t`Amount:`, value: formatCents(payee.payableCents), valueClassName: 'font-semibold text-ink' },
                  ]}
                />
              </>
            )}
          />
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-6 text-center text-ink">
          <Trans>No owner is due a payout up to this cut-off: nothing to pay.</Trans>
        </p>
      )}

      <dl className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 rounded-lg bg-surface-muted px-4 py-3">
        <PreviewFigure term={<Trans>Total to pay</Trans>} valueClassName="text-xl font-bold text-ink" testId="payout-preview-total">
          {formatCents(preview.totalCents)}
        </PreviewFigure>
        <PreviewFigure term={<Trans>Owners</Trans>}>{preview.payees.length}</PreviewFigure>
        <PreviewFigure term={<Trans>Minimum payout</Trans>}>{formatCents(preview.minimumCents)}</PreviewFigure>
      </dl>

      {preview.withoutBankAccount.length > 0 && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <h3 className="font-semibold">
            <Trans>Not paid: no bank details</Trans>
          </h3>
          <p className="mt-1">
            <Trans>These owners are due a payout but have not given their bank details. They must add them in their profile before a run can pay them.</Trans>
          </p>
          <ul className="mt-2 space-y-1">
            {preview.withoutBankAccount.map((owner) => (
              <li key={owner.ownerId} className="flex flex-wrap justify-between gap-x-4">
                <span className="min-w-0 break-words">
                  {owner.ownerName} <span className="break-all text-amber-900">({owner.ownerEmail})</span>
                </span>
                <span className="font-semibold whitespace-nowrap">{formatCents(owner.payableCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {waiting > 0 && (
        <p className="text-sm text-ink-muted">
          <Trans>
            <Plural value={waiting} one={`# owner with ${waitingTotal} in all waits`} other={`# owners with ${waitingTotal} in all wait`} /> below the minimum of {minimum} for
            a later run (
            <Link to={paths.adminSettings.getHref()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              payout settings
            </Link>
            ).
          </Trans>
        </p>
      )}
    </div>
  );
}
