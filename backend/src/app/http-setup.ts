import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import { SqliteSessionStore } from '../features/admin-auth/sqlite-session-store.js';
import { SiteFrontend } from '../features/site/site-frontend.js';
import { adminCookieIsSecure } from '../config/app-config.js';
import type { Core } from './core.js';

const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * Only a request that can belong to a session runs the session machinery (a store lookup, a
 * signed id, a hash of the session at the end): one carrying the admin cookie, or a sign-in. Every
 * other request, the public API included, skips it; the admin guard answers 401 without a session.
 */
const SESSION_COOKIE = 'ai_navigator_admin';
const SIGN_IN_PATH = '/api/admin/login';
const mayHaveSession = (request: Request) => request.path === SIGN_IN_PATH || (request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

/**
 * Body limits, the admin session and security headers for what Express serves (the API and images;
 * the public edge of features/site answers the pages and files before Express). Returns what must
 * be closed on shutdown.
 */
export const configureHttp = (app: INestApplication, core: Core): (() => void) => {
  const expressApp = app as NestExpressApplication;
  expressApp.useBodyParser('json', { limit: '2mb' });
  expressApp.disable('x-powered-by');
  expressApp.set('trust proxy', core.config.TRUST_PROXY);
  const store = new SqliteSessionStore(join(core.dataDir, 'sessions.db'), SESSION_TTL_MS);
  const site = app.get(SiteFrontend);
  expressApp.use((_request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of Object.entries(site.securityHeaders)) response.setHeader(name, value);
    next();
  });
  const sessions = session({
    name: SESSION_COOKIE,
    secret: core.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'strict', secure: adminCookieIsSecure(core.config), maxAge: SESSION_TTL_MS },
  });
  expressApp.use((request: Request, response: Response, next: NextFunction) => (mayHaveSession(request) ? sessions(request, response, next) : next()));
  return () => store.close();
};
