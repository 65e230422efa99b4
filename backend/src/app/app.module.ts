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
import { ResponseCache } from '../core/http/response-cache.js';
import { PublicRateLimits } from '../core/rate-limit/public-rate-limits.js';
import { AI_WRITER } from '../features/ai/ai-writer.port.js';
import { BlogAdminController } from '../features/blog/blog-admin.controller.js';
import { BlogController } from '../features/blog/blog.controller.js';
import { BlogService } from '../features/blog/blog.service.js';
import { GeneratedImages } from '../features/blog/generated-images.js';
import { CatalogueAdminController } from '../features/catalogue/catalogue-admin.controller.js';
import { CatalogueController } from '../features/catalogue/catalogue.controller.js';
import { CatalogueService } from '../features/catalogue/catalogue.service.js';
import { ImagesController } from '../features/images/images.controller.js';
import { SeedService } from '../features/seed/seed.service.js';
import { CoreModule } from './core.module.js';
import type { Core } from './core.js';

@Module({})
export class AppModule {
  static forRoot(core: Core): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(core), CqrsModule.forRoot(), AdminAuthModule],
      controllers: [
        SubscribersController,
        SubscribersAdminController,
        DataDeletionController,
        ContactController,
        OperationsController,
        CatalogueController,
        CatalogueAdminController,
        BlogController,
        BlogAdminController,
        ImagesController,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: AI_WRITER, useValue: core.aiWriter },
        { provide: GeneratedImages, useValue: new GeneratedImages(core.dataDir) },
        ResponseCache,
        PublicRateLimits,
        SubscriptionService,
        SubscriberImport,
        AuditTrail,
        DataDeletionService,
        CatalogueService,
        BlogService,
        SeedService,
      ],
    };
  }
}
