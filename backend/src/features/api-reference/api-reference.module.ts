import { Module } from '@nestjs/common';
import { ApiReferenceController } from './api-reference.controller.js';
import { ApiReference } from './api-reference.js';

@Module({ controllers: [ApiReferenceController], providers: [ApiReference] })
export class ApiReferenceModule {}
