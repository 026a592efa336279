import { i18n, type Messages } from '@lingui/core';
import { setDisplayLocale } from '@shared/display-locale';
import { directionOf, formattingLocale, isLocale, LOCALE_COOKIE, SOURCE_LOCALE, type Locale } from '@shared/locales';

/**
 * The app's language (docs/decisions/231-messages-per-chunk.md). src/web/boot.js chose it before the
 * app ran and loads each chunk's messages in it; here Lingui is given those messages and told when
 * the language changes. Outside a browser page with boot.js (Vitest), English.
 */
type BootState = {
  locale: string;
  messages: Record<string, Messages>;
  load: (locale: string) => Promise<void>;
};

declare global {
  var __i18n: BootState | undefined;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const boot = globalThis.__i18n;
const initial: Locale = boot && isLocale(boot.locale) ? boot.locale : SOURCE_LOCALE;
i18n.load(initial, boot?.messages[initial] ?? {});
i18n.activate(initial);
setDisplayLocale(formattingLocale(initial));

export { i18n };

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/** Each language's whole catalogue, outside a build (the dev server and Vitest; scripts/vite-messages.ts). */
const WHOLE_CATALOGUES: Record<Exclude<Locale, typeof SOURCE_LOCALE>, () => Promise<{ default: Messages }>> = {
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  ar: () => import('virtual:messages/ar'),
  zh: () => import('virtual:messages/zh'),
};

/**
 * Changes the language without a reload: loads the messages of every chunk that has run, then
 * switches every text on the page at once, turns the page's direction, keeps the choice, and follows
 * it in the address when the address names a language.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  if (boot) {
    await boot.load(locale);
    i18n.load(locale, boot.messages[locale] ?? {});
  } else if (import.meta.env.DEV && locale !== SOURCE_LOCALE) {
    i18n.load(locale, (await WHOLE_CATALOGUES[locale]()).default);
  }
  // The formats first: activating renders every text again (router.tsx), dates and amounts among them.
  setDisplayLocale(formattingLocale(locale));
  i18n.activate(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  const address = new URL(window.location.href);
  if (address.searchParams.has('lang')) {
    address.searchParams.set('lang', locale);
    window.history.replaceState(window.history.state, '', address);
  }
}
