import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { BlogPostDeleted, BlogPostPublished, BlogPostViewed, BlogViewsReset } from './blog.events.js';
import type { BlogPost } from '../../contract/blog.contract.js';
import type { PostOrigin } from '../../contract/blog.vocabulary.js';
import type { AiWriterName } from '../../contract/catalogue.vocabulary.js';

export const BLOG_PROJECTION = 'blog';
export const POSTS = 'posts';
const INDEX = 'index';
const INDEX_ID = 'all';

type PostIndex = { id: string; postIds: string[] };
export type BlogPostView = BlogPost & { origin: PostOrigin; writer: AiWriterName | null; model: string | null };

/** Published posts with their view counts; an index of ids lets a reset touch every post. */
export const blogProjection = defineProjection({
  name: BLOG_PROJECTION,
  version: 1,
  collections: [POSTS, INDEX],
  events: [BlogPostPublished, BlogPostDeleted, BlogPostViewed, BlogViewsReset],
  async project(event, lookup): Promise<DocumentChange[]> {
    const index = ((await lookup(INDEX, INDEX_ID)) as PostIndex | null) ?? { id: INDEX_ID, postIds: [] };
    switch (event.type) {
      case 'BlogPostPublished': {
        const { post, origin, writer, model } = event.data;
        const document: BlogPostView = { ...post, views: 0, origin, writer, model };
        return [
          { kind: 'put', collection: POSTS, document },
          { kind: 'put', collection: INDEX, document: { ...index, postIds: [...index.postIds.filter((id) => id !== post.id), post.id] } },
        ];
      }
      case 'BlogPostDeleted': {
        const { postId } = event.data;
        return [
          { kind: 'delete', collection: POSTS, id: postId },
          { kind: 'put', collection: INDEX, document: { ...index, postIds: index.postIds.filter((id) => id !== postId) } },
        ];
      }
      case 'BlogPostViewed': {
        const post = (await lookup(POSTS, event.data.postId)) as BlogPostView | null;
        return post ? [{ kind: 'put', collection: POSTS, document: { ...post, views: post.views + 1 } }] : [];
      }
      case 'BlogViewsReset': {
        const changes: DocumentChange[] = [];
        for (const postId of index.postIds) {
          const post = (await lookup(POSTS, postId)) as BlogPostView | null;
          if (post && post.views !== 0) changes.push({ kind: 'put', collection: POSTS, document: { ...post, views: 0 } });
        }
        return changes;
      }
    }
  },
});
