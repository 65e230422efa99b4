import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { EnhanceTools } from './commands/enhance-tools.js';
import { RefreshTools } from './commands/refresh-tools.js';

@Controller('api/admin')
@UseGuards(AdminGuard)
export class CatalogueAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Post('refresh-tools')
  @HttpCode(200)
  refresh() {
    return this.commands.execute(new RefreshTools());
  }

  @Post('enhance-tools')
  @HttpCode(200)
  enhance() {
    return this.commands.execute(new EnhanceTools());
  }
}
