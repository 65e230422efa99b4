import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { adminSessionRoutes as routes } from '../../contract/admin-session.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { adminCookieIsSecure, APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../core/clock.js';
import { unauthorized } from '../../core/errors/domain-errors.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { ADMIN_COOKIE, adminOf, type AdminSession } from './admin-session.js';
import { LoginGuard } from './login.guard.js';

const regenerate = (request: Request) =>
  new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
const save = (request: Request) => new Promise<void>((resolve, reject) => request.session.save((error) => (error ? reject(error) : resolve())));
const destroy = (request: Request) =>
  new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));

@Controller()
export class AdminAuthController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(routes.login)
  @UseGuards(LoginGuard)
  async login(@Req() request: Request): Promise<RouteReply<typeof routes.login>> {
    const { username } = request.user as { username: string };
    // A fresh session id on sign-in: a session id planted before login is worth nothing after it.
    await regenerate(request);
    (request.session as AdminSession).admin = { username, signedInAt: this.clock.now().toISOString() };
    await save(request);
    return { username };
  }

  @Endpoint(routes.me)
  me(@Req() request: Request): RouteReply<typeof routes.me> {
    const admin = adminOf(request);
    if (!admin) throw unauthorized('Not signed in');
    return { username: admin.username };
  }

  @Endpoint(routes.logout)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<RouteReply<typeof routes.logout>> {
    if (request.session) await destroy(request);
    // The browser drops the cookie too, instead of sending a dead session id until it expires.
    response.clearCookie(ADMIN_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: adminCookieIsSecure(this.config) });
    return { ok: true as const };
  }
}
