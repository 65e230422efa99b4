import { type Decider, unhandled } from '../../core/commands/decider.js';
import { illegalState, notFound } from '../../core/errors/domain-errors.js';
import { BLOG_POST_EVENT_TYPES } from './blog.events.js';
import type { BlogPost } from '../../contract/blog.contract.js';
import type { AiWriterName } from '../../contract/catalogue.vocabulary.js';

export type PublishedPost = Omit<BlogPost, 'views'>;
export type BlogPostState = { status: 'none' } | { status: 'published'; post: PublishedPost } | { status: 'deleted' };

export type BlogPostCommand =
  | { type: 'Seed'; post: PublishedPost }
  | { type: 'Publish'; post: PublishedPost; topic: string | null; writer: AiWriterName; model: string }
  | { type: 'Delete'; postId: string };

type BlogPostDecider = Decider<BlogPostCommand, BlogPostState, typeof BLOG_POST_EVENT_TYPES>;

const decide: BlogPostDecider['decide'] = (command, state) => {
  switch (command.type) {
    case 'Seed':
      return state.status === 'none'
        ? [{ type: 'BlogPostPublished', data: { post: command.post, origin: 'seed', topic: null, writer: null, model: null } }]
        : [];
    case 'Publish':
      if (state.status !== 'none') throw illegalState('A post with this id already exists');
      return [{ type: 'BlogPostPublished', data: { post: command.post, origin: 'generated', topic: command.topic, writer: command.writer, model: command.model } }];
    case 'Delete':
      if (state.status !== 'published') throw notFound('Blog post not found');
      return [{ type: 'BlogPostDeleted', data: { postId: command.postId } }];
    default:
      return unhandled('command', command);
  }
};

const evolve: BlogPostDecider['evolve'] = (_state, event) => {
  switch (event.type) {
    case 'BlogPostPublished':
      return { status: 'published', post: event.data.post };
    case 'BlogPostDeleted':
      return { status: 'deleted' };
    default:
      return unhandled('event', event);
  }
};

export const blogPostDecider: BlogPostDecider = { events: BLOG_POST_EVENT_TYPES, initialState: () => ({ status: 'none' }), evolve, decide };
