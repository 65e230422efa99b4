import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { CatalogueAdminController } from './catalogue-admin.controller.js';
import { CatalogueController } from './catalogue.controller.js';
import { EnhanceToolsHandler } from './commands/enhance-tools.js';
import { RefreshToolsHandler } from './commands/refresh-tools.js';
import { SeedCatalogueHandler } from './commands/seed-catalogue.js';
import { CountToolsHandler } from './queries/count-tools.js';
import { GetEnhancedToolHandler } from './queries/get-enhanced-tool.js';
import { GetGuideHandler } from './queries/get-guide.js';
import { IsListedToolHandler } from './queries/is-listed-tool.js';
import { ListToolsHandler } from './queries/list-tools.js';
import { GuideDownload } from './guide-download.js';
import { ToolDirectory } from './tool-directory.js';
import { ToolStreams } from './tool-streams.js';

/** Tools and the guide. Other features reach it through the buses (SeedCatalogue, ListTools, CountTools, IsListedTool), never its classes. */
@Module({
  imports: [AdminAuthModule],
  controllers: [CatalogueController, CatalogueAdminController],
  providers: [
    ToolStreams,
    ToolDirectory,
    SeedCatalogueHandler,
    RefreshToolsHandler,
    EnhanceToolsHandler,
    ListToolsHandler,
    CountToolsHandler,
    GetEnhancedToolHandler,
    GetGuideHandler,
    IsListedToolHandler,
    GuideDownload,
  ],
})
export class CatalogueModule {}
