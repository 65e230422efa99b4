import { blogRoutes } from '@contract/blog.contract';
import { catalogueRoutes } from '@contract/catalogue.contract';
import { buildBlogPosts } from '../builders/blog-post';
import { buildTools } from '../builders/tool';
import { contractAnswer, contractHandler } from '../contract-handlers';

/** Default answers for the home page's reads. */
export const homeHandlers = [
  contractHandler(catalogueRoutes.featured, () => contractAnswer(catalogueRoutes.featured, buildTools(3, { featured: true }))),
  contractHandler(blogRoutes.posts, () => contractAnswer(blogRoutes.posts, buildBlogPosts(3))),
];
