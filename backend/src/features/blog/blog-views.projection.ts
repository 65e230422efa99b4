import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { BlogPostDeleted, BlogPostViewed, BlogViewsReset } from './blog.events.js';

export const BLOG_VIEWS_PROJECTION = 'blog-views';
export const VIEW_COUNTS = 'counts';
const INDEX = 'index';
const INDEX_ID = 'counted';

export type ViewCount = { id: string; views: number };
type CountedPosts = { id: string; postIds: string[] };

/**
 * Each post's view count, apart from the posts themselves: a view then moves only this read model, so
 * what depends on the posts alone (server-rendered pages, feeds, the sitemap) stays cached while
 * visitors read. A post without a document here has 0 views; the index lists the posts that have
 * one, so a reset touches only those.
 */
export const blogViewsProjection = defineProjection({
  name: BLOG_VIEWS_PROJECTION,
  version: 1,
  collections: [VIEW_COUNTS, INDEX],
  events: [BlogPostViewed, BlogViewsReset, BlogPostDeleted],
  async project(event, lookup): Promise<DocumentChange[]> {
    const counted = ((await lookup(INDEX, INDEX_ID)) as CountedPosts | null) ?? { id: INDEX_ID, postIds: [] };
    switch (event.type) {
      case 'BlogPostViewed': {
        const { postId } = event.data;
        const count = (await lookup(VIEW_COUNTS, postId)) as ViewCount | null;
        const changes: DocumentChange[] = [{ kind: 'put', collection: VIEW_COUNTS, document: { id: postId, views: (count?.views ?? 0) + 1 } }];
        if (!count) changes.push({ kind: 'put', collection: INDEX, document: { ...counted, postIds: [...counted.postIds, postId] } });
        return changes;
      }
      case 'BlogPostDeleted': {
        const { postId } = event.data;
        if (!counted.postIds.includes(postId)) return [];
        return [
          { kind: 'delete', collection: VIEW_COUNTS, id: postId },
          { kind: 'put', collection: INDEX, document: { ...counted, postIds: counted.postIds.filter((id) => id !== postId) } },
        ];
      }
      case 'BlogViewsReset':
        return [
          ...counted.postIds.map((id): DocumentChange => ({ kind: 'delete', collection: VIEW_COUNTS, id })),
          { kind: 'put', collection: INDEX, document: { ...counted, postIds: [] } },
        ];
    }
  },
});
