import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3310);
export const BASE_URL = `http://localhost:${port}`;
// Each run serves the app on a brand-new embedded database, seeded with demo content.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'wm-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test makes its own data, so the tests of one file run side by side too. Two workers: the
  // browser keeps two cores busy (a third made the whole run slower and timed tests out).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failed test runs once more, recording a trace to read; npm test still counts it as failed
  // (Playwright's "flaky"), so a retry never turns a failure into a pass.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test cost a tenth of the journeys' CPU; only the retry of a failure records one.
    trace: 'on-first-retry',
    // The app stops its spinners and pulses for reduced motion (motion-reduce:), so the browser draws no
    // frames while a page waits: another tenth of the CPU. What the tests look for is the same.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: ['platform-features.spec.ts', 'landing-preloads.spec.ts', 'payout-runs.spec.ts'] },
    // Switches platform features off and on: after the others, so no journey sees the switch.
    { name: 'platform features', testMatch: 'platform-features.spec.ts', dependencies: ['journeys'] },
    // Lists the newest warehouse and checks browse's first card: after the others, so none lists one meanwhile.
    { name: 'landing preloads', testMatch: 'landing-preloads.spec.ts', dependencies: ['journeys'] },
    // Pays every owner due: after the others, so the statements and finance journeys see the demo's payables.
    { name: 'payout runs', testMatch: 'payout-runs.spec.ts', dependencies: ['journeys'] },
  ],
  webServer: {
    // As `npm start`: the compiled server with plain node, built first only if the build is stale
    // (the e2e stage of npm test has just built it).
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: BASE_URL,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // As behind a reverse proxy: a journey can come from an address of its own (X-Forwarded-For),
      // so making one network look like a guesser's touches no other journey.
      TRUST_PROXY: '1',
      // The demo's rates of 27 Nov 2026, not whatever the ECB publishes on the day the journeys run.
      EXCHANGE_RATES_FEED_URL: 'off',
    },
  },
});
