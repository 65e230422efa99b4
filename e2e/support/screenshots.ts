import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './app-server.js';

/**
 * Screenshots are for people to look at, not compared pixel by pixel. The set in e2e/screenshots/ is
 * committed, after someone looked at it; every test run writes its own pictures to the git-ignored
 * e2e/screenshots/latest/, so a run leaves the working tree clean. `UPDATE_SCREENSHOTS=1` writes the
 * committed set instead (then shrink and look at them: docs/operations.md, Screenshots).
 */
const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS ? join(REPOSITORY_ROOT, 'e2e', 'screenshots') : join(REPOSITORY_ROOT, 'e2e', 'screenshots', 'latest');

/** The file a screenshot named `name` goes to (its folder created). */
export const screenshotPath = async (name: string) => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  return join(SCREENSHOT_DIR, `${name}.png`);
};
