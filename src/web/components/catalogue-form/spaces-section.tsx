import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { RefObject } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { ReferenceData } from '@shared/contracts/reference';
import { moneyInputReading } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { MoneyField, NamedOptions, SelectField, SizeField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormField } from '@web/lib/use-form-field';
import { emptySpace, type SpaceFormValues } from './catalogue-form-values';
import { referenceItems } from '@web/lib/reference-texts';

/** The part of the form this section works on. */
type SpacesValues = { spaces: SpaceFormValues[] };

type SpacesSectionProps = {
  spaceTypes: ReferenceData['spaceTypes'];
  /** The Add Space button: where focus goes when a row is removed. */
  addButtonRef: RefObject<HTMLButtonElement | null>;
  /** Starts the ids of the section and its messages ("warehouse" → "warehouse-spaces"). */
  idPrefix?: string;
};

/** The Spaces section of a warehouse form: one row per space (type, size, price per m²), added and removed by the owner. */
export function SpacesSection({ spaceTypes, addButtonRef, idPrefix = 'warehouse' }: SpacesSectionProps) {
  const { t } = useLingui();
  const { control, clearErrors } = useFormContext<SpacesValues>();
  const { errorOf } = useFormField<SpacesValues>();
  // The generated `id` keys the rows (the spec's temporary id per space entry).
  const { fields, append, remove } = useFieldArray({ control, name: 'spaces' });
  const listError = errorOf('spaces');
  const errorId = `${idPrefix}-spaces-error`;

  return (
    <FormSection
      id={`${idPrefix}-spaces`}
      title={t`Spaces`}
      description={t`Each space of a different type, with its size and its price per m² per day.`}
    >
      <div className="space-y-4">
        {fields.map((row, index) => (
          <SpaceRow
            key={row.id}
            index={index}
            spaceTypes={spaceTypes}
            onRemove={() => {
              remove(index);
              // The row and its button are gone: focus lands somewhere useful rather than on the page.
              addButtonRef.current?.focus();
            }}
          />
        ))}
      </div>
      {/* An alert, so a failed submit's focus can land on it (useFocusFirstProblem): no field stands for the list. */}
      {listError && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {listError}
        </p>
      )}
      <Button
        ref={addButtonRef}
        variant="secondary"
        className="mt-4"
        aria-describedby={listError ? errorId : undefined}
        onClick={() => {
          clearErrors('spaces');
          append(emptySpace());
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add Space</Trans>
      </Button>
    </FormSection>
  );
}

type SpaceRowProps = {
  index: number;
  spaceTypes: ReferenceData['spaceTypes'];
  onRemove: () => void;
};

function SpaceRow({ index, spaceTypes, onRemove }: SpaceRowProps) {
  const { t } = useLingui();
  const { control } = useFormContext<SpacesValues>();
  const { field, errorOf } = useFormField<SpacesValues>();
  const price = useWatch({ control, name: `spaces.${index}.price` });
  const reading = moneyInputReading(price);
  const number = index + 1;

  return (
    <fieldset className="relative rounded-lg border border-line bg-surface-muted p-4">
      {/* Floated so it sits inside the box like a heading; still the fieldset's name. */}
      <legend className="float-start min-h-9 py-2 text-sm font-semibold text-ink">
        <Trans>Space {number}</Trans>
      </legend>
      <Button
        variant="ghost"
        size="sm"
        className="absolute top-3 end-3 text-danger"
        aria-label={t`Remove space ${number}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Remove</Trans>
      </Button>
      <div className="clear-both grid gap-4 pt-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1.25fr)]">
        <SelectField label={t`Space type`} required error={errorOf(`spaces.${index}.spaceTypeId`)} {...field(`spaces.${index}.spaceTypeId`)}>
          <option value="">{t`Select a space type`}</option>
          <NamedOptions items={referenceItems(spaceTypes)} />
        </SelectField>
        <SizeField min={0} error={errorOf(`spaces.${index}.sizeM2`)} {...field(`spaces.${index}.sizeM2`)} />
        <MoneyField
          label={t`Price per m² per day, in Euros`}
          required
          hint={reading && t`${reading} per m² per day`}
          error={errorOf(`spaces.${index}.price`)}
          {...field(`spaces.${index}.price`)}
        />
      </div>
    </fieldset>
  );
}
