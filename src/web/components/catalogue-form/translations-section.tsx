import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { LOCALE_NAMES, LOCALES } from '@shared/locales';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormField } from '@web/lib/use-form-field';
import type { ListingLanguageValues } from './listing-language-values';

/**
 * The language the owner writes the listing's name and description in, and a name and description
 * per other language (issue #40): optional, an empty one shows the original to readers of that
 * language. Each language's fields are a group named by the language, in its own language and
 * direction, so what is typed there is spelt and read as that language.
 */
export function TranslationsSection({ id }: { id: string }) {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<ListingLanguageValues>();
  const writtenIn = useWatch<ListingLanguageValues, 'writtenIn'>({ name: 'writtenIn' });
  return (
    <FormSection
      id={id}
      title={t`Translations`}
      description={t`Optional. Traders who read the site in another language see the name and description in their language when you add it here, and your original otherwise.`}
    >
      <div className="grid gap-6">
        <SelectField
          label={t`Name and description are written in`}
          className="sm:max-w-xs"
          error={errorOf('writtenIn')}
          {...field('writtenIn')}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
        {LOCALES.map((locale, index) =>
          locale === writtenIn ? null : (
            <fieldset key={locale} className="grid min-w-0 gap-4 rounded-lg border border-line p-4">
              <legend lang={locale} className="px-1 text-sm font-semibold text-ink">
                {LOCALE_NAMES[locale]}
              </legend>
              <TextField
                label={t`Name`}
                lang={locale}
                dir="auto"
                autoComplete="off"
                error={errorOf(`translations.${index}.name`)}
                {...field(`translations.${index}.name`)}
              />
              <TextAreaField
                label={t`Description`}
                lang={locale}
                dir="auto"
                rows={3}
                error={errorOf(`translations.${index}.description`)}
                {...field(`translations.${index}.description`)}
              />
            </fieldset>
          ),
        )}
      </div>
    </FormSection>
  );
}
