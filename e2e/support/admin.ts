import type { Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD } from './app-server.js';
import { dismissCookieBanner } from './suite.js';

/** The dashboard's tabs as the operator sees them, with something each panel always shows once it has loaded. */
export const ADMIN_PANELS = [
  { id: 'analytics', tab: 'Analytics', ready: (page: Page) => page.locator('figure[data-chart] svg.recharts-surface path.recharts-curve[d]').first().waitFor({ state: 'attached' }) },
  { id: 'blog-create', tab: 'Create Blog', ready: (page: Page) => page.getByRole('button', { name: 'Quick Generate' }).waitFor() },
  { id: 'blog-posts', tab: 'Blog Posts', ready: (page: Page) => page.getByText(/\d+ published, newest first\./).waitFor() },
  { id: 'draft-approval', tab: 'Draft Approval', ready: (page: Page) => page.getByText(/\d+ drafts? waiting for review\./).waitFor() },
  { id: 'users', tab: 'Subscribers', ready: (page: Page) => page.getByText(/\d+ subscribers?, newest first\./).waitFor() },
  { id: 'tools', tab: 'Tools', ready: (page: Page) => page.getByRole('button', { name: 'Refresh Tools Database' }).waitFor() },
  { id: 'content', tab: 'Email Campaigns', ready: (page: Page) => page.getByText('No campaign has been sent yet.').or(page.getByRole('progressbar')).first().waitFor() },
  { id: 'ai-email', tab: 'AI Email Writer', ready: (page: Page) => page.getByRole('button', { name: 'Preview Email' }).waitFor() },
  { id: 'personalized-emails', tab: 'Personalized Emails', ready: (page: Page) => page.getByRole('button', { name: 'Preview Their Email' }).waitFor() },
  { id: 'contact-messages', tab: 'Contact Messages', ready: (page: Page) => page.getByText(/^[\d,]+ unread, [\d,]+ messages? in all, newest first\.$/).waitFor() },
  { id: 'webhook-setup', tab: 'Webhook Setup', ready: (page: Page) => page.locator('code', { hasText: /\/api\/webhooks\/email$/ }).waitFor() },
  { id: 'facebook-setup', tab: 'Social Media', ready: (page: Page) => page.getByRole('region', { name: 'Facebook page' }).getByText(/^(Not connected|Connected|Token expired)$/).waitFor() },
  { id: 'meta-pixel', tab: 'Meta Pixel', ready: (page: Page) => page.getByRole('button', { name: 'Load Pixel Here' }).waitFor() },
  { id: 'read-models', tab: 'Read models', ready: (page: Page) => page.getByRole('button', { name: 'Rebuild subscribers' }).waitFor() },
  { id: 'jobs', tab: 'Jobs', ready: (page: Page) => page.getByRole('button', { name: 'Run now: analytics-replay' }).waitFor() },
] as const;

export type AdminPanelId = (typeof ADMIN_PANELS)[number]['id'];

/** One panel of ADMIN_PANELS by its tab id. */
export const adminPanel = (id: AdminPanelId) => {
  const panel = ADMIN_PANELS.find((candidate) => candidate.id === id);
  if (!panel) throw new Error(`No admin panel ${id}`);
  return panel;
};

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
