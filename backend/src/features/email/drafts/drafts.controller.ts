import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { parseInput } from '../../../core/http/parse-input.js';
import { AdminGuard } from '../../admin-auth/admin.guard.js';
import { adminOf } from '../../admin-auth/admin-session.js';
import { type ReviewDecision, ReviewDraft } from './commands/review-draft.js';
import { ReviseDraft } from './commands/revise-draft.js';
import { draftIdSchema, listDraftsQuerySchema, reviewRequestSchema, reviseRequestSchema } from './drafts.requests.js';
import { DraftHistory } from './queries/draft-history.js';
import { PreviewDraft } from './queries/draft-preview.js';
import { ListDrafts } from './queries/list-drafts.js';

/** The Draft approval panel's calls (operator-area.md section 7, Drafts). */
@Controller('api/admin/email-drafts')
@UseGuards(AdminGuard)
export class DraftsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('pending')
  pending() {
    return this.queries.execute(new ListDrafts('pending'));
  }

  @Get()
  list(@Query() query: unknown) {
    return this.queries.execute(new ListDrafts(parseInput(listDraftsQuerySchema, query, 'query').status));
  }

  @Get(':id/history')
  history(@Param('id') id: string) {
    return this.queries.execute(new DraftHistory(parseInput(draftIdSchema, id, 'id')));
  }

  @Get(':id/preview')
  preview(@Param('id') id: string) {
    return this.queries.execute(new PreviewDraft(parseInput(draftIdSchema, id, 'id')));
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    return this.review(id, 'approve', body, request);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    return this.review(id, 'reject', body, request);
  }

  @Post(':id/revise')
  @HttpCode(200)
  revise(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const draftId = parseInput(draftIdSchema, id, 'id');
    const { revisionRequest } = parseInput(reviseRequestSchema, body);
    return this.commands.execute(new ReviseDraft(draftId, operatorOf(request), revisionRequest));
  }

  private review(id: string, decision: ReviewDecision, body: unknown, request: Request) {
    const draftId = parseInput(draftIdSchema, id, 'id');
    const { adminNotes } = parseInput(reviewRequestSchema, body ?? {});
    return this.commands.execute(new ReviewDraft(draftId, decision, operatorOf(request), adminNotes));
  }
}

/** Who decided: the signed-in admin's name (the guard has checked there is one). */
export const operatorOf = (request: Request): string => adminOf(request)?.username ?? 'admin';
