import type { Page } from 'playwright-core';

/** A toast by its title, inside the notification region (Radix also writes a hidden copy for screen readers elsewhere). */
export const toastWithTitle = (page: Page, title: string) =>
  page.getByRole('region', { name: /^Notifications/ }).locator('li').filter({ hasText: title });

/** The home page's main newsletter block ("You're In!" flow, source 'website'). */
export const homeNewsletterSection = (page: Page) => page.getByRole('region', { name: 'Get the AI Edge in Your Inbox' });

/** Fills the open /subscribe page's form with an address and one interest, and sends it. */
export const subscribeOnDedicatedPage = async (page: Page, email: string, interest: string) => {
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('checkbox', { name: interest }).click();
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
};

/** Subscribes through the API, as another visit would have, and answers the signed token. */
export const subscribeThroughApi = async (baseUrl: string, email: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/subscribers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, frequency: 'weekly', interests: ['business'], source: 'website' }),
  });
  if (response.status !== 201) throw new Error(`Signup through the API answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return body.token;
};

/** Asks the server to mail an address its preferences link (as the "Email me a secure link" button does). */
export const requestPreferencesLinkThroughApi = async (baseUrl: string, email: string): Promise<void> => {
  const response = await fetch(`${baseUrl}/api/subscribers/preferences-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (response.status !== 202) throw new Error(`The preferences link request answered ${response.status}: ${await response.text()}`);
};

export type StoredPreferences = { frequency: string; interests: string[]; customInterests: string };

/** What the server now holds for a subscriber (read with their token, like the preferences page). */
export const preferencesOnServer = async (baseUrl: string, email: string, token: string): Promise<StoredPreferences> => {
  const response = await fetch(`${baseUrl}/api/subscribers/email/${encodeURIComponent(email)}`, {
    headers: { 'X-Subscriber-Token': token },
  });
  if (!response.ok) throw new Error(`Reading preferences answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as StoredPreferences;
};

export type AdminSubscriberRow = { email: string; source?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string; status?: string };

/** The operator's subscriber list, read through a real admin login (to check what a page sent). */
export const subscribersAsAdmin = async (baseUrl: string, password: string): Promise<AdminSubscriberRow[]> => {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!login.ok) throw new Error(`Admin login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const response = await fetch(`${baseUrl}/api/subscribers`, { headers: { cookie } });
  if (!response.ok) throw new Error(`The admin subscriber list answered ${response.status}`);
  return (await response.json()) as AdminSubscriberRow[];
};
