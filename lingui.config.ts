import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './src/shared/locales.ts';

/**
 * The message catalogues (docs/decisions/227-messages-library.md, 234 for the server's): English is the source,
 * written in the code with Lingui's macros; `npm run messages` extracts every message into one PO file
 * per language and part of the app (a feature's `locales/` folder, or src/web/locales for the frame),
 * where the translations are kept. The build compiles them and
 * gives each chunk of code the translations of its own messages only (scripts/vite-messages.ts).
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.tsx', '**/node_modules/**'];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  // One catalogue per feature, beside its code, and one for the app's frame and shared components:
  // each part of the app keeps its own translations.
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}',
      include: ['<rootDir>/src/web/app', '<rootDir>/src/web/components', '<rootDir>/src/web/lib'],
      exclude: TESTS,
    },
    {
      path: '<rootDir>/src/web/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/web/features/{name}/'],
      exclude: TESTS,
    },
    // What the server writes (e-mails, notifications, printed documents: decision 234), read by
    // src/server/platform/texts.ts.
    {
      path: '<rootDir>/src/server/locales/{locale}',
      include: ['<rootDir>/src/server/'],
      exclude: TESTS,
    },
  ],
  // The macros render with the app's i18n and components, which also work outside Lingui's provider.
  runtimeConfigModule: {
    i18n: ['@web/lib/i18n', 'i18n'],
    Trans: ['@web/lib/i18n-react', 'Trans'],
    useLingui: ['@web/lib/i18n-react', 'useLingui'],
  },
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
