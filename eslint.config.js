import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every web feature, read from its folders (beside this file, whatever the working directory), so a
 * new feature is kept apart from the others the day it is created; a hand-kept list drifts.
 */
const FEATURES = readdirSync(path.join(import.meta.dirname, 'src', 'web', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WEB_NOT_SERVER = { group: ['@server/*', '**/server/**'], message: 'The web app never imports server code.' };

/** Later config objects replace a rule's options, so each object carries every pattern for its files. */
function restrictImports(files, ...patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/** The same, for `files` except `ignores`. */
function restrictImportsExcept(files, ignores, ...patterns) {
  return { ...restrictImports(files, ...patterns), ignores };
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.test-data/**', 'node_modules/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Dependencies point one way: web -> shared <- server (core rule: no native resolver needed).
  restrictImports(['src/web/**'], WEB_NOT_SERVER),
  restrictImports(['src/server/**'], { group: ['@web/*', '**/web/**'], message: 'The server never imports web code.' }),
  restrictImports(['src/shared/**'], {
    group: ['@server/*', '@web/*', '**/server/**', '**/web/**', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'Shared code is pure: schemas and functions both sides can run.',
  }),
  // A feature's files (api, components, lib...) never import another feature; its pages compose features.
  ...FEATURES.map((feature) =>
    restrictImportsExcept([`src/web/features/${feature}/**`], [`src/web/features/${feature}/pages/**`], WEB_NOT_SERVER, {
      // Relative paths cannot tell a sibling feature from a nested folder of the same one, so
      // imports between features are checked by their alias (every feature import uses @web/).
      group: ['@web/features/*', `!@web/features/${feature}`, `!@web/features/${feature}/**`],
      message: 'Features do not import each other; compose them in pages.',
    }),
  ),
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server/main.ts', 'src/server/db/**/*-cli.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
