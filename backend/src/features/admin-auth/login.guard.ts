import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { adminSessionRoutes } from '../../contract/admin-session.contract.js';
import { rateLimited } from '../../core/errors/domain-errors.js';
import { parseInput } from '../../core/http/parse-input.js';
import { LOGIN_LIMITER } from './admin-auth.tokens.js';
import type { SlidingWindowLimiter } from '../../core/rate-limit/sliding-window-limiter.js';

/** Validates the body and the per-address rate limit before passport-local checks the credentials. */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(@Inject(LOGIN_LIMITER) private readonly limiter: SlidingWindowLimiter) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    parseInput(adminSessionRoutes.login.body, request.body);
    const verdict = this.limiter.attempt(request.ip ?? 'unknown', Date.now());
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfterMs / 60_000);
      throw rateLimited(`Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const allowed = (await super.canActivate(context)) as boolean;
    if (allowed) this.limiter.reset(request.ip ?? 'unknown');
    return allowed;
  }
}
