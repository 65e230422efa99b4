import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

export type { BlogPost as Post } from '../contract/blog.contract.js';
export type { EnhancementReport, Tool } from '../contract/catalogue.contract.js';

/** How many generated image files the app has written. */
export const generatedFiles = (testApp: TestApp) => {
  try {
    return readdirSync(join(testApp.dataDir, 'images', 'generated')).length;
  } catch {
    return 0;
  }
};
