import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EmailStartup } from '../features/email/email-startup.js';
import { SeedService } from '../features/seed/seed.service.js';
import { AppModule } from './app.module.js';
import type { Core } from './core.js';
import { configureHttp } from './http-setup.js';

export type Application = { app: INestApplication; core: Core; close(): Promise<void> };

/**
 * How long a client may take, so a slow or stalled one cannot hold a connection for minutes: the
 * headers within 10 s, the whole request (the largest is a 10 MB bulk import) within 60 s, and an idle
 * keep-alive connection is closed after 5 s. Node checks the first two every `checkIntervalMs`.
 */
export type ServerTimeouts = { headersMs: number; requestMs: number; keepAliveMs: number; checkIntervalMs: number };
export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000, checkIntervalMs: 1_000 };

/** Starts the projections and builds the HTTP application on a core; used by main and the e2e tests. */
export const createApplication = async (core: Core, options: { logger?: false } = {}): Promise<Application> => {
  await core.engine.start();
  const app = await NestFactory.create(AppModule.forRoot(core), { bodyParser: false, logger: options.logger ?? undefined });
  configureHttp(app, core);
  await app.init();
  await app.get(SeedService).seed();
  // After seeding: tomorrow's draft is written from the seeded catalogue; unfinished campaigns resume.
  app.get(EmailStartup).start();
  return {
    app,
    core,
    /** Stops taking requests, lets the ones in flight finish, then closes every store (their WAL files go with them). */
    async close() {
      await app.close();
      await core.close();
    },
  };
};

/** Listens with the server timeouts set: the one place the app is put on the network (main, benchmarks, tests). */
export const listen = async (application: Application, port: number, host?: string, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Promise<Server> => {
  const server = application.app.getHttpServer() as Server;
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // How often the header and request timeouts are enforced (Node's default is every 30 s). It is a
  // createServer option that Nest does not pass on; Node reads the property when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = timeouts.checkIntervalMs;
  if (host === undefined) await application.app.listen(port);
  else await application.app.listen(port, host);
  return server;
};
