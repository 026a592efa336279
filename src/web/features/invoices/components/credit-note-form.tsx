import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { issueCreditNoteBody, type InvoiceSummary, type IssueCreditNoteBody } from '@shared/contracts/invoices';
import { INVOICE_MESSAGES } from '@shared/errors';
import { formatCents, parseMoneyInput } from '@shared/money';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { MoneyField, TextAreaField } from '@web/components/ui/form-field';
import { PanelForm } from '@web/components/ui/panel-form';
import { formResolver, moneyText } from '@web/lib/form-schema';
import { useSavingForm } from '@web/lib/use-form-save';
import { useIssueCreditNote } from '../api/issue-credit-note';

type CreditScope = 'whole' | 'part';
/** What the form holds: whole or part, the reason, and for a part its net amount as typed (euros). */
type CreditNoteFormValues = { scope: CreditScope; reason: string; net: string };

const credit = issueCreditNoteBody.shape;
const reason = credit.reason;

/** The contract's checks on the values as typed: a part's net amount is read as cents first (moneyText). */
const creditNoteFormSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('whole'), reason, net: z.string() }),
  z.object({ scope: z.literal('part'), reason, net: moneyText(INVOICE_MESSAGES.amountInvalid).pipe(credit.netCents.unwrap().unwrap()) }),
]);

/** The body's fields as the form names them (the net amount is typed in euros); null: no field shows it. */
function formPathFor(bodyPath: string): string | null {
  if (bodyPath === 'netCents') return 'net';
  return bodyPath === 'reason' ? 'reason' : null;
}

function toBody(values: CreditNoteFormValues): IssueCreditNoteBody {
  // The schema has read a part's amount: parseMoneyInput answers the same cents here.
  return { reason: values.reason.trim(), netCents: values.scope === 'whole' ? null : parseMoneyInput(values.net) };
}

type CreditNoteFormProps = { invoice: InvoiceSummary; onDone: () => void; onCancel: () => void };

/**
 * "Issue credit note" on an invoice's card (administrators): the whole invoice, while nothing is paid
 * or credited, or a part before VAT, and why. A credit note is never withdrawn, so the form asks
 * first; the server's refusals land beside their field, others above the buttons.
 */
export function CreditNoteForm({ invoice, onDone, onCancel }: CreditNoteFormProps) {
  const { t } = useLingui();
  const issueCreditNote = useIssueCreditNote();
  const [toConfirm, setToConfirm] = useState<CreditNoteFormValues | null>(null);
  const canCreditWhole = invoice.openCents === invoice.totalCents;
  const saving = useSavingForm<CreditNoteFormValues>(
    { resolver: formResolver<CreditNoteFormValues>(creditNoteFormSchema), defaultValues: { scope: canCreditWhole ? 'whole' : 'part', reason: '', net: '' } },
    { formPathFor, fallback: INVOICE_MESSAGES.creditNoteFailed },
  );
  const { form, register, errors, showSaveError } = saving;
  const { control } = form;
  const isPart = useWatch({ control, name: 'scope' }) === 'part';
  const number = invoice.number;
  const open = formatCents(invoice.openCents);
  const title = t`Issue credit note against ${number}`;

  function send(values: CreditNoteFormValues) {
    issueCreditNote.mutate(
      { invoiceId: invoice.id, body: toBody(values) },
      {
        onSuccess: () => {
          setToConfirm(null);
          onDone();
        },
        onError: (error) => {
          setToConfirm(null);
          showSaveError(error);
        },
      },
    );
  }

  const netCents = toConfirm ? toBody(toConfirm).netCents : null;
  const credited = netCents === null ? null : formatCents(netCents);

  return (
    <>
      <PanelForm
        saving={saving}
        onSave={setToConfirm}
        title={t`Issue credit note`}
        label={title}
        headingLevel="h4"
        submitLabel={t`Issue Credit Note`}
        isPending={issueCreditNote.isPending}
        onCancel={onCancel}
      >
        <fieldset>
          <legend className="text-sm font-semibold text-ink">
            <Trans>What it credits</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink has-disabled:text-ink-muted">
              <input type="radio" value="whole" disabled={!canCreditWhole} className="size-4 accent-brand-700" {...register('scope')} />
              <Trans>Whole invoice</Trans>
            </label>
            <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
              <input type="radio" value="part" className="size-4 accent-brand-700" {...register('scope')} />
              <Trans>Part</Trans>
            </label>
          </div>
          {!canCreditWhole && <p className="mt-1 text-sm text-ink-muted">{INVOICE_MESSAGES.creditWholeAfterChanges}</p>}
        </fieldset>
        {isPart && (
          <MoneyField
            label={t`Net amount (€)`}
            className="sm:max-w-sm"
            hint={t`Before VAT; VAT is credited at the invoice's rate. ${open} is open, VAT included.`}
            required
            error={errors.net?.message}
            {...register('net')}
          />
        )}
        <TextAreaField label={t`Reason`} required rows={2} maxLength={500} error={errors.reason?.message} {...register('reason')} />
      </PanelForm>
      <ConfirmDialog
        isOpen={toConfirm !== null}
        title={t`Issue credit note?`}
        confirmLabel={t`Issue Credit Note`}
        pendingLabel={t`Issuing…`}
        isPending={issueCreditNote.isPending}
        onConfirm={() => toConfirm && send(toConfirm)}
        onCancel={() => setToConfirm(null)}
      >
        <p>
          <Trans>
            Issue credit note against <span className="whitespace-nowrap">{number}</span>? It cannot be undone.
          </Trans>
        </p>
        <p className="mt-2">{credited === null ? <Trans>It credits the whole invoice.</Trans> : <Trans>It credits {credited} before VAT.</Trans>}</p>
      </ConfirmDialog>
    </>
  );
}
