import { adminHandlers } from './admin';
import { adminAnalyticsHandlers } from './admin-analytics';
import { adminContactHandlers } from './admin-contact';
import { adminContentHandlers } from './admin-content';
import { adminEmailHandlers } from './admin-email';
import { adminGmailHandlers } from './admin-gmail';
import { adminSocialHandlers } from './admin-social';
import { adminSubscriberHandlers } from './admin-subscribers';
import { beaconHandlers } from './beacon';
import { blogHandlers } from './blog';
import { contactHandlers } from './contact';
import { guideHandlers } from './guide';
import { homeHandlers } from './home';
import { newsletterHandlers } from './newsletter';
import { subscriberHandlers } from './subscribers';
import { toolsHandlers } from './tools';

/**
 * Default handlers every test starts with. Each feature adds its file in this folder and spreads
 * it here; a test that needs another answer calls `server.use(...)`.
 */
export const handlers = [
  ...beaconHandlers,
  ...homeHandlers,
  ...newsletterHandlers,
  ...toolsHandlers,
  ...blogHandlers,
  ...guideHandlers,
  ...subscriberHandlers,
  ...contactHandlers,
  ...adminHandlers,
  ...adminSubscriberHandlers,
  ...adminContentHandlers,
  ...adminAnalyticsHandlers,
  ...adminEmailHandlers,
  ...adminContactHandlers,
  ...adminGmailHandlers,
  ...adminSocialHandlers,
];
