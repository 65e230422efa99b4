import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { unauthorized } from '../../core/errors/domain-errors.js';
import { adminOf } from './admin-session.js';

/** Every admin call passes here: no admin session, no answer but 401. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!adminOf(context.switchToHttp().getRequest<Request>())) throw unauthorized('Admin sign-in required');
    return true;
  }
}
