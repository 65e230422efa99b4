import type { ComponentType } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';

/**
 * The dashboard's tab ids (operator-area.md section 2, plus two for operators). A tab id is part
 * of the URL (`/admin?tab=users`), so these never change once shipped.
 */
export type AdminTabId =
  | 'analytics'
  | 'blog-create'
  | 'blog-posts'
  | 'draft-approval'
  | 'users'
  | 'tools'
  | 'content'
  | 'ai-email'
  | 'personalized-emails'
  | 'contact-messages'
  | 'webhook-setup'
  | 'facebook-setup'
  | 'meta-pixel'
  | 'read-models'
  | 'jobs';

/**
 * Tab ids the URL may name that have no trigger of their own. The spec's `blog` tab (content
 * creation, "no trigger shown") opens the Create Blog panel, so an old link to `?tab=blog` works.
 */
export const TAB_ALIASES: Readonly<Record<string, AdminTabId>> = { blog: 'blog-create' };

/** `site` runs the product; `operations` keeps the machinery healthy (shown after a divider). */
export type AdminTabGroup = 'site' | 'operations';

/**
 * `headed`: the panel shows its own h2 naming it (Analytics, beside its actions); every other panel
 * gets a visually hidden one from the dashboard, so the outline goes h1, h2, then the cards' h3.
 */
export type AdminTab = { id: AdminTabId; label: string; group: AdminTabGroup; Panel: ComponentType; headed?: true };

/**
 * The tabs in the order shown; the first is the default. A tab exists only when its panel works,
 * so there are no placeholders: adding a panel is one entry here. Each panel is its own chunk,
 * loaded the first time its tab opens (recharts, for one, stays out of the other tabs).
 */
export const ADMIN_TABS: readonly [AdminTab, ...AdminTab[]] = [
  { id: 'analytics', label: 'Analytics', group: 'site', Panel: lazyNamed(() => import('../analytics'), 'AnalyticsPanel'), headed: true },
  { id: 'blog-create', label: 'Create Blog', group: 'site', Panel: lazyNamed(() => import('../blog'), 'BlogCreatePanel') },
  { id: 'blog-posts', label: 'Blog Posts', group: 'site', Panel: lazyNamed(() => import('../blog'), 'BlogPostsPanel') },
  { id: 'draft-approval', label: 'Draft Approval', group: 'site', Panel: lazyNamed(() => import('../email'), 'DraftApprovalPanel') },
  { id: 'users', label: 'Subscribers', group: 'site', Panel: lazyNamed(() => import('../subscribers'), 'SubscribersPanel') },
  { id: 'tools', label: 'Tools', group: 'site', Panel: lazyNamed(() => import('../tools'), 'ToolsPanel') },
  { id: 'content', label: 'Email Campaigns', group: 'site', Panel: lazyNamed(() => import('../email'), 'EmailCampaignsPanel') },
  { id: 'ai-email', label: 'AI Email Writer', group: 'site', Panel: lazyNamed(() => import('../email'), 'AiEmailPanel') },
  { id: 'personalized-emails', label: 'Personalized Emails', group: 'site', Panel: lazyNamed(() => import('../email'), 'PersonalizedEmailsPanel') },
  { id: 'contact-messages', label: 'Contact Messages', group: 'site', Panel: lazyNamed(() => import('../contact'), 'ContactMessagesPanel') },
  { id: 'webhook-setup', label: 'Webhook Setup', group: 'site', Panel: lazyNamed(() => import('./panels/webhook-setup-tab'), 'WebhookSetupTab') },
  { id: 'facebook-setup', label: 'Social Media', group: 'site', Panel: lazyNamed(() => import('../social'), 'SocialMediaPanel') },
  { id: 'meta-pixel', label: 'Meta Pixel', group: 'site', Panel: lazyNamed(() => import('../meta-pixel'), 'MetaPixelPanel') },
  { id: 'read-models', label: 'Read models', group: 'operations', Panel: lazyNamed(() => import('../read-models'), 'ReadModelsPanel') },
  { id: 'jobs', label: 'Jobs', group: 'operations', Panel: lazyNamed(() => import('../jobs'), 'JobsPanel') },
];
