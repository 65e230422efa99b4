import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { HttpErrorFilter } from '../core/http/http-error.filter.js';
import { AdminAuthModule } from '../features/admin-auth/admin-auth.module.js';
import { AnalyticsModule } from '../features/analytics/analytics.module.js';
import { ApiReferenceModule } from '../features/api-reference/api-reference.module.js';
import { BlogModule } from '../features/blog/blog.module.js';
import { CatalogueModule } from '../features/catalogue/catalogue.module.js';
import { ContactModule } from '../features/contact/contact.module.js';
import { EmailModule } from '../features/email/email.module.js';
import { GmailModule } from '../features/gmail/gmail.module.js';
import { ImagesModule } from '../features/images/images.module.js';
import { OperationsModule } from '../features/operations/operations.module.js';
import { PrivacyModule } from '../features/privacy/privacy.module.js';
import { SeedModule } from '../features/seed/seed.module.js';
import { SiteModule } from '../features/site/site.module.js';
import { SocialModule } from '../features/social/social.module.js';
import { SubscribersModule } from '../features/subscribers/subscribers.module.js';
import { CoreModule } from './core.module.js';
import type { Core } from './core.js';

/** The shared infrastructure, the command and query buses, and one module per feature. */
@Module({})
export class AppModule {
  static forRoot(core: Core): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(core),
        CqrsModule.forRoot(),
        AdminAuthModule,
        SubscribersModule,
        PrivacyModule,
        ContactModule,
        GmailModule,
        OperationsModule,
        CatalogueModule,
        BlogModule,
        AnalyticsModule,
        ImagesModule,
        ApiReferenceModule,
        SeedModule,
        EmailModule,
        SiteModule,
        SocialModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
    };
  }
}
