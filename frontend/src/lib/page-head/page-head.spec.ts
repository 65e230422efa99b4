import { afterEach, describe, expect, it } from '@jest/globals';
import { applyHead, DEFAULT_HEAD, type HeadTag, headHtml, headTags, PAGE_HEAD_ATTRIBUTE, type PageHead } from './page-head';

const SITE = 'https://ai-navigator.example';

const post: PageHead = {
  title: 'AI for Marketers | AI Navigator',
  description: 'Five tools that pay off',
  path: '/blog/ai-for-marketers',
  type: 'article',
  image: { path: '/images/social/blog/ai-for-marketers.png', alt: 'AI for Marketers' },
  article: { publishedTime: '2025-01-05', section: 'Guide' },
  structuredData: [{ '@type': 'BlogPosting', headline: 'AI for Marketers' }],
};

const content = (tags: HeadTag[], name: string) => tags.flatMap((tag) => (tag.kind === 'meta' && tag.name === name ? [tag.content] : []))[0];

describe('headTags', () => {
  it('makes the canonical, Open Graph and Twitter URLs absolute from the site URL', () => {
    const tags = headTags(post, SITE);
    expect(tags).toContainEqual({ kind: 'link', rel: 'canonical', href: `${SITE}/blog/ai-for-marketers` });
    expect(content(tags, 'og:url')).toBe(`${SITE}/blog/ai-for-marketers`);
    expect(content(tags, 'og:image')).toBe(`${SITE}/images/social/blog/ai-for-marketers.png`);
    expect(content(tags, 'twitter:image')).toBe(`${SITE}/images/social/blog/ai-for-marketers.png`);
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'article:published_time')).toBe('2025-01-05');
  });

  it("keeps the page URL on the site's origin, whatever the path looks like", () => {
    expect(content(headTags({ ...post, path: '//other.example/x', status: 404 }, SITE), 'og:url')).toBe(`${SITE}//other.example/x`);
    expect(content(headTags({ ...post, path: '/a b' }, SITE), 'og:url')).toBe(`${SITE}/a%20b`);
  });

  it("shares the site's PNG card when a page has no image of its own", () => {
    const tags = headTags(DEFAULT_HEAD, SITE);
    expect(content(tags, 'og:image')).toBe(`${SITE}/images/social/site.png`);
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:height')).toBe('630');
  });

  it("puts the Organization first in every page, then the page's own structured data", () => {
    const jsonLd = headTags(post, SITE).flatMap((tag) => (tag.kind === 'json-ld' ? [tag.data['@type']] : []));
    expect(jsonLd).toEqual(['Organization', 'BlogPosting']);
  });

  it('keeps a missing or private page out of the index, without a canonical URL', () => {
    for (const head of [{ ...post, status: 404 as const }, { ...post, noindex: true }]) {
      const tags = headTags(head, SITE);
      expect(content(tags, 'robots')).toBe('noindex');
      expect(tags.some((tag) => tag.kind === 'link' && tag.rel === 'canonical')).toBe(false);
    }
  });
});

describe('headHtml', () => {
  it('escapes text so no title or description can leave its element', () => {
    const html = headHtml({ ...post, title: '</title><script>alert(1)</script>', description: '"><script>x</script>', structuredData: [{ headline: '</script><script>alert(2)</script>' }] }, SITE);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('\\u003c/script>');
  });
});

describe('applyHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('replaces exactly the elements the previous page head owned', () => {
    const unrelated = document.createElement('link');
    unrelated.rel = 'icon';
    document.head.appendChild(unrelated);
    applyHead(post, SITE);
    expect(document.title).toBe('AI for Marketers | AI Navigator');
    applyHead(DEFAULT_HEAD, SITE);
    expect(document.title).toBe('AI Navigator');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="article:section"]')).toBeNull();
    expect(document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)).toHaveLength(headTags(DEFAULT_HEAD, SITE).length);
    expect(document.head.contains(unrelated)).toBe(true);
  });
});
