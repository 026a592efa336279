import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth', 'users', 'profile', 'platform', 'reference', 'warehouses', 'owner-warehouses', 'listing-requests',
  'inquiries', 'offers', 'bookings', 'messaging', 'notifications', 'content', 'dashboard',
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.test-data/**', 'node_modules/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Dependencies point one way: web -> shared <- server; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: './src/server', message: 'The web app never imports server code.' },
            { target: './src/shared', from: './src/server', message: 'Shared code is pure: no server imports.' },
            { target: './src/shared', from: './src/web', message: 'Shared code is pure: no web imports.' },
            { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
            ...FEATURES.flatMap((feature) =>
              ['api', 'components'].map((part) => ({
                target: `./src/web/features/${feature}/${part}`,
                from: './src/web/features',
                except: [`./${feature}`],
                message: 'A feature\'s components and api never import another feature; pages compose features.',
              })),
            ),
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [] },
  },
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
