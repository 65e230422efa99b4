import { describe, expect, it } from '@jest/globals';
import { BLOG_VIEW_LIMITS } from '@contract/blog.vocabulary';
import { rememberViewReported, viewReportedRecently } from './reported-views';

const AT = 1_700_000_000_000;

describe('reported views', () => {
  it("holds a post's report for the server's window, and only that post's", () => {
    rememberViewReported('post-1', AT);
    expect(viewReportedRecently('post-1', AT + BLOG_VIEW_LIMITS.windowMs - 1)).toBe(true);
    expect(viewReportedRecently('post-2', AT)).toBe(false);
    expect(viewReportedRecently('post-1', AT + BLOG_VIEW_LIMITS.windowMs)).toBe(false);
  });

  it('keeps only the reports of the last window', () => {
    rememberViewReported('post-1', AT);
    rememberViewReported('post-2', AT + BLOG_VIEW_LIMITS.windowMs);
    expect(Object.keys(JSON.parse(window.sessionStorage.getItem('blog-views-reported') ?? '{}') as object)).toEqual(['post-2']);
  });

  it('reads unreadable storage, or a time still to come, as nothing reported', () => {
    window.sessionStorage.setItem('blog-views-reported', 'not json');
    expect(viewReportedRecently('post-1', AT)).toBe(false);
    window.sessionStorage.setItem('blog-views-reported', JSON.stringify({ 'post-1': AT + 1000, constructor: AT }));
    expect(viewReportedRecently('post-1', AT)).toBe(false);
    expect(viewReportedRecently('constructor', AT)).toBe(true);
    expect(viewReportedRecently('toString', AT)).toBe(false);
  });
});
