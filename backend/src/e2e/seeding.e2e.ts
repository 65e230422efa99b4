import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { type Application, createApplication } from '../app/create-app.js';
import { type Core, createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { SEED_BLOG_POSTS } from '../features/blog/data/blog-posts.data.js';
import { SeedCatalogue, SeedCatalogueHandler } from '../features/catalogue/commands/seed-catalogue.js';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from '../features/catalogue/data/guide.data.js';
import { SEED_TOOLS } from '../features/catalogue/data/tools.data.js';
import { ToolStreams } from '../features/catalogue/tool-streams.js';
import { jobStream } from '../core/jobs/job.events.js';
import { EmailStartup } from '../features/email/email-startup.js';
import { NewsletterSchedule } from '../features/email/schedule/newsletter-schedule.js';
import { ADMIN_PASSWORD, startTestApp } from './test-app.js';

const SEEDED_EVENTS = SEED_TOOLS.length + SEED_BLOG_POSTS.length + 1;
/** At start the app also writes tomorrow's newsletter drafts (daily, and weekly when tomorrow is a Monday), once. */
const schedule = new NewsletterSchedule('UTC');
const DRAFTS_AT_START = schedule.sends('weekly', schedule.nextTarget('daily', new Date())) ? 2 : 1;
const STARTED_EVENTS = SEEDED_EVENTS + DRAFTS_AT_START;
const idle = (...applications: Application[]) => Promise.all(applications.map((application) => application.app.get(EmailStartup).idle()));
/** The content streams: every event but the scheduled jobs' records, which an app start writes too. */
const contentEvents = async (core: Core) =>
  (await core.store.readAll(0, 100_000)).filter((event) => !event.stream.startsWith(jobStream('')));
const configFor = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD });
const startTogether = (dataDir: string) =>
  Promise.all([0, 1].map(async () => createApplication(await createCore(configFor(dataDir)), { logger: false })));

describe('seeding', () => {
  it('happens exactly once when a second pair of instances starts on a seeded data folder', async () => {
    const first = await startTestApp();
    expect(await contentEvents(first.core)).toHaveLength(STARTED_EVENTS);
    await first.close();

    const [second, third] = await startTogether(first.dataDir);
    try {
      await idle(second, third);
      expect(await contentEvents(second.core)).toHaveLength(STARTED_EVENTS);
      expect(await contentEvents(third.core)).toHaveLength(STARTED_EVENTS);
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
      await idle(one, two);
      const events = await contentEvents(one.core);
      expect(events).toHaveLength(STARTED_EVENTS);
      expect(events.filter((event) => event.type === 'GuidePublished')).toHaveLength(1);
      expect(events.filter((event) => event.type === 'EmailDraftWritten')).toHaveLength(DRAFTS_AT_START);
      expect(new Set(events.map((event) => event.stream)).size).toBe(STARTED_EVENTS);
      expect(await contentEvents(two.core)).toHaveLength(STARTED_EVENTS);
    } finally {
      await one.close();
      await two.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lets a guide that fails validation fail the seed, instead of taking it for another instance having seeded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ai-navigator-seed-'));
    const core = await createCore(configFor(dataDir));
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
