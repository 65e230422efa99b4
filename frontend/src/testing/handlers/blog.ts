import { blogRoutes } from '@contract/blog.contract';
import { contractAnswer, contractHandler } from '../contract-handlers';

/**
 * Default answer for counting a blog view. GET /api/blog-posts already has a default in
 * home.ts; blog tests set their own list with `server.use(...)`.
 */
export const blogHandlers = [contractHandler(blogRoutes.view, () => contractAnswer(blogRoutes.view, { views: 1 }))];
