import { Module } from '@nestjs/common';
import { ReceiveContactMessageHandler } from './commands/receive-contact-message.js';
import { ContactController } from './contact.controller.js';

@Module({ controllers: [ContactController], providers: [ReceiveContactMessageHandler] })
export class ContactModule {}
