import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { z } from 'zod';
import { rateLimited } from '../../core/errors/domain-errors.js';
import { parseInput } from '../../core/http/parse-input.js';
import { LOGIN_LIMITER } from './admin-auth.tokens.js';
import type { SlidingWindowLimiter } from '../../core/rate-limit/sliding-window-limiter.js';

const loginRequestSchema = z.object(
  {
    username: z.string({ error: 'Please enter both username and password' }).trim().min(1, 'Please enter both username and password').max(256),
    password: z.string({ error: 'Please enter both username and password' }).min(1, 'Please enter both username and password').max(1024),
  },
  { error: 'Please enter both username and password' },
);

/** Validates the body and the per-address rate limit before passport-local checks the credentials. */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(@Inject(LOGIN_LIMITER) private readonly limiter: SlidingWindowLimiter) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    parseInput(loginRequestSchema, request.body);
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
