import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { SubscribersModule } from '../subscribers/subscribers.module.js';
import { ActOnContactMessageHandler } from './commands/admin-contact-actions.js';
import { ReceiveContactMessageHandler } from './commands/receive-contact-message.js';
import { ReceiveInboundEmailHandler } from './commands/receive-inbound-email.js';
import { ReplyToContactMessageHandler } from './commands/reply-to-contact-message.js';
import { ContactAdminController } from './contact-admin.controller.js';
import { ContactInbox } from './contact-inbox.js';
import { ContactStreams } from './contact-streams.js';
import { ContactController } from './contact.controller.js';
import { InboundEmailController } from './inbound-email.controller.js';
import { ContactMessageHistoryHandler, GetInboundEmailStatusHandler, ListContactMessagesHandler } from './queries/contact-queries.js';

/** The public contact form, the admin's inbox (read, reply, spam, restore) and the inbound-email webhook. */
@Module({
  imports: [AdminAuthModule, SubscribersModule],
  controllers: [ContactController, ContactAdminController, InboundEmailController],
  providers: [
    ContactStreams,
    ContactInbox,
    ReceiveContactMessageHandler,
    ReceiveInboundEmailHandler,
    ReplyToContactMessageHandler,
    ActOnContactMessageHandler,
    ListContactMessagesHandler,
    ContactMessageHistoryHandler,
    GetInboundEmailStatusHandler,
  ],
})
export class ContactModule {}
