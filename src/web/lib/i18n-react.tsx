import { type I18nContext, LinguiContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext } from 'react';
import { i18n } from './i18n';

/**
 * What Lingui's macros (`<Trans>`, `useLingui`) render with (lingui.config.ts, runtimeConfigModule):
 * Lingui's own, but also outside its provider, where they read the app's one i18n. Inside the
 * provider (providers.tsx) a change of language renders every text again.
 */
const OUTSIDE_PROVIDER: I18nContext = { i18n, _: i18n.t.bind(i18n) };

export function useLingui(): I18nContext {
  return useContext(LinguiContext) ?? OUTSIDE_PROVIDER;
}

/** @public The macros' `<Trans>` (lingui.config.ts names it; no module imports it by name). */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
