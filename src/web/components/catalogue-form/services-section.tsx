import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ServiceReference } from '@shared/contracts/reference';
import { moneyInputReading } from '@shared/money';
import { PRICING_TYPES } from '@shared/pricing';
import { CheckboxField, MoneyField, SelectField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormField } from '@web/lib/use-form-field';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { referenceText } from '@web/lib/reference-texts';
import type { ServiceFormValues } from './catalogue-form-values';

/** The part of the form this section works on. */
type ServicesValues = { services: ServiceFormValues[] };

/**
 * The Services section of a warehouse form: a checked service shows the price fields of its pricing
 * type. The form's `services` list is built from `services` in the same order, so an index names both.
 */
export function ServicesSection({ services, idPrefix = 'warehouse' }: { services: readonly ServiceReference[]; idPrefix?: string }) {
  const { t } = useLingui();
  const { control } = useFormContext<ServicesValues>();
  const { field, errorOf } = useFormField<ServicesValues>();
  const values = useWatch({ control, name: 'services' });

  return (
    <FormSection
      id={`${idPrefix}-services`}
      title={t`Services`}
      description={t`Services you offer at this warehouse and how each is priced.`}
    >
      {services.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No services are available yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {services.map((service, index) => {
            const value = values[index];
            const name = referenceText(service.name);
            const prefix = `services.${index}` as const;
            // A change of checkbox or pricing type clears the messages of the price fields it hides or shows.
            const rates = [`${prefix}.hourlyPrice`, `${prefix}.unitPrice`, `${prefix}.unitType`] as const;
            return (
              <li key={service.id} className="rounded-lg border border-line p-4">
                <CheckboxField
                  label={
                    <>
                      <span className="font-semibold">{name}</span>
                      {service.description && <span className="block text-ink-muted">{referenceText(service.description)}</span>}
                    </>
                  }
                  {...field(`${prefix}.isSelected`, rates)}
                />
                {value?.isSelected && (
                  <fieldset className="mt-4 ms-8">
                    <legend className="sr-only">
                      <Trans>Pricing of {name}</Trans>
                    </legend>
                    <div className="grid gap-4 sm:grid-cols-2">
                      <SelectField label={t`Pricing type`} {...field(`${prefix}.pricingType`, rates)}>
                        {PRICING_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {PRICING_TYPE_LABELS[type]}
                          </option>
                        ))}
                      </SelectField>
                      {value.pricingType === 'hourly_rate' && (
                        <MoneyField
                          label={t`Price per hour, in Euros`}
                          required
                          hint={moneyInputReading(value.hourlyPrice)}
                          error={errorOf(`${prefix}.hourlyPrice`)}
                          {...field(`${prefix}.hourlyPrice`)}
                        />
                      )}
                      {value.pricingType === 'per_unit' && (
                        <>
                          <MoneyField
                            label={t`Price per unit, in Euros`}
                            required
                            hint={moneyInputReading(value.unitPrice)}
                            error={errorOf(`${prefix}.unitPrice`)}
                            {...field(`${prefix}.unitPrice`)}
                          />
                          <TextField
                            label={t`Unit type`}
                            placeholder={t`e.g. pallet, container, tonne`}
                            required
                            error={errorOf(`${prefix}.unitType`)}
                            {...field(`${prefix}.unitType`)}
                          />
                        </>
                      )}
                      <TextField
                        label={t`Notes`}
                        className="sm:col-span-2"
                        error={errorOf(`${prefix}.notes`)}
                        {...field(`${prefix}.notes`)}
                      />
                    </div>
                  </fieldset>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </FormSection>
  );
}
