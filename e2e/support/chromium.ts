/** Debian's Chromium and the flags that work on these machines; shared by the browser tests and the Lighthouse run. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags that work in containers (see README.md for installing Chromium): no sandbox, no GPU,
 * and no background traffic of Chromium's own that would blur the "no third-party request" check.
 * Playwright's launch() gives every browser a fresh temporary --user-data-dir by itself.
 */
export const CHROMIUM_ARGUMENTS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
