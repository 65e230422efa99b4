import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { STRUCTURED_DATA_SCRIPT_ID, useDocumentHead, type DocumentHead } from './use-document-head';

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

const articleHead: DocumentHead = {
  title: 'Post title | AI Navigator',
  meta: [
    { attribute: 'name', key: 'description', content: 'Post excerpt' },
    { attribute: 'property', key: 'og:title', content: 'Post title' },
  ],
  jsonLd: { '@type': 'Article', headline: 'Post title </script><script>alert(1)</script>' },
};

describe('useDocumentHead', () => {
  beforeEach(() => {
    document.title = 'AI Navigator';
    const description = document.createElement('meta');
    description.setAttribute('name', 'description');
    description.setAttribute('content', 'Default description');
    document.head.appendChild(description);
  });

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets title, meta tags and the JSON-LD script while mounted', () => {
    renderHook(() => useDocumentHead(articleHead));
    expect(document.title).toBe('Post title | AI Navigator');
    expect(metaContent('meta[name="description"]')).toBe('Post excerpt');
    expect(metaContent('meta[property="og:title"]')).toBe('Post title');
    const script = document.getElementById(STRUCTURED_DATA_SCRIPT_ID);
    expect(script).toHaveAttribute('type', 'application/ld+json');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual(articleHead.jsonLd);
    // The headline is text inside one script: no second script element was injected.
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('restores the defaults and removes what it added on unmount', () => {
    const { unmount } = renderHook(() => useDocumentHead(articleHead));
    unmount();
    expect(document.title).toBe('AI Navigator');
    expect(metaContent('meta[name="description"]')).toBe('Default description');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.getElementById(STRUCTURED_DATA_SCRIPT_ID)).toBeNull();
  });

  it('leaves the head alone for null and swaps cleanly when the content changes', () => {
    const { rerender, unmount } = renderHook(({ head }: { head: DocumentHead | null }) => useDocumentHead(head), {
      initialProps: { head: null as DocumentHead | null },
    });
    expect(document.title).toBe('AI Navigator');
    rerender({ head: articleHead });
    rerender({ head: { ...articleHead, title: 'Second post' } });
    expect(document.title).toBe('Second post');
    expect(document.head.querySelectorAll(`#${STRUCTURED_DATA_SCRIPT_ID}`)).toHaveLength(1);
    unmount();
    expect(document.title).toBe('AI Navigator');
    expect(metaContent('meta[name="description"]')).toBe('Default description');
  });
});
