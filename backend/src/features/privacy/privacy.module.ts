import { Module } from '@nestjs/common';
import { DataDeletionController } from './data-deletion.controller.js';
import { DataDeletionService } from './data-deletion.service.js';

@Module({ controllers: [DataDeletionController], providers: [DataDeletionService] })
export class PrivacyModule {}
