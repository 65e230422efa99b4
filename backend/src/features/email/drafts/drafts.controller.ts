import { Body, Controller, Param, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { RouteReply } from '../../../contract/define-route.js';
import { emailDraftRoutes as routes } from '../../../contract/email-drafts.contract.js';
import { Endpoint } from '../../../core/http/endpoint.js';
import { parseInput } from '../../../core/http/parse-input.js';
import { AdminGuard } from '../../admin-auth/admin.guard.js';
import { operatorOf } from '../../admin-auth/admin-session.js';
import { type ReviewDecision, ReviewDraft } from './commands/review-draft.js';
import { ReviseDraft } from './commands/revise-draft.js';
import { DraftHistory } from './queries/draft-history.js';
import { PreviewDraft } from './queries/draft-preview.js';
import { ListDrafts } from './queries/list-drafts.js';

/** The Draft approval panel's calls (operator-area.md section 7, Drafts). */
@Controller()
@UseGuards(AdminGuard)
export class DraftsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.pending)
  pending(): Promise<RouteReply<typeof routes.pending>> {
    return this.queries.execute(new ListDrafts('pending'));
  }

  @Endpoint(routes.list)
  list(@Query() query: unknown): Promise<RouteReply<typeof routes.list>> {
    return this.queries.execute(new ListDrafts(parseInput(routes.list.query, query, 'query').status));
  }

  @Endpoint(routes.history)
  history(@Param() params: unknown): Promise<RouteReply<typeof routes.history>> {
    return this.queries.execute(new DraftHistory(parseInput(routes.history.params, params, 'path').id));
  }

  @Endpoint(routes.preview)
  preview(@Param() params: unknown): Promise<RouteReply<typeof routes.preview>> {
    return this.queries.execute(new PreviewDraft(parseInput(routes.preview.params, params, 'path').id));
  }

  @Endpoint(routes.approve)
  approve(@Param() params: unknown, @Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.approve>> {
    return this.review(params, 'approve', body, request);
  }

  @Endpoint(routes.reject)
  reject(@Param() params: unknown, @Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.reject>> {
    return this.review(params, 'reject', body, request);
  }

  @Endpoint(routes.revise)
  revise(@Param() params: unknown, @Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.revise>> {
    const { id } = parseInput(routes.revise.params, params, 'path');
    const { revisionRequest } = parseInput(routes.revise.body, body);
    return this.commands.execute(new ReviseDraft(id, operatorOf(request), revisionRequest));
  }

  private review(params: unknown, decision: ReviewDecision, body: unknown, request: Request) {
    const { id } = parseInput(routes.approve.params, params, 'path');
    const { adminNotes } = parseInput(routes.approve.body, body ?? {});
    return this.commands.execute(new ReviewDraft(id, decision, operatorOf(request), adminNotes));
  }
}
