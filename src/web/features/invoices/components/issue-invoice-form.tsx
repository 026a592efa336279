import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { INVOICE_LINE_LIMITS, issueInvoiceBody, type IssueInvoiceBody } from '@shared/contracts/invoices';
import { todayIsoDate } from '@shared/dates';
import { INVOICE_MESSAGES } from '@shared/errors';
import { parseMoneyInput } from '@shared/money';
import { parseSizeInput } from '@shared/sizes';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { MoneyField, TextField } from '@web/components/ui/form-field';
import { MutationPanelForm } from '@web/components/ui/panel-form';
import { formResolver, moneyText, sizeText } from '@web/lib/form-schema';
import { useSavingForm } from '@web/lib/use-form-save';
import { useIssueInvoice } from '../api/issue-invoice';

/** A line as typed: the quantity and the unit price are text (the price in euros). */
type LineValues = { description: string; quantity: string; unit: string; unitPrice: string };
type IssueInvoiceFormValues = { supplyFrom: string; supplyTo: string; lines: LineValues[] };

const invoice = issueInvoiceBody.shape;
const line = invoice.lines.element.shape;

/** The contract's checks on the values as typed: quantities and prices are read first (sizeText, moneyText). */
const issueInvoiceFormSchema = z
  .object({
    supplyFrom: invoice.supplyFrom,
    supplyTo: invoice.supplyTo,
    lines: z
      .array(
        z.object({
          description: line.description,
          quantity: sizeText(INVOICE_MESSAGES.lineQuantityInvalid).pipe(line.quantity),
          unit: line.unit,
          unitPrice: moneyText(INVOICE_MESSAGES.amountInvalid).pipe(line.unitPriceCents),
        }),
      )
      .min(1, INVOICE_MESSAGES.linesRequired)
      .max(INVOICE_LINE_LIMITS.lines),
  })
  .refine((values) => values.supplyFrom <= values.supplyTo, { message: INVOICE_MESSAGES.periodOrder, path: ['supplyTo'] });

const NEW_LINE: LineValues = { description: '', quantity: '', unit: '', unitPrice: '' };

/** The body's fields as the form names them ("lines.0.unitPriceCents" is typed as "lines.0.unitPrice"); null: no field shows it. */
function formPathFor(bodyPath: string, values: IssueInvoiceFormValues): string | null {
  if (bodyPath === 'supplyFrom' || bodyPath === 'supplyTo') return bodyPath;
  const match = /^lines\.(\d+)\.(description|quantity|unit|unitPriceCents)$/.exec(bodyPath);
  if (!match || Number(match[1]) >= values.lines.length) return null;
  return `lines.${match[1]}.${match[2] === 'unitPriceCents' ? 'unitPrice' : match[2]}`;
}

function toBody(values: IssueInvoiceFormValues): IssueInvoiceBody {
  // The schema has read every quantity and price: the parsers answer the same numbers here.
  return {
    supplyFrom: values.supplyFrom,
    supplyTo: values.supplyTo,
    lines: values.lines.map((row) => ({
      description: row.description.trim(),
      quantity: parseSizeInput(row.quantity) ?? 0,
      unit: row.unit.trim(),
      unitPriceCents: parseMoneyInput(row.unitPrice) ?? 0,
    })),
  };
}

type IssueInvoiceFormProps = { bookingId: string; onDone: () => void; onCancel: () => void };

/**
 * "Issue invoice" on a booking (administrators): a further invoice with lines of their own (extra
 * handling, storage beyond the end date) and the period they were supplied in. VAT is the server's,
 * by the booking's buyer and the issue date.
 */
export function IssueInvoiceForm({ bookingId, onDone, onCancel }: IssueInvoiceFormProps) {
  const { t } = useLingui();
  const issueInvoice = useIssueInvoice();
  const saving = useSavingForm<IssueInvoiceFormValues>(
    {
      resolver: formResolver<IssueInvoiceFormValues>(issueInvoiceFormSchema),
      defaultValues: { supplyFrom: todayIsoDate(), supplyTo: todayIsoDate(), lines: [NEW_LINE] },
    },
    { formPathFor, fallback: INVOICE_MESSAGES.invoiceFailed },
  );
  const { form, register, errors } = saving;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });

  const linesError = errors.lines?.message ?? errors.lines?.root?.message;

  return (
    <MutationPanelForm
      saving={saving}
      mutation={issueInvoice}
      variables={(values) => ({ bookingId, body: toBody(values) })}
      onDone={onDone}
      title={t`Issue invoice`}
      headingLevel="h3"
      submitLabel={t`Issue Invoice`}
      pendingLabel={t`Issuing…`}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Supplied from`} type="date" required error={errors.supplyFrom?.message} {...register('supplyFrom')} />
        <TextField label={t`Supplied until`} type="date" required error={errors.supplyTo?.message} {...register('supplyTo')} />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          <Trans>Lines</Trans>
        </legend>
        <ol className="mt-2 space-y-3">
          {fields.map((row, index) => {
            const lineErrors = errors.lines?.[index];
            const lineNumber = index + 1;
            // Each label names its line for a screen reader ("Line 2 Quantity"); sighted users see the row.
            const lineLabel = (text: string) => (
              <>
                <span className="sr-only">
                  <Trans>Line {lineNumber}</Trans>{' '}
                </span>
                {text}
              </>
            );
            return (
              <li key={row.id} className="grid gap-3 rounded-md border border-line bg-white p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]">
                <TextField
                  label={lineLabel(t`Description`)}
                  required
                  maxLength={INVOICE_LINE_LIMITS.description}
                  error={lineErrors?.description?.message}
                  {...register(`lines.${index}.description`)}
                />
                <TextField
                  label={lineLabel(t`Quantity`)}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  error={lineErrors?.quantity?.message}
                  {...register(`lines.${index}.quantity`)}
                />
                <TextField
                  label={lineLabel(t`Unit`)}
                  required
                  maxLength={INVOICE_LINE_LIMITS.unit}
                  error={lineErrors?.unit?.message}
                  {...register(`lines.${index}.unit`)}
                />
                <MoneyField
                  label={lineLabel(t`Unit price (€)`)}
                  required
                  error={lineErrors?.unitPrice?.message}
                  {...register(`lines.${index}.unitPrice`)}
                />
                {/* Level with the inputs, below their labels (the label row is 1.75rem). */}
                <div className="flex items-start sm:pt-7">
                  <Button variant="ghost" size="md" aria-label={t`Remove line ${lineNumber}`} onClick={() => remove(index)} disabled={fields.length === 1}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sm:hidden">
                      <Trans>Remove</Trans>
                    </span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <ErrorAlert className="mt-3">{linesError}</ErrorAlert>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => append(NEW_LINE)} disabled={fields.length >= INVOICE_LINE_LIMITS.lines}>
          <Trans>Add Line</Trans>
        </Button>
      </fieldset>
      <p className="text-sm text-ink-muted">
        <Trans>Prices are before VAT; the invoice adds VAT by the buyer and the issue date.</Trans>
      </p>
    </MutationPanelForm>
  );
}
