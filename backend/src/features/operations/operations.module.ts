import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { JobsController } from './jobs.controller.js';
import { KeyRotationJob } from './key-rotation.job.js';
import { OperationsController } from './operations.controller.js';

@Module({ imports: [AdminAuthModule], controllers: [OperationsController, JobsController], providers: [KeyRotationJob] })
export class OperationsModule {}
