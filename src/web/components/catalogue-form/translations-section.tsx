import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LOCALE_NAMES, LOCALES, type Locale } from '@shared/locales';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { useFormField } from '@web/lib/use-form-field';
import type { ListingLanguageValues, TranslationFormValues } from './listing-language-values';

/**
 * The language the owner writes the listing's name and description in, and a name and description
 * per other language (issue #40): optional, an empty one shows the original to readers of that
 * language. Each language opens on its own (open from the start when it has a text), so the form
 * stays short for an owner who translates nothing; its fields are in that language and direction,
 * so what is typed there is spelt and read as that language.
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
      <div className="grid gap-4">
        <SelectField
          label={t`Written in`}
          hint={t`The language you wrote the name and description in.`}
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
        <ul className="grid gap-3">
          {LOCALES.map((locale, index) => (locale === writtenIn ? null : <TranslationEntry key={locale} locale={locale} index={index} />))}
        </ul>
      </div>
    </FormSection>
  );
}

/** One language's name and description, behind a button that says whether it is translated. */
function TranslationEntry({ locale, index }: { locale: Locale; index: number }) {
  const { t } = useLingui();
  const { field, errorOf } = useFormField<ListingLanguageValues>();
  const entry = useWatch<ListingLanguageValues, `translations.${number}`>({ name: `translations.${index}` }) as TranslationFormValues | undefined;
  const hasText = Boolean(entry?.name.trim() || entry?.description.trim());
  const [isOpen, setIsOpen] = useState(hasText);
  const fieldsId = useId();
  const nameError = errorOf(`translations.${index}.name`);
  const descriptionError = errorOf(`translations.${index}.description`);
  // A message is never hidden behind a closed entry: the first one gets the focus on a failed save.
  const isShown = isOpen || Boolean(nameError || descriptionError);
  return (
    <li className="rounded-lg border border-line">
      <button
        type="button"
        aria-expanded={isShown}
        aria-controls={fieldsId}
        onClick={() => setIsOpen(!isShown)}
        className="flex w-full items-center gap-3 rounded-lg px-4 py-3 text-start hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span lang={locale} className="font-semibold text-ink">
          {LOCALE_NAMES[locale]}
        </span>
        <span className="ms-auto text-sm text-ink-muted">{hasText ? t`Translated` : t`Not translated`}</span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 text-ink-muted transition-transform ${isShown ? 'rotate-180' : ''}`} />
      </button>
      {isShown && (
        <fieldset id={fieldsId} className="grid min-w-0 gap-4 border-t border-line px-4 pt-3 pb-4">
          <legend lang={locale} className="sr-only">
            {LOCALE_NAMES[locale]}
          </legend>
          <TextField label={t`Name`} lang={locale} dir="auto" autoComplete="off" error={nameError} {...field(`translations.${index}.name`)} />
          <TextAreaField
            label={t`Description`}
            lang={locale}
            dir="auto"
            rows={3}
            error={descriptionError}
            {...field(`translations.${index}.description`)}
          />
        </fieldset>
      )}
    </li>
  );
}
