import { existsSync } from 'node:fs';
import { describe } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
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

/** A fresh context: its own cookies and storage, nothing shared with other tests. */
export const newContext = (browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, ...options });
