import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { unauthorized } from '../../core/errors/domain-errors.js';
import { adminOf } from './admin-session.js';
import { refuseCrossSiteChange } from './same-site-changes.js';

/** Every admin call passes here: no admin session, no answer but 401; a change must come from this site, as JSON. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!adminOf(request)) throw unauthorized('Admin sign-in required');
    refuseCrossSiteChange(request, this.config.publicUrl);
    return true;
  }
}
