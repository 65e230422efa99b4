import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { HttpErrorFilter } from '../core/http/http-error.filter.js';
import { AdminAuthModule } from '../features/admin-auth/admin-auth.module.js';
import { AuditTrail } from '../features/audit/audit-trail.js';
import { ContactController } from '../features/contact/contact.controller.js';
import { OperationsController } from '../features/operations/operations.controller.js';
import { DataDeletionController } from '../features/privacy/data-deletion.controller.js';
import { DataDeletionService } from '../features/privacy/data-deletion.service.js';
import { SubscriberImport } from '../features/subscribers/subscriber-import.js';
import { SubscribersAdminController } from '../features/subscribers/subscribers-admin.controller.js';
import { SubscribersController } from '../features/subscribers/subscribers.controller.js';
import { SubscriptionService } from '../features/subscribers/subscription.service.js';
import { CoreModule } from './core.module.js';
import type { Core } from './core.js';

@Module({})
export class AppModule {
  static forRoot(core: Core): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(core), CqrsModule.forRoot(), AdminAuthModule],
      controllers: [SubscribersController, SubscribersAdminController, DataDeletionController, ContactController, OperationsController],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }, SubscriptionService, SubscriberImport, AuditTrail, DataDeletionService],
    };
  }
}
