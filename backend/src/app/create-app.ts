import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EmailStartup } from '../features/email/email-startup.js';
import { SeedService } from '../features/seed/seed.service.js';
import { AppModule } from './app.module.js';
import type { Core } from './core.js';
import { configureHttp } from './http-setup.js';

export type Application = { app: INestApplication; core: Core; close(): Promise<void> };

/** Starts the projections and builds the HTTP application on a core; used by main and the e2e tests. */
export const createApplication = async (core: Core, options: { logger?: false } = {}): Promise<Application> => {
  await core.engine.start();
  const app = await NestFactory.create(AppModule.forRoot(core), { bodyParser: false, rawBody: true, logger: options.logger ?? undefined });
  const closeHttp = configureHttp(app, core);
  await app.init();
  await app.get(SeedService).seed();
  // After seeding: tomorrow's draft is written from the seeded catalogue; unfinished campaigns resume.
  app.get(EmailStartup).start();
  return {
    app,
    core,
    async close() {
      await app.close();
      closeHttp();
      await core.close();
    },
  };
};
