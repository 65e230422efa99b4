import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { OperationsController } from './operations.controller.js';

@Module({ imports: [AdminAuthModule], controllers: [OperationsController] })
export class OperationsModule {}
