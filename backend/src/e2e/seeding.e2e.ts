import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createApplication } from '../app/create-app.js';
import { type Core, createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { SEED_BLOG_POSTS } from '../features/blog/data/blog-posts.data.js';
import { SeedCatalogue, SeedCatalogueHandler } from '../features/catalogue/commands/seed-catalogue.js';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from '../features/catalogue/data/guide.data.js';
import { SEED_TOOLS } from '../features/catalogue/data/tools.data.js';
import { ToolStreams } from '../features/catalogue/tool-streams.js';
import { jobStream } from '../core/jobs/job.events.js';
import { ADMIN_PASSWORD, startTestApp } from './test-app.js';

const SEEDED_EVENTS = SEED_TOOLS.length + SEED_BLOG_POSTS.length + 1;
/** The content streams: every event but the scheduled jobs' records, which an app start writes too. */
const contentEvents = async (core: Core) =>
  (await core.store.readAll(0, 100_000)).filter((event) => !event.stream.startsWith(jobStream('')));
const configFor = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD });
const startTogether = (dataDir: string) =>
  Promise.all([createApplication(createCore(configFor(dataDir)), { logger: false }), createApplication(createCore(configFor(dataDir)), { logger: false })]);

describe('seeding', () => {
  it('happens exactly once when a second pair of instances starts on a seeded data folder', async () => {
    const first = await startTestApp();
    expect(await contentEvents(first.core)).toHaveLength(SEEDED_EVENTS);
    await first.close();

    const [second, third] = await startTogether(first.dataDir);
    try {
      expect(await contentEvents(second.core)).toHaveLength(SEEDED_EVENTS);
      expect(await contentEvents(third.core)).toHaveLength(SEEDED_EVENTS);
    } finally {
      await second.close();
      await third.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  it('happens exactly once when two instances start together on an empty data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ai-navigator-seed-'));
    const [one, two] = await startTogether(dataDir);
    try {
      const events = await contentEvents(one.core);
      expect(events).toHaveLength(SEEDED_EVENTS);
      expect(events.filter((event) => event.type === 'GuidePublished')).toHaveLength(1);
      expect(new Set(events.map((event) => event.stream)).size).toBe(SEEDED_EVENTS);
      expect(await contentEvents(two.core)).toHaveLength(SEEDED_EVENTS);
    } finally {
      await one.close();
      await two.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lets a guide that fails validation fail the seed, instead of taking it for another instance having seeded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ai-navigator-seed-'));
    const core = createCore(configFor(dataDir));
    try {
      const handler = new SeedCatalogueHandler(new ToolStreams(core.shell), core.shell);
      const brokenGuide = { intro: { ...GUIDE_INTRO, benefits: GUIDE_INTRO.benefits.slice(0, 2) }, categories: [...GUIDE_CATEGORIES] };
      await expect(handler.execute(new SeedCatalogue(SEED_TOOLS.slice(0, 1), brokenGuide))).rejects.toThrow(/benefits/);
      // A valid guide is still seeded exactly once, and a second seed (as after a lost race) is not an error.
      const guide = { intro: GUIDE_INTRO, categories: [...GUIDE_CATEGORIES] };
      expect(await handler.execute(new SeedCatalogue(SEED_TOOLS.slice(0, 1), guide))).toBe(1);
      expect(await handler.execute(new SeedCatalogue(SEED_TOOLS.slice(0, 1), guide))).toBe(0);
    } finally {
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
