import { rmSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { createApplication } from '../app/create-app.js';
import { createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { SEED_BLOG_POSTS } from '../features/blog/data/blog-posts.data.js';
import { SEED_TOOLS } from '../features/catalogue/data/tools.data.js';
import { ADMIN_PASSWORD, startTestApp } from './test-app.js';

describe('seeding', () => {
  it('happens exactly once, even with two instances starting together on one data folder', async () => {
    const first = await startTestApp();
    const seededEvents = await first.eventCount();
    expect(seededEvents).toBe(SEED_TOOLS.length + SEED_BLOG_POSTS.length + 1);
    await first.close();

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: first.dataDir, ADMIN_PASSWORD });
    const [second, third] = await Promise.all([createApplication(createCore(config), { logger: false }), createApplication(createCore(config), { logger: false })]);
    try {
      expect(await second.core.store.headPosition()).toBe(seededEvents);
      expect(await third.core.store.headPosition()).toBe(seededEvents);
    } finally {
      await second.close();
      await third.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
