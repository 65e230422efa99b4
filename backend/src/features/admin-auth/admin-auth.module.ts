import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { RateLimits } from '../../core/rate-limit/rate-limiter.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { LOGIN_LIMITER, SIGN_IN_ATTEMPTS } from './admin-auth.tokens.js';
import { AdminGuard } from './admin.guard.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginGuard } from './login.guard.js';

@Module({
  imports: [PassportModule],
  controllers: [AdminAuthController],
  providers: [
    LocalStrategy,
    LoginGuard,
    AdminGuard,
    { provide: LOGIN_LIMITER, useFactory: (limits: RateLimits) => limits.limiter('sign-in-per-client', SIGN_IN_ATTEMPTS), inject: [RateLimits] },
  ],
  exports: [AdminGuard],
})
export class AdminAuthModule {}
