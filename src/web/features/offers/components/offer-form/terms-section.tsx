import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { useFormField } from '@web/lib/use-form-field';
import { LinesSection, Numbered } from './form-parts';
import { newTermValues, type OfferFormValues } from './form-values';

/** The offer's terms: a type ("Payment") and what it says. They carry no amount. */
export function TermsSection() {
  const { t } = useLingui();
  const { control } = useFormContext<OfferFormValues>();
  const { field, errorOf } = useFormField<OfferFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'terms' });

  return (
    <LinesSection title={t`Terms`} addLabel={t`Add Term`} onAdd={() => append(newTermValues())} emptyText={t`No terms yet.`} count={fields.length}>
      {fields.map((row, index) => {
        const number = index + 1;
        return (
          <li key={row.id} className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-[1fr_2fr_auto]">
            <TextField
              label={<Numbered label={t`Term type`} index={index} />}
              maxLength={100}
              error={errorOf(`terms.${index}.termType`)}
              {...field(`terms.${index}.termType`)}
            />
            <TextField
              label={<Numbered label={t`Term description`} index={index} />}
              maxLength={2000}
              error={errorOf(`terms.${index}.description`)}
              {...field(`terms.${index}.description`)}
            />
            <div className="flex items-end">
              <Button variant="ghost" size="sm" aria-label={t`Remove term ${number}`} onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </li>
        );
      })}
    </LinesSection>
  );
}
