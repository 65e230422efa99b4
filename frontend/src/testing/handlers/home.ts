import { http, HttpResponse } from 'msw';
import { buildBlogPosts } from '../builders/blog-post';
import { buildTools } from '../builders/tool';

/** Default answers for the home page's reads. */
export const homeHandlers = [
  http.get('/api/tools/featured', () => HttpResponse.json(buildTools(3))),
  http.get('/api/blog-posts', () => HttpResponse.json(buildBlogPosts(3))),
];
