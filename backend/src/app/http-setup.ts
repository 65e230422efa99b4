import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import { adminCookieIsSecure } from '../config/app-config.js';
import { jsonBodies } from '../core/http/json-bodies.js';
import { ADMIN_COOKIE, ADMIN_SESSION_TTL_MS, adminOf } from '../features/admin-auth/admin-session.js';
import { ROUTES } from '../contract/routes.js';
import { webhookRoutes } from '../contract/email.contract.js';
import { WEBHOOK_BODY_LIMIT } from '../features/email/webhooks/sendgrid-signature.js';
import type { Core } from './core.js';

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

const securityHeaders = (_request: Request, response: Response, next: NextFunction) => {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.setHeader('X-Frame-Options', 'DENY');
  next();
};

/** The admin session cookie, its sessions kept in the shared store (SQLite on DATA_DIR, or MongoDB). */
const adminSessions = (core: Core) =>
  session({
    name: ADMIN_COOKIE,
    secret: core.secret,
    store: core.sessionStore,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'strict', secure: adminCookieIsSecure(core.config), maxAge: ADMIN_SESSION_TTL_MS },
  });

/** Security headers, the admin session, per-route JSON body limits and the static frontend. */
export const configureHttp = (app: INestApplication, core: Core): void => {
  const expressApp = app as NestExpressApplication;
  expressApp.disable('x-powered-by');
  expressApp.set('trust proxy', core.config.TRUST_PROXY);
  expressApp.use(securityHeaders);
  expressApp.use(adminSessions(core));
  // SendGrid's webhook is verified over its exact bytes: kept raw (the JSON parsers then leave it alone), parsed after the check.
  const rawWebhookBody = express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT, inflate: false });
  expressApp.use(webhookRoutes.sendgrid.path, (request: Request, response: Response, next: NextFunction) =>
    request.method === 'POST' ? rawWebhookBody(request, response, next) : next(),
  );
  // After the session: only a signed-in admin may send the bulk import's large body.
  expressApp.use(jsonBodies(ROUTES.filter((route) => route.largeBody), (request) => adminOf(request) !== null));
  const spa = frontend(core);
  if (spa) expressApp.use(spa);
};
