import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { CheckHealthHandler } from './health/check-health.js';
import { HealthController } from './health/health.controller.js';
import { JobsController } from './jobs.controller.js';
import { KeyRotationJob } from './key-rotation.job.js';
import { OperationsController } from './operations.controller.js';
import { GetReadModelStatusHandler } from './queries/get-read-model-status.js';
import { AnalyticsReplayJob } from './replay/analytics-replay.job.js';
import { ReplayReadModelsHandler } from './replay/replay-read-models.js';

@Module({
  imports: [AdminAuthModule],
  controllers: [OperationsController, JobsController, HealthController],
  providers: [GetReadModelStatusHandler, ReplayReadModelsHandler, CheckHealthHandler, AnalyticsReplayJob, KeyRotationJob],
})
export class OperationsModule {}
