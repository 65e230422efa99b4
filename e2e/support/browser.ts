import { existsSync } from 'node:fs';
import { describe } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from 'playwright-core';
import { APP_STATE_ATTRIBUTE } from '../../backend/src/contract/page-render.contract.js';
import { CHROMIUM_ARGUMENTS, CHROMIUM_PATH } from './chromium.js';

export { CHROMIUM_ARGUMENTS, CHROMIUM_PATH } from './chromium.js';
export const VIEWPORT = { width: 1280, height: 800 } as const;

export const chromiumInstalled = existsSync(CHROMIUM_PATH);

const SKIP_NOTICE = `skipped: ${CHROMIUM_PATH} not installed (apt-get install -y chromium)`;

let noticePrinted = false;

/**
 * `describe` when Chromium is there. Without it a developer machine skips with a notice, but CI
 * must fail: a pipeline that silently skips its browser tests would look green while testing nothing.
 */
export const describeInBrowser = (name: string, body: () => void) => {
  if (chromiumInstalled) {
    describe(name, body);
    return;
  }
  if (process.env.CI === 'true') {
    throw new Error(`Browser tests cannot run in CI: ${CHROMIUM_PATH} is not installed (apt-get install -y chromium).`);
  }
  if (!noticePrinted) {
    console.warn(SKIP_NOTICE);
    noticePrinted = true;
  }
  describe.skip(name, body);
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGUMENTS });

/**
 * A page loads its scripts only after its first paint, so the `load` event that `goto` and `reload`
 * wait for can come before the app has hydrated: a click then would meet the server's HTML alone.
 * Each page of a context with JavaScript waits, after those, until the app has taken the page over
 * (or its scripts failed to load, as when a test blocks them). Pages the server sends without the
 * app (the API reference, a mail link's confirmation page) have no #root and are ready at `load`.
 */
const waitForApp = (page: Page) => {
  const waits = ['goto', 'reload'] as const;
  for (const name of waits) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page.waitForFunction(
        (attribute) => document.documentElement.hasAttribute(attribute) || document.getElementById('root') === null,
        APP_STATE_ATTRIBUTE,
      );
      return response;
    };
  }
};

/** A fresh context: its own cookies and storage, nothing shared with other tests. */
export const newContext = async (browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, ...options });
  if (options.javaScriptEnabled !== false) context.on('page', waitForApp);
  return context;
};
