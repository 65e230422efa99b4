import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../core/events/event.js';
import type { Document } from '../../core/read-model/read-model-store.port.js';
import { blogProjection, POSTS } from './blog.projection.js';

/** given events -> then documents: folds events through the projection with an in-memory store. */
const fold = async (events: Array<Pick<RecordedEvent, 'type' | 'data'>>) => {
  const collections = new Map<string, Map<string, Document>>();
  const collection = (name: string) => collections.get(name) ?? collections.set(name, new Map()).get(name)!;
  let position = 0;
  for (const event of events) {
    position++;
    const recorded = { ...event, id: `e${position}`, stream: 's', revision: 0, position, metadata: { occurredAt: '2026-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: null, schemaVersion: 1 } } as RecordedEvent;
    const changes = await blogProjection.project(recorded, async (name, id) => collection(name).get(id) ?? null);
    for (const change of changes) {
      if (change.kind === 'put') collection(change.collection).set(change.document.id, change.document);
      else collection(change.collection).delete(change.id);
    }
  }
  return [...collection(POSTS).values()];
};

const post = (id: string) => ({ id, slug: id, title: `Title ${id}`, excerpt: 'e', content: 'c', image: `/images/blog/${id}.svg`, category: 'Guide', publishDate: '2026-01-01' });
const published = (id: string) => ({ type: 'BlogPostPublished', data: { post: post(id), origin: 'seed', topic: null, writer: null, model: null } });
const viewed = (id: string) => ({ type: 'BlogPostViewed', data: { postId: id } });

describe('blog projection', () => {
  it('counts views per post', async () => {
    const posts = await fold([published('a'), published('b'), viewed('a'), viewed('a'), viewed('b')]);
    expect(posts.map((document) => [document.id, document.views])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('resets every post to zero views', async () => {
    const posts = await fold([published('a'), published('b'), viewed('a'), viewed('b'), { type: 'BlogViewsReset', data: {} }, viewed('b')]);
    expect(posts.map((document) => document.views)).toEqual([0, 1]);
  });

  it('drops a deleted post and ignores later views of it', async () => {
    const posts = await fold([published('a'), published('b'), { type: 'BlogPostDeleted', data: { postId: 'a' } }, viewed('a'), { type: 'BlogViewsReset', data: {} }]);
    expect(posts.map((document) => document.id)).toEqual(['b']);
  });
});
