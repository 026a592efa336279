import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export type Account = { email: string; password: string };

/** Seeded on every new e2e database (SEED_DEMO=1). */
export const DEMO_ACCOUNTS = {
  administrator: { email: 'admin@demo.24wm.eu', password: 'demo-admin-2026' },
  owner: { email: 'owner@demo.24wm.eu', password: 'demo-owner-2026' },
  customer: { email: 'trader@demo.24wm.eu', password: 'demo-trader-2026' },
} as const satisfies Record<string, Account>;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** A new address per call, so no test depends on another's data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type WorkerFixtures = {
  /** Signs each demo account in once per worker (sign-in is rate limited per IP) and keeps the cookies. */
  demoSessions: { storageState: (role: DemoRole) => Promise<StorageState>; adminApi: () => Promise<APIRequestContext> };
};

type TestFixtures = {
  /** A page in a fresh browser context signed in as the demo account. */
  pageAs: (role: DemoRole) => Promise<Page>;
  /** Adds an active, verified account through the admin API (named "Test Person" unless told); answers its credentials. */
  createAccount: (options: { roles: string[]; firstName?: string; lastName?: string }) => Promise<Account>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoSessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const contexts = new Map<DemoRole, Promise<APIRequestContext>>();
      const signedIn = (role: DemoRole) => {
        let context = contexts.get(role);
        if (!context) {
          context = (async () => {
            const api = await playwright.request.newContext({ baseURL });
            const response = await api.post('/api/auth/login', { data: DEMO_ACCOUNTS[role] });
            expect(response.status(), `sign-in of the demo ${role}`).toBe(200);
            return api;
          })();
          contexts.set(role, context);
        }
        return context;
      };
      await use({
        storageState: async (role) => (await signedIn(role)).storageState(),
        adminApi: () => signedIn('administrator'),
      });
      for (const context of contexts.values()) await (await context).dispose();
    },
    { scope: 'worker' },
  ],

  pageAs: async ({ browser, demoSessions }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role) => {
      const context = await browser.newContext({ storageState: await demoSessions.storageState(role) });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  createAccount: async ({ demoSessions }, use) => {
    await use(async ({ roles, firstName, lastName }) => {
      const account = { email: uniqueEmail(roles.join('-').replaceAll('_', '-')), password: `pw-${Math.random().toString(36).slice(2, 12)}` };
      const api = await demoSessions.adminApi();
      // Named by default, as every real account is after the name step (decision 204), so journeys
      // about something else are not stopped by it.
      const response = await api.post('/api/admin/users', {
        data: { ...account, roles, firstName: firstName ?? 'Test', lastName: lastName ?? 'Person' },
      });
      expect(response.status(), await response.text()).toBe(201);
      return account;
    });
  },
});

export { expect };

/** Signs in through the form, as a person would. */
export async function signInWithForm(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await fillSignInForm(page, account);
}

/**
 * Signs in through the sign-in form the page already shows: where a guard sent the visitor, so the
 * way to where they were going is kept (signInWithForm opens /login afresh).
 */
export async function fillSignInForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills the registration form the page shows as typed (right or wrong), accepts the terms and submits it. */
export async function submitRegistrationForm(page: Page, typed: { email: string; password: string; confirmPassword: string }): Promise<void> {
  await page.getByLabel('Email').fill(typed.email);
  await page.getByLabel('Password', { exact: true }).fill(typed.password);
  await page.getByLabel('Confirm password').fill(typed.confirmPassword);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** A page in a browser context of its own, signed in through the form as `account` (which lands on the dashboard). */
export async function signedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}
