import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { OperationsController } from './operations.controller.js';
import { GetReadModelStatusHandler } from './queries/get-read-model-status.js';
import { ReplayReadModelsHandler } from './replay/replay-read-models.js';

@Module({ imports: [AdminAuthModule], controllers: [OperationsController], providers: [GetReadModelStatusHandler, ReplayReadModelsHandler] })
export class OperationsModule {}
