import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { recordPaymentBody, type InvoiceSummary } from '@shared/contracts/invoices';
import { todayIsoDate } from '@shared/dates';
import { INVOICE_MESSAGES } from '@shared/errors';
import { centsToEuroInput, formatCents, parseMoneyInput } from '@shared/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@shared/statuses/invoice';
import { MoneyField, SelectField, TextField } from '@web/components/ui/form-field';
import { MutationPanelForm } from '@web/components/ui/panel-form';
import { formResolver, moneyText } from '@web/lib/form-schema';
import { useSavingForm } from '@web/lib/use-form-save';
import { useRecordPayment } from '../api/record-payment';

/** What the form holds: the amount as typed (euros), the method unchosen until the administrator says. */
type PaymentFormValues = { paidOn: string; amount: string; method: PaymentMethod | ''; reference: string };

const payment = recordPaymentBody.shape;

/** The contract's checks on the values as typed; the amount is read as cents first (moneyText). */
const paymentFormSchema = z.object({
  paidOn: payment.paidOn,
  amount: moneyText(INVOICE_MESSAGES.amountInvalid).pipe(payment.amountCents),
  method: payment.method,
  reference: payment.reference,
});

/** The body's fields as the form names them (the amount is typed in euros); null: no field shows it. */
function formPathFor(bodyPath: string): string | null {
  if (bodyPath === 'amountCents') return 'amount';
  return bodyPath === 'paidOn' || bodyPath === 'method' || bodyPath === 'reference' ? bodyPath : null;
}

type PaymentFormProps = { invoice: InvoiceSummary; onDone: () => void; onCancel: () => void };

/**
 * "Record payment" on an invoice's card (administrators): when the money arrived, how much (the open
 * amount to start with), how and its reference. The server's refusals (more than is open, a date in
 * the future) land beside their field, others above the buttons; focus moves to the first.
 */
export function PaymentForm({ invoice, onDone, onCancel }: PaymentFormProps) {
  const { t } = useLingui();
  const recordPayment = useRecordPayment();
  const saving = useSavingForm<PaymentFormValues>(
    { resolver: formResolver<PaymentFormValues>(paymentFormSchema), defaultValues: { paidOn: todayIsoDate(), amount: centsToEuroInput(invoice.openCents), method: '', reference: '' } },
    { formPathFor, fallback: INVOICE_MESSAGES.paymentFailed },
  );
  const { register, errors } = saving;
  const number = invoice.number;
  const open = formatCents(invoice.openCents);
  const title = t`Record payment for ${number}`;

  function toVariables(values: PaymentFormValues) {
    const body = {
      paidOn: values.paidOn,
      // The schema has read it: parseMoneyInput answers the same cents here.
      amountCents: parseMoneyInput(values.amount) ?? 0,
      method: values.method as PaymentMethod,
      reference: values.reference.trim(),
    };
    return { invoiceId: invoice.id, body };
  }

  return (
    <MutationPanelForm
      saving={saving}
      mutation={recordPayment}
      variables={toVariables}
      onDone={onDone}
      title={t`Record payment`}
      label={title}
      headingLevel="h4"
      submitLabel={t`Record Payment`}
      pendingLabel={t`Recording…`}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Date paid`} type="date" required max={todayIsoDate()} error={errors.paidOn?.message} {...register('paidOn')} />
        <MoneyField label={t`Amount (€)`} hint={t`${open} is open.`} required error={errors.amount?.message} {...register('amount')} />
        <SelectField label={t`Method`} required error={errors.method?.message} {...register('method')}>
          <option value="">{t`Select a method`}</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Reference`} hint={t`e.g. the bank's transaction reference`} maxLength={200} error={errors.reference?.message} {...register('reference')} />
      </div>
    </MutationPanelForm>
  );
}
