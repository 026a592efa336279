import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { defaultSpaceTypeId } from '@shared/estimate';
import { Button } from '@web/components/ui/button';
import { FieldError, NamedOptions, SelectField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormField } from '@web/lib/use-form-field';
import { referenceItems, referenceText } from '@web/lib/reference-texts';
import { adjustSpaceRequests, newSpaceRequest, type InquiryFormValues } from './form-values';

type SpaceRequestsSectionProps = {
  /** The space types every selected warehouse offers; null while they are still loading. */
  spaceTypes: { id: string; name: string }[] | null;
  /** The type a first row starts with, when offered (carried in from a warehouse page). */
  preferredTypeId: string | null;
};

/** Space Requirements: a row per space type and size, as many as wanted, of the types every selected warehouse offers. */
export function SpaceRequestsSection({ spaceTypes, preferredTypeId }: SpaceRequestsSectionProps) {
  const { t } = useLingui();
  const { control, getValues } = useFormContext<InquiryFormValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'spaceRequests' });
  const { field, errorOf } = useFormField<InquiryFormValues>();

  // Spec 02 section 5: when the offered types change, rows of types no longer offered go, and an
  // empty list gets one row of the preferred or default type.
  const typesKey = spaceTypes?.map((type) => type.id).join(',') ?? null;
  useEffect(() => {
    if (spaceTypes === null) return;
    const rows = getValues('spaceRequests');
    const adjusted = adjustSpaceRequests(rows, spaceTypes, preferredTypeId);
    if (adjusted !== rows) replace(adjusted);
    // The key stands for the list: a new array with the same types changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typesKey]);

  const types = (spaceTypes ?? []).map((type) => ({ ...type, name: referenceText(type.name) }));
  return (
    <FormSection id="inquiry-spaces" title={t`Space Requirements`}>
      {types.length === 0 ? (
        <div className="text-sm">
          <p className="font-medium text-ink">
            <Trans>No space types available</Trans>
          </p>
          <p className="text-ink-muted">
            <Trans>Select warehouses to see available space types</Trans>
          </p>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {fields.map((row, index) => {
              const number = index + 1;
              return (
                <li key={row.id} className="grid grid-cols-[1fr_auto] items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
                  <SelectField
                    label={t`Space type ${number}`}
                    className="col-span-2 sm:col-span-1"
                    error={errorOf(`spaceRequests.${index}.spaceTypeId`)}
                    {...field(`spaceRequests.${index}.spaceTypeId`, ['spaceRequests'])}
                  >
                    <NamedOptions items={referenceItems(types)} />
                  </SelectField>
                  <TextField
                    label={t`Size (m²) ${number}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    error={errorOf(`spaceRequests.${index}.sizeM2`)}
                    {...field(`spaceRequests.${index}.sizeM2`, ['spaceRequests'])}
                  />
                  <Button variant="ghost" className="mt-7" aria-label={t`Remove space request ${number}`} onClick={() => remove(index)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              );
            })}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => {
              const typeId = defaultSpaceTypeId(types);
              if (typeId) append(newSpaceRequest(typeId), { shouldFocus: false });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add Space Request</Trans>
          </Button>
        </>
      )}
      <FieldError id="inquiry-spaces-error" message={errorOf('spaceRequests')} />
    </FormSection>
  );
}
