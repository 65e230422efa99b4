import { type BlogPost, blogRoutes as routes } from '../../contract/blog.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import type { PublicRead } from '../../core/http/response-cache.js';
import { BLOG_PROJECTION, type BlogPostView } from './blog.projection.js';
import { BLOG_VIEWS_PROJECTION } from './blog-views.projection.js';
import { ListBlogPosts } from './queries/list-blog-posts.js';

/** Where a post came from is for the admin and the audit trail, not for visitors. */
const publicPost = ({ origin: _origin, writer: _writer, model: _model, ...post }: BlogPostView): BlogPost => post;

/** Every published post, newest first, as visitors get it (with its views, which no page shows). */
export const BLOG_POSTS_READ: PublicRead<RouteReply<typeof routes.posts>> = {
  path: routes.posts.path,
  projection: BLOG_PROJECTION,
  counters: BLOG_VIEWS_PROJECTION,
  load: async (queries) => (await queries.execute(new ListBlogPosts())).map(publicPost),
};
