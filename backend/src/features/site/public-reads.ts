import type { PublicRead } from '../../core/http/response-cache.js';
import { BLOG_POSTS_READ } from '../blog/blog.reads.js';
import { CATALOGUE_READS } from '../catalogue/catalogue.reads.js';

/** Every public read the edge answers before Express and the page renderer can put into a page. */
export const PUBLIC_READS: PublicRead[] = [...CATALOGUE_READS, BLOG_POSTS_READ];
