import { Module } from '@nestjs/common';
import { ConfirmDataDeletionHandler } from './commands/confirm-data-deletion.js';
import { RequestDataDeletionHandler } from './commands/request-data-deletion.js';
import { DataDeletionController } from './data-deletion.controller.js';
import { PersonErasure } from './person-erasure.js';

@Module({
  controllers: [DataDeletionController],
  providers: [RequestDataDeletionHandler, ConfirmDataDeletionHandler, PersonErasure],
  exports: [PersonErasure],
})
export class PrivacyModule {}
