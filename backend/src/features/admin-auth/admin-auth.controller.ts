import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { adminCookieIsSecure, APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../core/clock.js';
import { unauthorized } from '../../core/errors/domain-errors.js';
import { ADMIN_COOKIE, adminOf, type AdminSession } from './admin-session.js';
import { LoginGuard } from './login.guard.js';

const regenerate = (request: Request) =>
  new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
const save = (request: Request) => new Promise<void>((resolve, reject) => request.session.save((error) => (error ? reject(error) : resolve())));
const destroy = (request: Request) =>
  new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));

@Controller('api/admin')
export class AdminAuthController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginGuard)
  async login(@Req() request: Request) {
    const { username } = request.user as { username: string };
    // A fresh session id on sign-in: a session id planted before login is worth nothing after it.
    await regenerate(request);
    (request.session as AdminSession).admin = { username, signedInAt: this.clock.now().toISOString() };
    await save(request);
    return { username };
  }

  @Get('me')
  me(@Req() request: Request) {
    const admin = adminOf(request);
    if (!admin) throw unauthorized('Not signed in');
    return { username: admin.username };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    if (request.session) await destroy(request);
    // The browser drops the cookie too, instead of sending a dead session id until it expires.
    response.clearCookie(ADMIN_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: adminCookieIsSecure(this.config) });
    return { ok: true };
  }
}
