import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { OfferFormContext } from '@shared/contracts/offers';
import { formatCents, moneyInputReading } from '@shared/money';
import { isCountedPricingType, offerFormPricingTypes, serviceQuantityError, type OfferPricingType } from '@shared/offer-pricing';
import { PRICING_TYPE_LABELS } from '@shared/pricing';
import { MoneyField, NamedOptions, SelectField, TextField } from '@web/components/ui/form-field';
import { useFormField } from '@web/lib/use-form-field';
import { LineFooter, LinesSection, Numbered, useLineField } from './form-parts';
import { newServiceValues, type OfferFormValues } from './form-values';
import { referenceItems } from '@web/lib/reference-texts';

const PRICE_LABELS: Record<OfferPricingType, MessageDescriptor> = {
  hourly_rate: msg`Price per hour (€)`,
  per_unit: msg`Price per unit (€)`,
  fixed: msg`Fixed price (€)`,
  ask_quote: msg`Price (€)`,
};

type ServicesSectionProps = {
  context: OfferFormContext;
  isEditing: boolean;
  lineTotalsCents: readonly number[];
};

/** The service lines: a service, its pricing type, and the quantity, price and unit that type uses. */
export function ServicesSection({ context, isEditing, lineTotalsCents }: ServicesSectionProps) {
  const { t } = useLingui();
  const { control, getValues } = useFormContext<OfferFormValues>();
  const { linesChanged } = useLineField();
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });

  return (
    <LinesSection
      title={t`Services`}
      addLabel={t`Add Service`}
      canAdd={context.services.length > 0}
      onAdd={() => {
        append(newServiceValues(context, getValues('services').map((line) => line.serviceId)));
        linesChanged();
      }}
      emptyText={t`No services yet.`}
      count={fields.length}
    >
      {fields.map((row, index) => (
        <ServiceRow
          key={row.id}
          index={index}
          services={context.services}
          isEditing={isEditing}
          totalCents={lineTotalsCents[index] ?? 0}
          onRemove={() => {
            remove(index);
            linesChanged();
          }}
        />
      ))}
    </LinesSection>
  );
}

type RowProps = {
  index: number;
  services: OfferFormContext['services'];
  isEditing: boolean;
  totalCents: number;
  onRemove: () => void;
};

function ServiceRow({ index, services, isEditing, totalCents, onRemove }: RowProps) {
  const { t, i18n } = useLingui();
  const { control, getValues, setValue } = useFormContext<OfferFormValues>();
  const { errorOf } = useFormField<OfferFormValues>();
  const { lineField } = useLineField();
  const [serviceId, pricingType, quantity, price] = useWatch({
    control,
    name: [`services.${index}.serviceId`, `services.${index}.pricingType`, `services.${index}.quantity`, `services.${index}.price`],
  });
  const isQuote = pricingType === 'ask_quote';
  const hasQuantity = isCountedPricingType(pricingType);
  const reading = moneyInputReading(price);
  const number = index + 1;
  const priceLabel = <Numbered label={i18n._(PRICE_LABELS[pricingType])} index={index} />;

  return (
    <li className="rounded-lg border border-line p-4">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <SelectField label={<Numbered label={t`Service`} index={index} />} error={errorOf(`services.${index}.serviceId`)} {...lineField(`services.${index}.serviceId`)}>
          {!services.some((service) => service.id === serviceId) && <option value="">
              <Trans>Choose a service</Trans>
            </option>}
          <NamedOptions items={referenceItems(services)} />
        </SelectField>
        <SelectField
          label={<Numbered label={t`Pricing type`} index={index} />}
          {...lineField(`services.${index}.pricingType`, (type) => {
            // An hourly line counts hours unless it says otherwise.
            if (type === 'hourly_rate' && !getValues(`services.${index}.unitType`)) setValue(`services.${index}.unitType`, 'hour');
          })}
        >
          {offerFormPricingTypes(isEditing, pricingType).map((type) => (
            <option key={type} value={type}>
              {PRICING_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        {/* A line without a quantity, price or unit shows the field empty and disabled; what was typed stays in the form. */}
        {hasQuantity ? (
          <TextField
            label={<Numbered label={t`Quantity`} index={index} />}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errorOf(`services.${index}.quantity`) ?? serviceQuantityError(pricingType, quantity) ?? undefined}
            {...lineField(`services.${index}.quantity`)}
          />
        ) : (
          <TextField label={<Numbered label={t`Quantity`} index={index} />} value="" disabled readOnly />
        )}
        {isQuote ? (
          <TextField label={priceLabel} value="" disabled readOnly />
        ) : (
          <MoneyField
            label={priceLabel}
            error={errorOf(`services.${index}.price`)}
            // How the text was read ("2,50" → €2.50), as under every catalogue price.
            hint={reading}
            {...lineField(`services.${index}.price`)}
          />
        )}
        {hasQuantity ? (
          <TextField label={<Numbered label={t`Unit`} index={index} />} maxLength={50} {...lineField(`services.${index}.unitType`)} />
        ) : (
          <TextField label={<Numbered label={t`Unit`} index={index} />} value="" disabled readOnly />
        )}
        <TextField
          label={<Numbered label={t`Service comments`} index={index} />}
          maxLength={2000}
          className="md:col-span-1 lg:col-span-2"
          {...lineField(`services.${index}.comments`)}
        />
        <LineFooter
          total={isQuote ? t`On request` : formatCents(totalCents)}
          testId={`service-total-${index + 1}`}
          removeLabel={t`Remove service ${number}`}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
