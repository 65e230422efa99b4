import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SeedService } from '../features/seed/seed.service.js';
import { installPublicEdge, PublicEdge } from '../features/site/public-edge.js';
import { AppModule } from './app.module.js';
import type { Core } from './core.js';
import { configureHttp } from './http-setup.js';

export type Application = { app: INestApplication; core: Core; close(): Promise<void> };

/** Starts the projections and builds the HTTP application on a core; used by main and the e2e tests. */
export const createApplication = async (core: Core, options: { logger?: false } = {}): Promise<Application> => {
  await core.engine.start();
  const app = await NestFactory.create(AppModule.forRoot(core), { bodyParser: false, logger: options.logger ?? undefined });
  const closeHttp = configureHttp(app, core);
  installPublicEdge(app.getHttpServer(), app.get(PublicEdge));
  await app.init();
  await app.get(SeedService).seed();
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
