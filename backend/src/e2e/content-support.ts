import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

export type { EnhancementReport } from '../features/catalogue/commands/enhance-tools.js';
export type Tool = { id: string; name: string; featured: boolean; tags: string[]; image: string; rating: number };
export type Post = { id: string; slug: string; title: string; publishDate: string; views: number; image: string };

/** How many generated image files the app has written. */
export const generatedFiles = (testApp: TestApp) => {
  try {
    return readdirSync(join(testApp.dataDir, 'images', 'generated')).length;
  } catch {
    return 0;
  }
};
