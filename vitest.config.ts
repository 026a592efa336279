import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messages } from './scripts/vite-messages.ts';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Lingui's macros in the web app's code (scripts/vite-messages.ts).
        plugins: [messages()],
        test: {
          name: 'unit',
          // Component tests (*.test.tsx) choose jsdom themselves, with a `@vitest-environment jsdom` comment.
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'src/web/**/*.test.tsx', 'src/server/**/*.unit.test.ts', 'bench/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // A DOM test types and clicks through a whole form; on a busy machine that takes seconds.
          testTimeout: 20_000,
          // No test mocks a module; the DOM tests clean up after themselves and unstub what they stub.
          // So the files of a worker share the modules and the DOM instead of building them per file.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/setup.ts'],
          environment: 'node',
          // Each file opens its own app on its own database (tests/api/harness.ts), so the files of a
          // worker can share the app's modules instead of importing all of them again for every file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
