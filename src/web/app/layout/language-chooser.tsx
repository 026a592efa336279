import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@shared/locales';
import { useNotice } from '@web/components/ui/notice';
import { useSession } from '@web/features/auth/api/get-session';
import { saveLocale } from '@web/features/profile/api/save-locale';
import { changeLocale, currentLocale } from '@web/lib/i18n';

/**
 * The language chooser of the top bar and the footers (decision 231): every text on the page changes
 * at once, without a reload. A signed-in user's choice is kept in their profile, so their next
 * sign-in, in any browser, opens in it; each language is named in itself ("Français").
 */
export function LanguageChooser({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { user } = useSession();
  const notice = useNotice();
  const locale = isLocale(i18n.locale) ? i18n.locale : currentLocale();

  async function choose(next: Locale) {
    await changeLocale(next);
    if (!user) return;
    await saveLocale({ locale: next }).catch(() => {
      notice.failure(t`Your choice of language could not be kept for your next sign-in.`);
    });
  }

  const colours = tone === 'dark' ? 'border-brand-600 bg-white text-ink' : 'border-line bg-white text-ink';
  return (
    // Each option is a language named in itself, so the select needs no words beside it; its label is for screen readers.
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value as Locale)}
        className={`h-9 min-w-0 rounded-md border px-2 text-sm ${colours}`}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Once signed in: the product opens in the user's own language, unless the address names one (a
 * shared link in another language); a user who never chose one keeps this browser's, which is saved
 * as theirs so their e-mails come in it.
 */
export function useUserLocale(): void {
  const { user } = useSession();
  const userId = user?.id;
  const userLocale = user?.locale;
  useEffect(() => {
    if (userId === undefined || userLocale === undefined) return;
    if (userLocale === null) {
      void saveLocale({ locale: currentLocale() }).catch(() => undefined);
      return;
    }
    const isNamedInAddress = new URLSearchParams(window.location.search).has('lang');
    if (userLocale !== currentLocale() && !isNamedInAddress) void changeLocale(userLocale);
  }, [userId, userLocale]);
}
