import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminGuard } from './admin.guard.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginGuard } from './login.guard.js';
import { SlidingWindowLimiter } from '../../core/rate-limit/sliding-window-limiter.js';
import { LOGIN_LIMITER } from './admin-auth.tokens.js';

@Module({
  imports: [PassportModule],
  controllers: [AdminAuthController],
  providers: [LocalStrategy, LoginGuard, AdminGuard, { provide: LOGIN_LIMITER, useFactory: () => new SlidingWindowLimiter(10, 15 * 60 * 1000) }],
  exports: [AdminGuard],
})
export class AdminAuthModule {}
