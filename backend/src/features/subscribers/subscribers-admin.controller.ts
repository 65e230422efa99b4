import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { parseInput } from '../../core/http/parse-input.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { ImportSubscribers } from './commands/import-subscribers.js';
import { ListSubscribers } from './queries/list-subscribers.js';
import { SubscriberHistory } from './queries/subscriber-history.js';
import { bulkImportRequestSchema } from './subscriber.requests.js';

const idSchema = z.string().uuid({ error: 'must be a subscriber id' });

const BULK_IMPORT_PATH = 'subscribers/bulk';
/** The one route whose body may be large (up to 20,000 rows): http-setup gives it the large-body parser. */
export const BULK_IMPORT_ROUTE = { method: 'POST', path: `/api/${BULK_IMPORT_PATH}` } as const;

/** The operator's side of the subscriber list. */
@Controller('api')
@UseGuards(AdminGuard)
export class SubscribersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('subscribers')
  list() {
    return this.queries.execute(new ListSubscribers());
  }

  @Post(BULK_IMPORT_PATH)
  bulkImport(@Body() body: unknown) {
    return this.commands.execute(new ImportSubscribers(parseInput(bulkImportRequestSchema, body).subscribers));
  }

  @Get('admin/subscribers/:id/history')
  history(@Param('id') id: string) {
    return this.queries.execute(new SubscriberHistory(parseInput(idSchema, id, 'id')));
  }
}
