import type { INestApplication } from '@nestjs/common';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import { adminCookieIsSecure } from '../config/app-config.js';
import { adminSessionRoutes } from '../contract/admin-session.contract.js';
import { ROUTES } from '../contract/routes.js';
import { jsonBodies } from '../core/http/json-bodies.js';
import { ADMIN_COOKIE, ADMIN_SESSION_TTL_MS, adminOf } from '../features/admin-auth/admin-session.js';
import { inboundEmailRoutes } from '../contract/contact.contract.js';
import { webhookRoutes } from '../contract/email-campaigns.contract.js';
import { INBOUND_EMAIL_BODY_LIMIT } from '../features/contact/inbound-mail.js';
import { WEBHOOK_BODY_LIMIT } from '../features/email/webhooks/sendgrid-signature.js';
import { SiteFrontend } from '../features/site/site-frontend.js';
import type { Core } from './core.js';

/**
 * The Express application Nest serves on. A route answers on its one spelling: the session, body
 * limit and media-type rules of configureHttp name routes by their exact paths, so `/API/admin/login`
 * or `/api/contact/` must not reach a handler. The router takes these settings when it is created,
 * which Nest's adapter does at once, so they are set before the adapter gets the application.
 */
export const expressAdapter = (): ExpressAdapter => {
  const instance = express();
  instance.set('case sensitive routing', true);
  instance.set('strict routing', true);
  return new ExpressAdapter(instance);
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

/**
 * Only a request that can belong to a session runs the session machinery (a store lookup, a
 * signed id, a hash of the session at the end): one carrying the admin cookie, or a sign-in. Every
 * other request, the public API included, skips it; without a session the admin guard answers 401.
 */
const mayHaveSession = (request: Request) =>
  request.path === adminSessionRoutes.login.path || (request.headers.cookie ?? '').includes(`${ADMIN_COOKIE}=`);

/**
 * Security headers, the admin session and per-route JSON body limits, for what Express serves (the
 * API and images; the public edge of features/site answers the pages, files and cached public reads
 * before Express).
 */
export const configureHttp = (app: INestApplication, core: Core): void => {
  const expressApp = app as NestExpressApplication;
  expressApp.disable('x-powered-by');
  expressApp.set('trust proxy', core.config.TRUST_PROXY);
  const site = app.get(SiteFrontend);
  expressApp.use((_request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of Object.entries(site.securityHeaders)) response.setHeader(name, value);
    next();
  });
  const sessions = adminSessions(core);
  expressApp.use((request: Request, response: Response, next: NextFunction) => (mayHaveSession(request) ? sessions(request, response, next) : next()));
  // The webhooks check their caller first (SendGrid's signature over the exact bytes, the inbound-email secret): their bodies
  // are kept raw (the JSON parsers then leave them alone) and parsed after the check, each bounded by its own limit.
  for (const [path, limit] of [
    [webhookRoutes.sendgrid.path, WEBHOOK_BODY_LIMIT],
    [inboundEmailRoutes.inbound.path, INBOUND_EMAIL_BODY_LIMIT],
  ] as const) {
    const rawWebhookBody = express.raw({ type: () => true, limit, inflate: false });
    expressApp.use(path, (request: Request, response: Response, next: NextFunction) => (request.method === 'POST' ? rawWebhookBody(request, response, next) : next()));
  }
  // After the session: only a signed-in admin may send the bulk import's large body.
  expressApp.use(
    jsonBodies(
      ROUTES.filter((route) => route.largeBody),
      (request) => adminOf(request) !== null,
      ROUTES.filter((route) => route.body && route.auth !== 'admin'),
    ),
  );
};
