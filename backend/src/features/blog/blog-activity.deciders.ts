import type { AppendOnlyDecider } from '../../core/commands/decider.js';
import type { EventData } from '../../core/events/event-type.js';
import { BLOG_ACTIVITY_EVENT_TYPES, type BlogPreviewGenerated, POST_VIEW_EVENT_TYPES } from './blog.events.js';

/**
 * Blog activity protects no rule, so these streams are append-only: a view of a post (many visitors
 * at once, in the post's views stream), and in the blog-wide stream a reset of the view counts and
 * the record of an AI preview.
 */
export const postViewDecider: AppendOnlyDecider<{ type: 'RecordView'; postId: string }, typeof POST_VIEW_EVENT_TYPES> = {
  events: POST_VIEW_EVENT_TYPES,
  decide: ({ postId }) => [{ type: 'BlogPostViewed', data: { postId } }],
};

export type BlogActivityCommand = { type: 'ResetViews' } | { type: 'RecordPreview'; preview: EventData<typeof BlogPreviewGenerated> };

export const blogActivityDecider: AppendOnlyDecider<BlogActivityCommand, typeof BLOG_ACTIVITY_EVENT_TYPES> = {
  events: BLOG_ACTIVITY_EVENT_TYPES,
  decide: (command) =>
    command.type === 'ResetViews' ? [{ type: 'BlogViewsReset', data: {} }] : [{ type: 'BlogPreviewGenerated', data: command.preview }],
};
