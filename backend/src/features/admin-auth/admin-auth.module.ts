import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminGuard } from './admin.guard.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginGuard } from './login.guard.js';
import { LoginRateLimiter } from './login-rate-limiter.js';

@Module({
  imports: [PassportModule],
  controllers: [AdminAuthController],
  providers: [LocalStrategy, LoginGuard, AdminGuard, { provide: LoginRateLimiter, useFactory: () => new LoginRateLimiter() }],
  exports: [AdminGuard],
})
export class AdminAuthModule {}
