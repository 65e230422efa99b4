import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import express from 'express';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { AdminEraseHandler, AdminUnsubscribeHandler } from './commands/admin-subscriber-actions.js';
import { AuditTrail } from '../audit/audit-trail.js';
import { ChangePreferencesHandler } from './commands/change-preferences.js';
import { ConfirmSubscriptionHandler } from './commands/confirm-subscription.js';
import { SuppressAddressHandler } from './commands/suppress-address.js';
import { UnsubscribeOneClickHandler } from './commands/unsubscribe-one-click.js';
import { MailLinksController } from './mail-links.controller.js';
import { SuppressionOfHandler } from './queries/suppression-of.js';
import { EraseSubscriberHandler } from './commands/erase-subscriber.js';
import { ImportSubscribersHandler } from './commands/import-subscribers.js';
import { SendPreferencesLinkHandler } from './commands/send-preferences-link.js';
import { SubscribeHandler } from './commands/subscribe.js';
import { UnsubscribeHandler } from './commands/unsubscribe.js';
import { FindSubscribersHandler } from './queries/find-subscribers.js';
import { GetPreferencesHandler } from './queries/get-preferences.js';
import { ListSubscribersHandler, PageSubscribersHandler } from './queries/list-subscribers.js';
import { SubscriberHistoryHandler } from './queries/subscriber-history.js';
import { SubscriberAccess } from './subscriber-access.js';
import { SubscriberList } from './subscriber-list.js';
import { SubscriberMail } from './subscriber-mail.js';
import { SubscriberStreams } from './subscriber-streams.js';
import { SubscribersAdminController } from './subscribers-admin.controller.js';
import { SubscribersController } from './subscribers.controller.js';

@Module({
  imports: [AdminAuthModule, PrivacyModule],
  controllers: [SubscribersController, SubscribersAdminController, MailLinksController],
  providers: [
    SubscriberStreams,
    SubscriberList,
    SubscriberAccess,
    SubscriberMail,
    AuditTrail,
    SubscribeHandler,
    ChangePreferencesHandler,
    UnsubscribeHandler,
    SendPreferencesLinkHandler,
    ImportSubscribersHandler,
    EraseSubscriberHandler,
    ConfirmSubscriptionHandler,
    UnsubscribeOneClickHandler,
    SuppressAddressHandler,
    SuppressionOfHandler,
    GetPreferencesHandler,
    FindSubscribersHandler,
    ListSubscribersHandler,
    PageSubscribersHandler,
    AdminUnsubscribeHandler,
    AdminEraseHandler,
    SubscriberHistoryHandler,
  ],
  exports: [SubscriberMail],
})
export class SubscribersModule implements NestModule {
  /** A mail provider's one-click POST is a tiny form (RFC 8058), not JSON: parsed on that route only. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(express.urlencoded({ extended: false, limit: '1kb' }), express.text({ type: 'multipart/form-data', limit: '4kb' }))
      .forRoutes({ path: 'api/unsubscribe/one-click', method: RequestMethod.POST });
  }
}
