import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { OPERATING_HOURS, OPERATING_HOURS_LABELS, WEEKDAY_LABELS, WEEKDAYS } from '@shared/contracts/owner-warehouses';
import { CheckboxField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormField } from '@web/lib/use-form-field';
import type { OwnerWarehouseFormValues } from './form-values';

const HOURS_HINTS: Record<(typeof OPERATING_HOURS)[number], MessageDescriptor> = {
  '24_7': msg`Open around the clock, every day.`,
  business_hours: msg`Weekdays, 9:00 to 17:00.`,
  custom: msg`Opening and closing times for each day.`,
};

/** Operating hours (spec 01 section 9): 24/7, 9-5 or custom times for each weekday, Monday to Sunday. */
export function HoursSection() {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<OwnerWarehouseFormValues>();
  const { field, errorOf } = useFormField<OwnerWarehouseFormValues>();
  const [operatingHours, customHours] = useWatch({ control, name: ['operatingHours', 'customHours'] });
  const daysError = errorOf('customHours');

  return (
    <FormSection id="owner-warehouse-hours" title={t`Operating Hours`}>
      <fieldset>
        <legend className="sr-only">
          <Trans>Operating hours</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {OPERATING_HOURS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={value} className="mt-1 size-4 accent-brand-700" {...field('operatingHours', ['customHours'])} />
              <span>
                <span className="block font-semibold text-ink">{OPERATING_HOURS_LABELS[value]}</span>
                <span className="block text-sm text-ink-muted">{i18n._(HOURS_HINTS[value])}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {operatingHours === 'custom' && (
        <fieldset className="mt-6" aria-describedby={daysError ? 'owner-warehouse-days-error' : undefined}>
          <legend className="text-sm font-semibold text-ink">
            <Trans>Hours for each day</Trans>
          </legend>
          <p className="mt-1 text-sm text-ink-muted">
            <Trans>Untick a day the warehouse is closed.</Trans>
          </p>
          {daysError && (
            <p id="owner-warehouse-days-error" role="alert" className="mt-2 text-sm font-medium text-danger">
              {daysError}
            </p>
          )}
          <ul className="mt-4 space-y-3">
            {WEEKDAYS.map((day) => {
              const label = WEEKDAY_LABELS[day];
              const isOpen = customHours[day]?.isOpen ?? false;
              return (
                <li key={day} className="grid items-start gap-3 rounded-lg border border-line p-3 sm:grid-cols-[10rem_1fr_1fr]">
                  <CheckboxField
                    label={label}
                    className="sm:pt-8"
                    {...field(`customHours.${day}.isOpen`, ['customHours', `customHours.${day}.open`, `customHours.${day}.close`])}
                  />
                  <TextField
                    type="time"
                    label={t`${label} opens`}
                    disabled={!isOpen}
                    error={isOpen ? errorOf(`customHours.${day}.open`) : undefined}
                    {...field(`customHours.${day}.open`, [`customHours.${day}.close`])}
                  />
                  <TextField
                    type="time"
                    label={t`${label} closes`}
                    disabled={!isOpen}
                    error={isOpen ? errorOf(`customHours.${day}.close`) : undefined}
                    {...field(`customHours.${day}.close`)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </FormSection>
  );
}
