import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { SubscribersModule } from '../subscribers/subscribers.module.js';
import { EmailAudience } from './audience/email-audience.js';
import { CampaignLauncher } from './campaigns/campaign-launcher.js';
import { CAMPAIGN_SETTINGS, CampaignRunner, type CampaignSettings, SEND_THROTTLE } from './campaigns/campaign-runner.js';
import { CampaignStreams } from './campaigns/campaign-streams.js';
import { CampaignsController } from './campaigns/campaigns.controller.js';
import { ResolveBatchHandler } from './campaigns/commands/resolve-batch.js';
import { SendManualCampaignHandler } from './campaigns/commands/send-manual-campaign.js';
import { SendNewsletterHandler } from './campaigns/commands/send-newsletter.js';
import { SendSingleEmailHandler } from './campaigns/commands/send-single-email.js';
import { ListCampaignsHandler } from './campaigns/queries/list-campaigns.js';
import { AnalyzeNewsHandler } from './compose/commands/analyze-news.js';
import { PreviewPersonalizedEmailHandler, SendPersonalizedTestHandler } from './compose/commands/personalized-email.js';
import { PreviewEmailHandler } from './compose/commands/preview-email.js';
import { NewsletterBriefs } from './delivery/newsletter-briefs.js';
import { realWait, SendThrottle } from './delivery/send-throttle.js';
import { PrepareDraftHandler } from './drafts/commands/prepare-draft.js';
import { ReviewDraftHandler } from './drafts/commands/review-draft.js';
import { ReviseDraftHandler } from './drafts/commands/revise-draft.js';
import { DraftPresenter } from './drafts/draft-presenter.js';
import { DraftStreams } from './drafts/draft-streams.js';
import { DraftsController } from './drafts/drafts.controller.js';
import { DraftHistoryHandler } from './drafts/queries/draft-history.js';
import { PreviewDraftHandler } from './drafts/queries/draft-preview.js';
import { ListDraftsHandler } from './drafts/queries/list-drafts.js';
import { EmailStartup } from './email-startup.js';
import { EmailJobs } from './schedule/email-jobs.js';
import { NEWSLETTER_SCHEDULE, NewsletterSchedule } from './schedule/newsletter-schedule.js';
import { EligibleSubscribersHandler } from './stats/eligible-subscribers.js';
import { EmailsSentOnHandler, EmailsSentPerDayHandler, TotalEmailsSentHandler } from './stats/emails-sent.js';
import { EmailsScheduledOnHandler } from './stats/scheduled-emails.js';
import { ScheduleTodayHandler } from './stats/schedule-today.js';
import { SENDGRID_WEBHOOK_KEY, SendGridWebhookController } from './webhooks/sendgrid-webhook.controller.js';
import { parseWebhookKey } from './webhooks/sendgrid-signature.js';

/** Newsletter drafts, campaigns and their send process, the AI email tools, and SendGrid's event webhook. */
@Module({
  imports: [AdminAuthModule, SubscribersModule],
  controllers: [DraftsController, CampaignsController, SendGridWebhookController],
  providers: [
    { provide: NEWSLETTER_SCHEDULE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new NewsletterSchedule(config.SCHEDULE_TIMEZONE) },
    { provide: SEND_THROTTLE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SendThrottle(config.MAIL_RATE_PER_SECOND) },
    {
      provide: CAMPAIGN_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): CampaignSettings => ({ lookupGraceMs: config.SENDGRID_LOOKUP_GRACE_SECONDS * 1000, wait: realWait, batchConcurrency: 3 }),
    },
    {
      provide: SENDGRID_WEBHOOK_KEY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.SENDGRID_WEBHOOK_PUBLIC_KEY ? parseWebhookKey(config.SENDGRID_WEBHOOK_PUBLIC_KEY) : null),
    },
    EmailAudience,
    NewsletterBriefs,
    DraftStreams,
    DraftPresenter,
    CampaignStreams,
    CampaignLauncher,
    CampaignRunner,
    EmailJobs,
    EmailStartup,
    PrepareDraftHandler,
    ReviewDraftHandler,
    ReviseDraftHandler,
    ListDraftsHandler,
    DraftHistoryHandler,
    PreviewDraftHandler,
    SendNewsletterHandler,
    SendManualCampaignHandler,
    SendSingleEmailHandler,
    ResolveBatchHandler,
    ListCampaignsHandler,
    PreviewEmailHandler,
    AnalyzeNewsHandler,
    PreviewPersonalizedEmailHandler,
    SendPersonalizedTestHandler,
    EmailsSentPerDayHandler,
    EmailsSentOnHandler,
    ScheduleTodayHandler,
    TotalEmailsSentHandler,
    EligibleSubscribersHandler,
    EmailsScheduledOnHandler,
  ],
  exports: [EmailAudience, EmailJobs, CampaignRunner, EmailStartup],
})
export class EmailModule {}
