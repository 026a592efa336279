import { useFormContext, useWatch } from 'react-hook-form';
import type { FeatureReference } from '@shared/contracts/reference';
import { CheckboxField, TextField } from '@web/components/ui/form-field';
import { FormSection } from './fields';
import { FEATURE_TYPE_LABELS, groupFeaturesByType, type WarehouseFormValues } from './form-values';
import { useFormField } from './use-form-field';

/** The form's `features` list is built from `features` in the same order, so an index names both. */
export function FeaturesSection({ features }: { features: readonly FeatureReference[] }) {
  const { control } = useFormContext<WarehouseFormValues>();
  const { field, errorOf } = useFormField();
  const values = useWatch({ control, name: 'features' });

  return (
    <FormSection id="warehouse-features" title="Features" description="What the warehouse offers. A custom feature needs a short description.">
      {features.length === 0 ? (
        <p className="text-sm text-ink-muted">No features are available yet.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          {groupFeaturesByType(features).map((group) => (
            <fieldset key={group.type}>
              <legend className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{FEATURE_TYPE_LABELS[group.type]}</legend>
              <div className="mt-3 space-y-3">
                {group.entries.map(({ feature, index }) => {
                  const isSelected = values[index]?.isSelected ?? false;
                  return (
                    <div key={feature.id}>
                      <CheckboxField
                        label={feature.name}
                        {...field(`features.${index}.isSelected`, [`features.${index}.customValue`])}
                      />
                      {feature.type === 'custom' && isSelected && (
                        <TextField
                          label={`Details for ${feature.name}`}
                          required
                          className="mt-2 ml-8"
                          error={errorOf(`features.${index}.customValue`)}
                          {...field(`features.${index}.customValue`)}
                        />
                      )}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </FormSection>
  );
}
