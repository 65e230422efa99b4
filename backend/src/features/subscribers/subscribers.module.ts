import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { AuditTrail } from '../audit/audit-trail.js';
import { SubscriberImport } from './subscriber-import.js';
import { SubscribersAdminController } from './subscribers-admin.controller.js';
import { SubscribersController } from './subscribers.controller.js';
import { SubscriptionService } from './subscription.service.js';

@Module({
  imports: [AdminAuthModule],
  controllers: [SubscribersController, SubscribersAdminController],
  providers: [SubscriptionService, SubscriberImport, AuditTrail],
  exports: [SubscriptionService],
})
export class SubscribersModule {}
