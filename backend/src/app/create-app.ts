import type { Server } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EmailStartup } from '../features/email/email-startup.js';
import { SeedService } from '../features/seed/seed.service.js';
import { installPublicEdge, PublicEdge } from '../features/site/public-edge.js';
import { AppModule } from './app.module.js';
import type { Core } from './core.js';
import { installHttpDrain } from './http-drain.js';
import { configureHttp, expressAdapter } from './http-setup.js';

export type Application = {
  app: INestApplication;
  core: Core;
  /**
   * The clean stop (SIGTERM, SIGINT, tests): stop accepting requests and answer those in flight
   * (their commands and read-your-writes waits complete), then stop the scheduled jobs and finish
   * the background mails and their records (Nest's shutdown hooks), then stop the projections
   * (idle positions stored, lease released) and close every store.
   */
  close(): Promise<void>;
};

/** Requests in flight get this long to be answered at a stop; then their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

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
  const app = await NestFactory.create(AppModule.forRoot(core), expressAdapter(), { bodyParser: false, logger: options.logger ?? undefined });
  const http = installHttpDrain(app);
  configureHttp(app, core);
  installPublicEdge(app.getHttpServer(), app.get(PublicEdge));
  await app.init();
  await app.get(SeedService).seed();
  // After seeding: tomorrow's draft is written from the seeded catalogue; unfinished campaigns resume.
  app.get(EmailStartup).start();
  let closing: Promise<void> | null = null;
  return {
    app,
    core,
    close() {
      closing ??= (async () => {
        const { unanswered } = await http.drain(DRAIN_TIMEOUT_MS);
        if (unanswered > 0) new Logger('Shutdown').warn(`${unanswered} request(s) were still running after ${DRAIN_TIMEOUT_MS} ms and were cut`);
        await app.close();
        // Every store, their WAL files with them.
        await core.close();
      })();
      return closing;
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
