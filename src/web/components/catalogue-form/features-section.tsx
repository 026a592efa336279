import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FeatureReference } from '@shared/contracts/reference';
import { CheckboxField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormField } from '@web/lib/use-form-field';
import { referenceText } from '@web/lib/reference-texts';
import { FEATURE_TYPE_LABELS, groupFeaturesByType, type FeatureFormValues } from './catalogue-form-values';

/** The part of the form this section works on. */
type FeaturesValues = { features: FeatureFormValues[] };

/**
 * The Features section of a warehouse form, grouped by type; a checked custom feature asks for its
 * details. The form's `features` list is built from `features` in the same order, so an index names both.
 */
export function FeaturesSection({ features, idPrefix = 'warehouse' }: { features: readonly FeatureReference[]; idPrefix?: string }) {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<FeaturesValues>();
  const { field, errorOf } = useFormField<FeaturesValues>();
  const values = useWatch({ control, name: 'features' });

  return (
    <FormSection id={`${idPrefix}-features`} title={t`Features`} description={t`What the warehouse offers. A custom feature needs a short description.`}>
      {features.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No features are available yet.</Trans>
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          {groupFeaturesByType(features).map((group) => (
            <fieldset key={group.type}>
              <legend className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{i18n._(FEATURE_TYPE_LABELS[group.type])}</legend>
              <div className="mt-3 space-y-3">
                {group.entries.map(({ feature, index }) => {
                  const isSelected = values[index]?.isSelected ?? false;
                  const name = referenceText(feature.name);
                  return (
                    <div key={feature.id}>
                      <CheckboxField
                        label={name}
                        {...field(`features.${index}.isSelected`, [`features.${index}.customValue`])}
                      />
                      {feature.type === 'custom' && isSelected && (
                        <TextField
                          label={t`Details for ${name}`}
                          required
                          className="mt-2 ms-8"
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
