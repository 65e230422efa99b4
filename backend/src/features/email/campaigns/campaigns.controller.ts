import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { parseInput } from '../../../core/http/parse-input.js';
import { AdminGuard } from '../../admin-auth/admin.guard.js';
import { AnalyzeNews } from '../compose/commands/analyze-news.js';
import { PreviewPersonalizedEmail, SendPersonalizedTest } from '../compose/commands/personalized-email.js';
import { PreviewEmail } from '../compose/commands/preview-email.js';
import type { DraftFrequency } from '../drafts/draft.events.js';
import { operatorOf } from '../drafts/drafts.controller.js';
import {
  parseManualCampaign,
  parsePreviewEmail,
  parseSingleEmail,
  personalizedPreviewSchema,
  personalizedTestSchema,
  resolveBatchParamsSchema,
  resolveBatchSchema,
} from './campaigns.requests.js';
import { ResolveBatch } from './commands/resolve-batch.js';
import { SendManualCampaign } from './commands/send-manual-campaign.js';
import { SendNewsletter } from './commands/send-newsletter.js';
import { SendSingleEmail } from './commands/send-single-email.js';
import { ListCampaigns } from './queries/list-campaigns.js';

/** The Email Campaigns, AI email writer and Personalized emails panels' calls (operator-area.md section 7). */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class CampaignsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('send-daily-emails')
  @HttpCode(200)
  sendDaily() {
    return this.sendNext('daily');
  }

  @Post('send-weekly-emails')
  @HttpCode(200)
  sendWeekly() {
    return this.sendNext('weekly');
  }

  @Post('send-email')
  async sendEmail(@Body() body: unknown, @Res({ passthrough: true }) response: Response) {
    const { subject, content, subscriberIds } = parseManualCampaign(body);
    const answer = await this.commands.execute(new SendManualCampaign(subject, content, subscriberIds));
    response.status(answer.status === 'completed' ? 200 : 202);
    return answer;
  }

  @Post('send-single-email')
  @HttpCode(200)
  sendSingle(@Body() body: unknown) {
    const { to, subject, content } = parseSingleEmail(body);
    return this.commands.execute(new SendSingleEmail(to, subject, content));
  }

  @Post('preview-email')
  @HttpCode(200)
  preview(@Body() body: unknown) {
    const { frequency, interests, customInterests } = parsePreviewEmail(body);
    return this.commands.execute(new PreviewEmail(frequency, interests, customInterests));
  }

  @Post('analyze-news')
  @HttpCode(200)
  analyzeNews() {
    return this.commands.execute(new AnalyzeNews());
  }

  @Get('campaigns')
  campaigns() {
    return this.queries.execute(new ListCampaigns());
  }

  @Post('campaigns/:id/batches/:batch/resolve')
  @HttpCode(200)
  resolve(@Param() params: unknown, @Body() body: unknown, @Req() request: Request) {
    const { id, batch } = parseInput(resolveBatchParamsSchema, params, 'params');
    const { resolution } = parseInput(resolveBatchSchema, body);
    return this.commands.execute(new ResolveBatch(id, batch, resolution, operatorOf(request)));
  }

  @Post('personalized-email/preview')
  @HttpCode(200)
  personalizedPreview(@Body() body: unknown) {
    return this.commands.execute(new PreviewPersonalizedEmail(parseInput(personalizedPreviewSchema, body).subscriberId));
  }

  @Post('personalized-email/send-test')
  @HttpCode(200)
  personalizedTest(@Body() body: unknown) {
    const { subscriberId, to, subject, content } = parseInput(personalizedTestSchema, body);
    return this.commands.execute(new SendPersonalizedTest(subscriberId, to, subject, content));
  }

  /** The spec's test buttons: the earliest approved draft of the frequency, now; the answer says what happened. */
  private async sendNext(frequency: DraftFrequency) {
    const { message } = await this.commands.execute(new SendNewsletter(frequency, { kind: 'next' }, 'admin'));
    return { message };
  }
}
