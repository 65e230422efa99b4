import { emailDraftRoutes } from '@contract/email-drafts.contract';
import { emailCampaignRoutes } from '@contract/email-campaigns.contract';
import { EMAIL_TEXTS } from '@contract/email.vocabulary';
import { buildCampaign, buildDraft, buildDraftHistory, buildEmailText, buildNewsItems, buildPersonalizedPreview, buildRenderedEmail } from '../builders/email';
import { contractAnswer, contractHandler, errorAnswer } from '../contract-handlers';

const draftOf = (id: string | readonly string[] | undefined) => {
  const [frequency, ...date] = String(id).split('-');
  return buildDraft({ frequency: frequency === 'weekly' ? 'weekly' : 'daily', targetDate: date.join('-') });
};

/**
 * The email drafts and campaigns calls answering as the backend does when all goes well: one
 * pending daily draft, one finished campaign (bodies checked by the server's schemas). Tests of
 * the review flow use `serveDraftReview`, which remembers decisions.
 */
export const adminEmailHandlers = [
  contractHandler(emailDraftRoutes.pending, () => contractAnswer(emailDraftRoutes.pending, [buildDraft()])),
  contractHandler(emailDraftRoutes.list, () => contractAnswer(emailDraftRoutes.list, [buildDraft()])),
  contractHandler(emailDraftRoutes.history, ({ params }) => contractAnswer(emailDraftRoutes.history, buildDraftHistory(draftOf(params.id)))),
  contractHandler(emailDraftRoutes.preview, ({ params }) => contractAnswer(emailDraftRoutes.preview, buildRenderedEmail(draftOf(params.id).subject))),
  contractHandler(emailDraftRoutes.approve, ({ params, body }) =>
    contractAnswer(emailDraftRoutes.approve, { ...draftOf(params.id), status: 'approved', adminNotes: body.adminNotes, reviewedBy: 'operator', reviewedAt: '2025-06-02T09:00:00.000Z' }),
  ),
  contractHandler(emailDraftRoutes.reject, ({ params, body }) =>
    contractAnswer(emailDraftRoutes.reject, { ...draftOf(params.id), status: 'rejected', adminNotes: body.adminNotes, reviewedBy: 'operator', reviewedAt: '2025-06-02T09:00:00.000Z' }),
  ),
  contractHandler(emailDraftRoutes.revise, ({ params }) => contractAnswer(emailDraftRoutes.revise, { ...draftOf(params.id), version: 2 })),
  contractHandler(emailCampaignRoutes.campaigns, () => contractAnswer(emailCampaignRoutes.campaigns, [buildCampaign()])),
  contractHandler(emailCampaignRoutes.sendDaily, () => contractAnswer(emailCampaignRoutes.sendDaily, { message: 'No approved daily draft is waiting to be sent, so nothing was sent.' })),
  contractHandler(emailCampaignRoutes.sendWeekly, () => contractAnswer(emailCampaignRoutes.sendWeekly, { message: 'No approved weekly draft is waiting to be sent, so nothing was sent.' })),
  contractHandler(emailCampaignRoutes.sendEmail, ({ body }) => {
    if (!body.subject || !body.content) return errorAnswer(400, EMAIL_TEXTS.missingInformation);
    if (body.subscriberIds.length === 0) return errorAnswer(400, EMAIL_TEXTS.noRecipients);
    return contractAnswer(emailCampaignRoutes.sendEmail, { sentCount: body.subscriberIds.length, campaignId: 'manual-2', skippedCount: 0, status: 'completed' });
  }),
  contractHandler(emailCampaignRoutes.previewEmail, ({ body }) =>
    body.interests.length === 0 ? errorAnswer(400, EMAIL_TEXTS.selectInterests) : contractAnswer(emailCampaignRoutes.previewEmail, buildEmailText()),
  ),
  contractHandler(emailCampaignRoutes.analyzeNews, () => contractAnswer(emailCampaignRoutes.analyzeNews, { newsItems: buildNewsItems() })),
  contractHandler(emailCampaignRoutes.personalizedPreview, ({ body }) => contractAnswer(emailCampaignRoutes.personalizedPreview, buildPersonalizedPreview({ subscriberId: body.subscriberId }))),
  contractHandler(emailCampaignRoutes.personalizedTest, () => contractAnswer(emailCampaignRoutes.personalizedTest, { message: EMAIL_TEXTS.emailSent })),
];
