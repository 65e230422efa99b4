import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { BlogPostDeleted, BlogPostPublished } from './blog.events.js';
import type { BlogPost } from '../../contract/blog.contract.js';
import type { PostOrigin } from '../../contract/blog.vocabulary.js';
import type { AiWriterName } from '../../contract/catalogue.vocabulary.js';

export const BLOG_PROJECTION = 'blog';
export const POSTS = 'posts';
/** A published post as the blog read model stores it: its views are counted apart (blog-views.projection.ts). */
export type StoredPost = Omit<BlogPost, 'views'> & { origin: PostOrigin; writer: AiWriterName | null; model: string | null };
/** A post with its view count, as the admin and the public list read it. */
export type BlogPostView = StoredPost & Pick<BlogPost, 'views'>;

/** Published posts. A view does not move this read model (see blogViewsProjection). */
export const blogProjection = defineProjection({
  name: BLOG_PROJECTION,
  version: 2,
  collections: [POSTS],
  events: [BlogPostPublished, BlogPostDeleted],
  project(event): DocumentChange[] {
    switch (event.type) {
      case 'BlogPostPublished': {
        const { post, origin, writer, model } = event.data;
        const document: StoredPost = { ...post, origin, writer, model };
        return [{ kind: 'put', collection: POSTS, document }];
      }
      case 'BlogPostDeleted': {
        return [{ kind: 'delete', collection: POSTS, id: event.data.postId }];
      }
    }
  },
});
