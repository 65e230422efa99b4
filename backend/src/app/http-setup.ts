import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import { SqliteSessionStore } from '../features/admin-auth/sqlite-session-store.js';
import { adminCookieIsSecure } from '../config/app-config.js';
import type { Core } from './core.js';

const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));

const siteConfigScript = (core: Core) => {
  const json = JSON.stringify({ analyticsId: core.config.GA_MEASUREMENT_ID ?? null, pixelId: core.config.META_PIXEL_ID ?? null });
  return `<script id="site-config" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
};

/** Serves the built React app for every path that is not the API: client-side routes load the app. */
const frontend = (core: Core) => {
  if (!existsSync(join(FRONTEND_DIST, 'index.html'))) return null;
  const index = readFileSync(join(FRONTEND_DIST, 'index.html'), 'utf8').replace('<!--site-config-->', siteConfigScript(core));
  const assets = express.static(FRONTEND_DIST, { index: false, maxAge: '1h', setHeaders: immutableAssets });
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith('/api/') || request.path === '/api' || request.path.startsWith('/images/')) return next();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    assets(request, response, () => {
      response.setHeader('Cache-Control', 'no-cache');
      response.type('html').send(index);
    });
  };
};

function immutableAssets(response: Response, path: string) {
  if (path.includes(`${join('dist', 'assets')}`)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/** Body limits, the admin session, security headers and the static frontend. Returns what must be closed on shutdown. */
export const configureHttp = (app: INestApplication, core: Core): (() => void) => {
  const expressApp = app as NestExpressApplication;
  expressApp.useBodyParser('json', { limit: '2mb' });
  expressApp.disable('x-powered-by');
  expressApp.set('trust proxy', core.config.TRUST_PROXY);
  const store = new SqliteSessionStore(join(core.dataDir, 'sessions.db'), SESSION_TTL_MS);
  expressApp.use((_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  expressApp.use(
    session({
      name: 'ai_navigator_admin',
      secret: core.secret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'strict', secure: adminCookieIsSecure(core.config), maxAge: SESSION_TTL_MS },
    }),
  );
  const spa = frontend(core);
  if (spa) expressApp.use(spa);
  return () => store.close();
};
