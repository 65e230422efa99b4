import { Body, Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { RouteReply } from '../../../contract/define-route.js';
import { emailCampaignRoutes as routes } from '../../../contract/email-campaigns.contract.js';
import type { DraftFrequency } from '../../../contract/email.vocabulary.js';
import { Endpoint } from '../../../core/http/endpoint.js';
import { parseInput } from '../../../core/http/parse-input.js';
import { AdminGuard } from '../../admin-auth/admin.guard.js';
import { AnalyzeNews } from '../compose/commands/analyze-news.js';
import { PreviewPersonalizedEmail, SendPersonalizedTest } from '../compose/commands/personalized-email.js';
import { PreviewEmail } from '../compose/commands/preview-email.js';
import { operatorOf } from '../../admin-auth/admin-session.js';
import { adminNamed } from '../drafts/draft.decider.js';
import { parseManualCampaign, parsePreviewEmail, parseSingleEmail } from './campaigns.requests.js';
import { ResolveBatch } from './commands/resolve-batch.js';
import { SendManualCampaign } from './commands/send-manual-campaign.js';
import { SendNewsletter } from './commands/send-newsletter.js';
import { SendSingleEmail } from './commands/send-single-email.js';
import { ListCampaigns } from './queries/list-campaigns.js';

/** The Email Campaigns, AI email writer and Personalized emails panels' calls (operator-area.md section 7). */
@Controller()
@UseGuards(AdminGuard)
export class CampaignsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.sendDaily)
  sendDaily(@Req() request: Request): Promise<RouteReply<typeof routes.sendDaily>> {
    return this.sendNext('daily', operatorOf(request));
  }

  @Endpoint(routes.sendWeekly)
  sendWeekly(@Req() request: Request): Promise<RouteReply<typeof routes.sendWeekly>> {
    return this.sendNext('weekly', operatorOf(request));
  }

  @Endpoint(routes.sendEmail)
  async sendEmail(@Body() body: unknown, @Res({ passthrough: true }) response: Response): Promise<RouteReply<typeof routes.sendEmail>> {
    const { subject, content, subscriberIds } = parseManualCampaign(body);
    const answer = await this.commands.execute(new SendManualCampaign(subject, content, subscriberIds));
    response.status(answer.status === 'completed' ? 200 : 202);
    return answer;
  }

  @Endpoint(routes.sendSingle)
  sendSingle(@Body() body: unknown): Promise<RouteReply<typeof routes.sendSingle>> {
    const { to, subject, content, requestKey } = parseSingleEmail(body);
    return this.commands.execute(new SendSingleEmail(to, subject, content, requestKey));
  }

  @Endpoint(routes.previewEmail)
  previewEmail(@Body() body: unknown): Promise<RouteReply<typeof routes.previewEmail>> {
    const { frequency, interests, customInterests } = parsePreviewEmail(body);
    return this.commands.execute(new PreviewEmail(frequency, interests, customInterests));
  }

  @Endpoint(routes.analyzeNews)
  analyzeNews(): Promise<RouteReply<typeof routes.analyzeNews>> {
    return this.commands.execute(new AnalyzeNews());
  }

  @Endpoint(routes.campaigns)
  campaigns(): Promise<RouteReply<typeof routes.campaigns>> {
    return this.queries.execute(new ListCampaigns());
  }

  @Endpoint(routes.resolveBatch)
  resolveBatch(@Param() params: unknown, @Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.resolveBatch>> {
    const { id, batch } = parseInput(routes.resolveBatch.params, params, 'path');
    const { resolution } = parseInput(routes.resolveBatch.body, body);
    return this.commands.execute(new ResolveBatch(id, batch, resolution, operatorOf(request)));
  }

  @Endpoint(routes.personalizedPreview)
  personalizedPreview(@Body() body: unknown): Promise<RouteReply<typeof routes.personalizedPreview>> {
    return this.commands.execute(new PreviewPersonalizedEmail(parseInput(routes.personalizedPreview.body, body).subscriberId));
  }

  @Endpoint(routes.personalizedTest)
  personalizedTest(@Body() body: unknown): Promise<RouteReply<typeof routes.personalizedTest>> {
    const { subscriberId, to, subject, content } = parseInput(routes.personalizedTest.body, body);
    return this.commands.execute(new SendPersonalizedTest(subscriberId, to, subject, content));
  }

  /** The spec's test buttons: the earliest approved draft of the frequency, now; the answer says what happened. */
  private async sendNext(frequency: DraftFrequency, operator: string) {
    const { message } = await this.commands.execute(new SendNewsletter(frequency, { kind: 'next' }, adminNamed(operator)));
    return { message };
  }
}
