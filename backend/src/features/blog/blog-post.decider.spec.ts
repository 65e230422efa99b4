import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { foldEvents } from '../../core/commands/decider.js';
import { DomainError } from '../../core/errors/domain-errors.js';
import type { BlogPostEvent } from './blog.events.js';
import { type BlogPostCommand, blogPostDecider, type PublishedPost } from './blog-post.decider.js';

const post: PublishedPost = {
  id: 'post-1',
  slug: 'a-first-post',
  title: 'A First Post',
  excerpt: 'What it is about.',
  content: 'The body of the post.',
  image: '/images/blog/a-first-post.svg',
  category: 'Guide',
  publishDate: '2026-01-05',
};
const seeded: BlogPostEvent = { type: 'BlogPostPublished', data: { post, origin: 'seed', topic: null, writer: null, model: null } };
const generated: BlogPostEvent = { type: 'BlogPostPublished', data: { post, origin: 'generated', topic: 'AI for bakers', writer: 'offline', model: 'offline-template-v1' } };
const deleted: BlogPostEvent = { type: 'BlogPostDeleted', data: { postId: post.id } };
const publish: BlogPostCommand = { type: 'Publish', post, topic: 'AI for bakers', writer: 'offline', model: 'offline-template-v1' };
const remove: BlogPostCommand = { type: 'Delete', postId: post.id };
const spec = deciderSpec(blogPostDecider);

/** The error kind decides the HTTP status: illegal_state is 409, not_found 404. */
const refusal = (history: BlogPostEvent[], command: BlogPostCommand) => {
  try {
    blogPostDecider.decide(command, foldEvents(blogPostDecider, history));
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected the command to be refused');
};

describe('blog post decider', () => {
  it('seeds a shipped post into an empty stream only', () => {
    spec.given([]).when({ type: 'Seed', post }).then([seeded]);
    spec.given([seeded]).when({ type: 'Seed', post }).then([]);
  });

  it('does not seed back a post the admin deleted', () => {
    spec.given([seeded, deleted]).when({ type: 'Seed', post }).then([]);
  });

  it('publishes a generated post with its topic and the writer that wrote it', () => {
    spec.given([]).when(publish).then([generated]);
  });

  it('refuses to publish twice under one id (409)', () => {
    expect(refusal([generated], publish)).toEqual({ kind: 'illegal_state', message: 'A post with this id already exists' });
    expect(refusal([seeded], publish).kind).toBe('illegal_state');
  });

  it('refuses to publish again under the id of a deleted post (409)', () => {
    expect(refusal([generated, deleted], publish).kind).toBe('illegal_state');
  });

  it('deletes a published post', () => {
    spec.given([seeded]).when(remove).then([deleted]);
    spec.given([generated]).when(remove).then([deleted]);
  });

  it('answers 404 to deleting an unknown post, and to deleting twice', () => {
    expect(refusal([], remove)).toEqual({ kind: 'not_found', message: 'Blog post not found' });
    expect(refusal([seeded, deleted], remove)).toEqual({ kind: 'not_found', message: 'Blog post not found' });
  });
});
