import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { adminSessionRoutes } from '../../contract/admin-session.contract.js';
import { adminCookieIsSecure, APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../core/clock.js';
import { forbidden } from '../../core/errors/domain-errors.js';
import { parseInput } from '../../core/http/parse-input.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { LOGIN_LIMITER } from './admin-auth.tokens.js';
import { refuseCrossSiteChange } from './same-site-changes.js';

export const HTTPS_REQUIRED =
  'Sign-in needs HTTPS: the admin cookie is Secure because PUBLIC_URL starts with https://, and this request came over plain HTTP, ' +
  'where the browser would never send the cookie back. Open the site at its https:// address; behind a TLS proxy, set TRUST_PROXY ' +
  'so the app believes its X-Forwarded-Proto.';

/**
 * Before passport-local checks the credentials: a request from this site, as JSON, the body, a cookie this
 * request can actually receive (never a "success" without a usable session), and the per-address
 * rate limit, so a refused attempt costs no password hash.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(
    @Inject(LOGIN_LIMITER) private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    refuseCrossSiteChange(request, this.config.publicUrl);
    parseInput(adminSessionRoutes.login.body, request.body);
    if (adminCookieIsSecure(this.config) && !request.secure) throw forbidden(HTTPS_REQUIRED);
    const client = request.ip ?? 'unknown';
    await this.limiter.admit(client, this.clock.now().getTime(), (wait) => `Too many sign-in attempts. Try again in ${wait}.`);
    const allowed = (await super.canActivate(context)) as boolean;
    if (allowed) await this.limiter.reset(client);
    return allowed;
  }
}
