import { Trans, useLingui } from '@lingui/react/macro';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { formatDate } from '@shared/dates';
import { centsToEuroInput, formatCents, moneyInputReading, parseMoneyInput } from '@shared/money';
import { percentageFromFeeCents } from '@shared/offer-pricing';
import { MoneyField, PercentageField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { useFormField } from '@web/lib/use-form-field';
import { PanelSection } from '@web/components/ui/panel-section';
import type { OfferFigures, OfferFormValues } from './form-values';

/** Notes and the day the offer can be accepted until. `onDateChange`: the last refusal of the date is stale. */
export function NotesAndValiditySection({ onDateChange }: { onDateChange: () => void }) {
  const { t } = useLingui();
  const { control } = useFormContext<OfferFormValues>();
  const { field, errorOf } = useFormField<OfferFormValues>();
  const validUntil = useWatch({ control, name: 'validUntil' });
  const dateField = field('validUntil');
  const validUntilText = validUntil ? formatDate(validUntil) : '';
  return (
    <PanelSection title={t`Notes and Validity`}>
      <div className="grid gap-4 md:grid-cols-3">
        <TextAreaField label={t`Notes`} maxLength={5000} className="md:col-span-2" {...field('notes')} />
        <TextField
          label={t`Valid Until`}
          type="date"
          required
          error={errorOf('validUntil')}
          hint={validUntil ? t`The offer can be accepted until ${validUntilText}.` : undefined}
          {...dateField}
          onChange={(event) => {
            onDateChange();
            return dateField.onChange(event);
          }}
        />
      </div>
    </PanelSection>
  );
}

/**
 * Subtotal, platform fee and total. The fee is given as a percentage or as an amount: typing the
 * amount sets the percentage it is of the subtotal; an amount that agrees with no percentage goes
 * back to the percentage's when the field is left.
 */
export function SummarySection({ figures }: { figures: OfferFigures }) {
  const { t } = useLingui();
  const { control, setValue, clearErrors } = useFormContext<OfferFormValues>();
  const { field, errorOf } = useFormField<OfferFormValues>();
  const feePercentage = field('feePercentage');
  const {
    field: { value: typedFee, onChange: setTypedFee, onBlur: blurFee, name: feeName, ref: feeRef },
  } = useController({ control, name: 'feeAmount' });
  const shown = typedFee ?? centsToEuroInput(figures.feeCents);

  return (
    <PanelSection title={t`Summary`}>
      <div className="space-y-3 text-sm">
        <dl className="flex justify-between gap-4">
          <dt className="text-ink-muted">
            <Trans>Subtotal</Trans>
          </dt>
          <dd className="font-semibold text-ink" data-testid="offer-subtotal">
            {formatCents(figures.subtotalCents)}
          </dd>
        </dl>
        <div className="grid gap-4 sm:grid-cols-2">
          <PercentageField
            label={t`Platform fee (%)`}
            error={errorOf('feePercentage')}
            {...feePercentage}
            onChange={(event) => {
              // The percentage rules again: the amount follows it.
              setValue('feeAmount', null);
              return feePercentage.onChange(event);
            }}
          />
          <MoneyField
            label={t`Platform fee amount (€)`}
            name={feeName}
            ref={feeRef}
            value={shown}
            error={errorOf('feeAmount')}
            hint={moneyInputReading(shown)}
            onChange={(event) => {
              const text = event.target.value;
              setTypedFee(text);
              clearErrors(['feeAmount', 'feePercentage']);
              const cents = parseMoneyInput(text);
              const fromAmount = cents === null ? null : percentageFromFeeCents(figures.subtotalCents, cents);
              if (fromAmount !== null) setValue('feePercentage', String(fromAmount));
            }}
            onBlur={() => {
              if (typedFee !== null && figures.keptFeeCents === null) setValue('feeAmount', null);
              blurFee();
            }}
          />
        </div>
        <dl className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-ink">
            <Trans>Total with fee</Trans>
          </dt>
          <dd className="text-xl font-bold text-ink" data-testid="offer-total">
            {formatCents(figures.totalCents)}
          </dd>
        </dl>
        <p className="text-end text-sm text-ink-muted">
          <Trans>VAT not included</Trans>
        </p>
      </div>
    </PanelSection>
  );
}
