import type { EventType } from '../core/events/event-type.js';
import { JOB_EVENT_TYPES } from '../core/jobs/job.events.js';
import type { Projection } from '../core/projections/projection.js';
import { subscriberMailProjection } from '../features/audit/subscriber-mail.projection.js';
import { ANALYTICS_EVENT_TYPES } from '../features/analytics/analytics.events.js';
import { analyticsProjection } from '../features/analytics/analytics.projection.js';
import { BLOG_EVENT_TYPES } from '../features/blog/blog.events.js';
import { blogProjection } from '../features/blog/blog.projection.js';
import { blogViewsProjection } from '../features/blog/blog-views.projection.js';
import { CATALOGUE_EVENT_TYPES } from '../features/catalogue/catalogue.events.js';
import { catalogueProjection } from '../features/catalogue/catalogue.projection.js';
import { CONTACT_EVENT_TYPES } from '../features/contact/contact.events.js';
import { GMAIL_EVENT_TYPES } from '../features/gmail/gmail.events.js';
import { contactMessagesProjection } from '../features/contact/contact-messages.projection.js';
import { PERSON_EVENT_TYPES } from '../features/people/person.events.js';
import { REPLAY_EVENT_TYPES } from '../features/operations/replay/replay.events.js';
import { replaysProjection } from '../features/operations/replay/replays.projection.js';
import { DATA_DELETION_EVENT_TYPES } from '../features/privacy/data-deletion.events.js';
import { SOCIAL_EVENT_TYPES } from '../features/social/social.events.js';
import { socialAccountsProjection } from '../features/social/social-accounts.projection.js';
import { SUBSCRIBER_EVENT_TYPES } from '../features/subscribers/subscriber.events.js';
import { subscribersProjection } from '../features/subscribers/subscribers.projection.js';
import { SUPPRESSION_EVENT_TYPES } from '../features/subscribers/suppression.events.js';
import { audienceProjection } from '../features/email/audience/audience.projection.js';
import { CAMPAIGN_EVENT_TYPES } from '../features/email/campaigns/campaign.events.js';
import { campaignsProjection } from '../features/email/campaigns/campaigns.projection.js';
import { DRAFT_EVENT_TYPES } from '../features/email/drafts/draft.events.js';
import { draftsProjection } from '../features/email/drafts/drafts.projection.js';
import { emailStatsProjection } from '../features/email/stats/email-stats.projection.js';

/** Every event type of every feature: the registry the event log validates and seals with. */
export const EVENT_TYPES: readonly EventType[] = [
  ...PERSON_EVENT_TYPES,
  ...SUBSCRIBER_EVENT_TYPES,
  ...SUPPRESSION_EVENT_TYPES,
  ...DATA_DELETION_EVENT_TYPES,
  ...CONTACT_EVENT_TYPES,
  ...CATALOGUE_EVENT_TYPES,
  ...BLOG_EVENT_TYPES,
  ...DRAFT_EVENT_TYPES,
  ...CAMPAIGN_EVENT_TYPES,
  ...ANALYTICS_EVENT_TYPES,
  ...REPLAY_EVENT_TYPES,
  ...JOB_EVENT_TYPES,
  ...GMAIL_EVENT_TYPES,
  ...SOCIAL_EVENT_TYPES,
];

/** Every read model, each a projection the engine keeps up to date and can rebuild. */
export const PROJECTIONS: readonly Projection[] = [
  subscribersProjection,
  contactMessagesProjection,
  catalogueProjection,
  blogProjection,
  blogViewsProjection,
  analyticsProjection,
  replaysProjection,
  audienceProjection,
  draftsProjection,
  campaignsProjection,
  emailStatsProjection,
  subscriberMailProjection,
  socialAccountsProjection,
];
