import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { loadCatalogueSource } from './catalogue-source.js';
import { CatalogueService } from './catalogue.service.js';

@Controller('api/admin')
@UseGuards(AdminGuard)
export class CatalogueAdminController {
  constructor(
    private readonly catalogue: CatalogueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('refresh-tools')
  @HttpCode(200)
  async refresh() {
    const { tools, origin } = loadCatalogueSource(this.config.DATA_DIR);
    return { source: origin, ...(await this.catalogue.refresh(tools)) };
  }

  @Post('enhance-tools')
  @HttpCode(200)
  enhance() {
    return this.catalogue.enhance();
  }
}
