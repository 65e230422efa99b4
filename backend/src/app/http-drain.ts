import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

export type HttpDrain = {
  /**
   * Stops accepting: the listening socket closes, a request that still arrives on an open connection
   * gets 503, and every response from now on closes its connection. Resolves once the requests in
   * flight have been answered (or after `timeoutMs`, when the remaining connections are cut).
   */
  drain(timeoutMs: number): Promise<{ unanswered: number }>;
};

/** Installed first, so that it sees every request before anything else does. */
export const installHttpDrain = (app: INestApplication): HttpDrain => {
  const expressApp = app as NestExpressApplication;
  const inFlight = new Set<Response>();
  let draining = false;
  let settled: (() => void) | null = null;

  expressApp.use((_request: Request, response: Response, next: NextFunction) => {
    if (draining) {
      response.setHeader('Connection', 'close');
      response.status(503).json({ error: 'The server is shutting down; please retry in a moment' });
      return;
    }
    inFlight.add(response);
    const done = () => {
      inFlight.delete(response);
      if (inFlight.size === 0) settled?.();
    };
    response.once('finish', done);
    response.once('close', done);
    next();
  });

  return {
    async drain(timeoutMs) {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      const server = app.getHttpServer() as Server;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections that go idle after their last answer are closed as they do.
      const sweeper = setInterval(() => server.closeIdleConnections(), 20);
      const answered = inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve));
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.all([answered, closed]), deadline]);
      clearTimeout(timer);
      clearInterval(sweeper);
      const unanswered = inFlight.size;
      server.closeAllConnections();
      return { unanswered };
    },
  };
};
