import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { parseInput } from '../../core/http/parse-input.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { AuditTrail } from '../audit/audit-trail.js';
import { SubscriberImport } from './subscriber-import.js';
import { bulkImportRequestSchema } from './subscriber.requests.js';
import { SUBSCRIBERS_COLLECTION, SUBSCRIBERS_PROJECTION, type SubscriberView } from './subscribers.projection.js';
import { z } from 'zod';

const idSchema = z.string().uuid({ error: 'must be a subscriber id' });

/** The operator's side of the subscriber list. */
@Controller('api')
@UseGuards(AdminGuard)
export class SubscribersAdminController {
  constructor(
    private readonly readModels: ReadModels,
    private readonly importer: SubscriberImport,
    private readonly audit: AuditTrail,
  ) {}

  @Get('subscribers')
  list() {
    return this.readModels.find<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, {
      sort: { field: 'subscribedAt', direction: 'desc' },
    });
  }

  @Post('subscribers/bulk')
  bulkImport(@Body() body: unknown) {
    return this.importer.importRows(parseInput(bulkImportRequestSchema, body).subscribers);
  }

  @Get('admin/subscribers/:id/history')
  history(@Param('id') id: string) {
    return this.audit.historyOf(parseInput(idSchema, id, 'id'));
  }
}
