import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { startAppServer, type AppServer } from './app-server.js';
import { launchBrowser, newContext } from './browser.js';

export type BrowserSuite = {
  /** The running app; set once beforeAll has finished. */
  readonly server: AppServer;
  readonly browser: Browser;
  /** This test's own context and page (fresh storage per test). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every request the page made to a host other than the app's, in order. */
  readonly foreignRequests: string[];
  /** Uncaught page errors, kept to explain a failure. */
  readonly pageErrors: string[];
};

const isAppRequest = (request: Request, baseUrl: string) => {
  const url = new URL(request.url());
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true;
  return url.origin === new URL(baseUrl).origin;
};

/**
 * Registers the hooks of a browser suite: one server and one Chromium for the file (or for the
 * `describe` it is called in), a new context and page for every test. Read the fields inside tests
 * and hooks only. `variables` are extra settings for the server.
 */
export const useBrowserSuite = ({ variables }: { variables?: Record<string, string> } = {}): BrowserSuite => {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startAppServer(variables);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    foreignRequests.length = 0;
    pageErrors.length = 0;
    context = await newContext(required(browser, 'browser'), required(server, 'server').baseUrl);
    page = await context.newPage();
    const baseUrl = required(server, 'server').baseUrl;
    page.on('request', (request) => {
      if (!isAppRequest(request, baseUrl)) foreignRequests.push(request.url());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterEach(async () => {
    if (pageErrors.length > 0) console.warn(`page errors during the test:\n${pageErrors.join('\n')}`);
    await context?.close();
  });

  return {
    get server() {
      return required(server, 'server');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(context, 'context');
    },
    get page() {
      return required(page, 'page');
    },
    foreignRequests,
    pageErrors,
  };
};

const required = <Value>(value: Value | undefined, name: string): Value => {
  if (value === undefined) throw new Error(`The browser suite's ${name} is not ready (used outside a test or hook?)`);
  return value;
};

/** A unique address per test run, so tests never collide on "already subscribed". */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Chooses "Essential Only" so the bottom banner does not cover the page (tests about the banner skip this). */
export const dismissCookieBanner = async (page: Page) => {
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Essential Only' }).click();
  await banner.waitFor({ state: 'detached' });
};
