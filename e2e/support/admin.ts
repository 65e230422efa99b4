import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD } from './app-server.js';
import { dismissCookieBanner } from './suite.js';

/** The dashboard's tabs as the operator sees them, with something each panel always shows once it has loaded. */
export const ADMIN_PANELS = [
  { id: 'blog-create', tab: 'Create Blog', ready: (page: Page) => page.getByRole('button', { name: 'Quick Generate' }).waitFor() },
  { id: 'blog-posts', tab: 'Blog Posts', ready: (page: Page) => page.getByText(/\d+ published, newest first\./).waitFor() },
  { id: 'users', tab: 'Subscribers', ready: (page: Page) => page.getByText(/\d+ subscribers?, newest first\./).waitFor() },
  { id: 'tools', tab: 'Tools', ready: (page: Page) => page.getByRole('button', { name: 'Refresh Tools Database' }).waitFor() },
  { id: 'read-models', tab: 'Read models', ready: (page: Page) => page.getByRole('button', { name: 'Rebuild subscribers' }).waitFor() },
] as const;

/** Signs in through the login page (dismissing the cookie banner first) and waits for the dashboard. */
export const signInAsAdmin = async (page: Page, path = '/admin') => {
  await page.goto(path);
  await page.waitForURL('**/admin/login');
  await dismissCookieBanner(page);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'AI Navigator Admin' }).waitFor();
};

/** The tab list of the dashboard (from the `md` breakpoint up). */
export const dashboardTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
