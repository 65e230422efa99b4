import type { GuideCategory, GuideIntro } from '../../../contract/catalogue.contract.js';
import { AUDIO_MUSIC } from './guide/audio-music.data.js';
import { BUSINESS_INTELLIGENCE } from './guide/business-intelligence.data.js';
import { CODE_DEVELOPMENT } from './guide/code-development.data.js';
import { CONTENT_CREATION } from './guide/content-creation.data.js';
import { CUSTOMER_SUPPORT } from './guide/customer-support.data.js';
import { FINANCE_BUSINESS } from './guide/finance-business.data.js';
import { IMAGE_VIDEO } from './guide/image-video.data.js';
import { GUIDE_INTRO_DATA } from './guide/intro.data.js';
import { MARKETING_SOCIAL } from './guide/marketing-social.data.js';
import { PRODUCTIVITY_AUTOMATION } from './guide/productivity-automation.data.js';
import { RESEARCH_EDUCATION } from './guide/research-education.data.js';
import { SECURITY_PRIVACY } from './guide/security-privacy.data.js';

/**
 * Seed content for the AI tools guide (/ai-tools-guide). Pricing is deliberately approximate
 * ("from about ...") because vendors change it often; rating, bonus, pricing and implementationTime
 * are stored but not shown on the public cards. Exactly two tools carry isAffiliate.
 */
export const GUIDE_INTRO: GuideIntro = GUIDE_INTRO_DATA;

/** The 11 guide categories, in GUIDE_CATEGORY_IDS order. */
export const GUIDE_CATEGORIES: readonly GuideCategory[] = [
  CONTENT_CREATION,
  IMAGE_VIDEO,
  CODE_DEVELOPMENT,
  BUSINESS_INTELLIGENCE,
  PRODUCTIVITY_AUTOMATION,
  CUSTOMER_SUPPORT,
  AUDIO_MUSIC,
  RESEARCH_EDUCATION,
  MARKETING_SOCIAL,
  FINANCE_BUSINESS,
  SECURITY_PRIVACY,
];
