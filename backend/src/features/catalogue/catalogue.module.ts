import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { CatalogueAdminController } from './catalogue-admin.controller.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';

@Module({
  imports: [AdminAuthModule],
  controllers: [CatalogueController, CatalogueAdminController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
