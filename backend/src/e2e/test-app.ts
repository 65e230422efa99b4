import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import request from 'supertest';
import { createApplication } from '../app/create-app.js';
import { createCore, type CoreOptions } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { JobRunner } from '../core/jobs/job-runner.js';
import { EmailStartup } from '../features/email/email-startup.js';
import { ADMIN_PASSWORD } from './admin-password.js';

export { ADMIN_PASSWORD };

/** A real application on a fresh embedded data folder, served in-process for supertest. */
export const startTestApp = async (environment: Record<string, string> = {}, options: CoreOptions = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ai-navigator-e2e-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD, PUBLIC_URL: 'http://localhost:3000', ...environment });
  const application = await createApplication(await createCore(config, options), { logger: false });
  // The start work (tomorrow's draft, resumed campaigns, the jobs' schedules and catch-ups) is done before a test counts events or mails.
  await application.app.get(EmailStartup).idle();
  await application.app.get(JobRunner).whenIdle();
  const server = application.app.getHttpServer();
  return {
    ...application,
    dataDir,
    http: () => request(server),
    /** A cookie-keeping client signed in as the admin. */
    admin: async () => {
      const agent = request.agent(server);
      await agent.post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
      return agent;
    },
    eventCount: () => application.core.store.headPosition(),
    outbox: () => {
      const folder = join(dataDir, 'outbox');
      let files: string[] = [];
      try {
        files = readdirSync(folder).filter((file) => file.endsWith('.eml')).sort();
      } catch {
        files = [];
      }
      return files.map((file) => readFileSync(join(folder, file), 'utf8'));
    },
    async stop() {
      await application.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** One app for all the tests of a file, started before them with a signed-in admin agent and stopped after them. */
export const sharedTestApp = () => {
  const shared = {} as { app: TestApp; admin: request.Agent };
  beforeAll(async () => {
    shared.app = await startTestApp();
    shared.admin = await shared.app.admin();
  });
  afterAll(() => shared.app.stop());
  return shared;
};
