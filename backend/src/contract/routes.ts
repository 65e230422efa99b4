import { adminSessionRoutes } from './admin-session.contract.js';
import { analyticsRoutes } from './analytics.contract.js';
import { apiReferenceRoutes } from './api-reference.contract.js';
import { blogRoutes } from './blog.contract.js';
import { catalogueRoutes } from './catalogue.contract.js';
import { contactAdminRoutes, contactRoutes, inboundEmailRoutes } from './contact.contract.js';
import type { Route } from './define-route.js';
import { emailCampaignRoutes, mailLinkRoutes, webhookRoutes } from './email-campaigns.contract.js';
import { emailDraftRoutes } from './email-drafts.contract.js';
import { gmailRoutes } from './gmail.contract.js';
import { healthRoutes } from './health.contract.js';
import { imageRoutes } from './images.contract.js';
import { operationsRoutes } from './operations.contract.js';
import { privacyRoutes } from './privacy.contract.js';
import { facebookRoutes, socialRoutes, threadsRoutes } from './social.contract.js';
import { subscriberRoutes } from './subscribers.contract.js';

/**
 * Every route the server answers, in the order of the reference. A controller route missing here,
 * or an entry here without a controller, fails backend/src/features/api-reference/routes-registered.e2e.ts.
 */
export const ROUTES: readonly Route[] = [
  ...Object.values(subscriberRoutes),
  ...Object.values(mailLinkRoutes),
  ...Object.values(privacyRoutes),
  ...Object.values(contactRoutes),
  ...Object.values(contactAdminRoutes),
  ...Object.values(catalogueRoutes),
  ...Object.values(blogRoutes),
  ...Object.values(emailDraftRoutes),
  ...Object.values(emailCampaignRoutes),
  ...Object.values(webhookRoutes),
  ...Object.values(inboundEmailRoutes),
  ...Object.values(gmailRoutes),
  ...Object.values(adminSessionRoutes),
  ...Object.values(analyticsRoutes),
  ...Object.values(socialRoutes),
  ...Object.values(facebookRoutes),
  ...Object.values(threadsRoutes),
  ...Object.values(operationsRoutes),
  ...Object.values(healthRoutes),
  ...Object.values(imageRoutes),
  ...Object.values(apiReferenceRoutes),
];
