import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { AuditTrail } from '../audit/audit-trail.js';
import { ChangePreferencesHandler } from './commands/change-preferences.js';
import { EraseSubscriberHandler } from './commands/erase-subscriber.js';
import { ImportSubscribersHandler } from './commands/import-subscribers.js';
import { SendPreferencesLinkHandler } from './commands/send-preferences-link.js';
import { SubscribeHandler } from './commands/subscribe.js';
import { UnsubscribeHandler } from './commands/unsubscribe.js';
import { FindSubscribersHandler } from './queries/find-subscribers.js';
import { GetPreferencesHandler } from './queries/get-preferences.js';
import { ListSubscribersHandler } from './queries/list-subscribers.js';
import { SubscriberHistoryHandler } from './queries/subscriber-history.js';
import { SubscriberAccess } from './subscriber-access.js';
import { SubscriberMail } from './subscriber-mail.js';
import { SubscriberStreams } from './subscriber-streams.js';
import { SubscribersAdminController } from './subscribers-admin.controller.js';
import { SubscribersController } from './subscribers.controller.js';

@Module({
  imports: [AdminAuthModule],
  controllers: [SubscribersController, SubscribersAdminController],
  providers: [
    SubscriberStreams,
    SubscriberAccess,
    SubscriberMail,
    AuditTrail,
    SubscribeHandler,
    ChangePreferencesHandler,
    UnsubscribeHandler,
    SendPreferencesLinkHandler,
    ImportSubscribersHandler,
    EraseSubscriberHandler,
    GetPreferencesHandler,
    FindSubscribersHandler,
    ListSubscribersHandler,
    SubscriberHistoryHandler,
  ],
  exports: [SubscriberMail],
})
export class SubscribersModule {}
