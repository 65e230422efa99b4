import { describe, expect, it } from '@jest/globals';
import { blogPostSchema } from '../../../contract/blog.contract.js';
import { BLOG_CATEGORIES } from '../../../contract/blog.vocabulary.js';
import { blogImagePath } from '../../../contract/images.contract.js';
import { SEED_BLOG_POSTS } from './blog-posts.data.js';

const publishedPostSchema = blogPostSchema.omit({ views: true });

const lines = (content: string): string[] => content.split(/\r?\n/).map((line) => line.trim());
const isHeading = (line: string): boolean => /^#{1,4}\s+\S/.test(line);
const isListItem = (line: string): boolean => /^[-*]\s+\S/.test(line) || /^\d+\.\s+\S/.test(line);
const wordCount = (content: string): number => content.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;

describe('SEED_BLOG_POSTS', () => {
  it('has at least ten posts', () => {
    expect(SEED_BLOG_POSTS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(SEED_BLOG_POSTS.map((post) => [post.slug, post] as const))('%s parses as a published post', (_slug, post) => {
    const result = publishedPostSchema.safeParse(post);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has unique ids and slugs, and each id is its slug', () => {
    const ids = SEED_BLOG_POSTS.map((post) => post.id);
    const slugs = SEED_BLOG_POSTS.map((post) => post.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const post of SEED_BLOG_POSTS) expect(post.id).toBe(post.slug);
  });

  it('uses every category at least twice', () => {
    for (const category of BLOG_CATEGORIES) {
      const count = SEED_BLOG_POSTS.filter((post) => post.category === category).length;
      expect({ category, enough: count >= 2 }).toEqual({ category, enough: true });
    }
  });

  it('has distinct publish dates within the seed window', () => {
    const dates = SEED_BLOG_POSTS.map((post) => post.publishDate);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(date >= '2025-01-05' && date <= '2026-11-15').toBe(true);
    }
  });

  it('serves each image from the blog image path of its slug', () => {
    for (const post of SEED_BLOG_POSTS) expect(post.image).toBe(blogImagePath(post.slug));
  });

  it.each(SEED_BLOG_POSTS.map((post) => [post.slug, post] as const))('%s has headings, a list and a full-length body', (_slug, post) => {
    const contentLines = lines(post.content);
    expect(contentLines.filter(isHeading).length).toBeGreaterThanOrEqual(2);
    expect(contentLines.some(isListItem)).toBe(true);
    const words = wordCount(post.content);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(900);
  });

  it('keeps excerpts short', () => {
    for (const post of SEED_BLOG_POSTS) expect(post.excerpt.length).toBeLessThanOrEqual(200);
  });
});
