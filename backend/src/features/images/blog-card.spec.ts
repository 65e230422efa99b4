import { describe, expect, it } from '@jest/globals';
import { BLOG_CATEGORIES } from '../../contract/blog.vocabulary.js';
import { renderCoverSvg } from '../ai/image/cover-svg.js';
import { renderBlogCoverSvg, renderBlogImageSvg } from './blog-card.js';
import { FALLBACK_GRADIENT, tailwindClassToHex } from './card-frame.js';
import { textElements, wellFormednessProblems } from './testing/svg-well-formedness.js';

describe('renderBlogImageSvg', () => {
  it('colours the card by category and escapes the title', () => {
    const svg = renderBlogImageSvg({ title: 'Q&A: "Prompts" <that> work', category: 'Guide' });
    expect(svg).toContain(`stop-color="${tailwindClassToHex('from-blue-500', '')}"`);
    expect(svg).toContain('Q&amp;A: &quot;Prompts&quot; &lt;that&gt; work');
    expect(wellFormednessProblems(svg)).toEqual([]);
  });

  it('gives each category a different gradient, and an unknown one the neutral gradient', () => {
    const gradients = BLOG_CATEGORIES.map((category) => renderBlogImageSvg({ title: 'Same title', category }).match(/stop-color="#[0-9a-f]{6}"/g)?.join());
    expect(new Set(gradients).size).toBe(BLOG_CATEGORIES.length);
    for (const category of ['Opinion', 'constructor', 'toString']) {
      const svg = renderBlogImageSvg({ title: 'Same title', category });
      expect(svg).toContain(`stop-color="${tailwindClassToHex(FALLBACK_GRADIENT.from, '')}"`);
      expect(wellFormednessProblems(svg)).toEqual([]);
    }
  });

  it('wraps a long title onto at most three lines', () => {
    const title = 'How to build an AI content workflow that keeps your voice, your facts and your sanity intact in 2026';
    const lines = textElements(renderBlogImageSvg({ title, category: 'Strategy' })).slice(1, -1);
    expect(lines.length).toBe(3);
    expect(lines[2].endsWith('\u2026')).toBe(true);
  });

  it("draws the chip and title over a generated cover's art instead of the category gradient", () => {
    const art = renderCoverSvg({ alt: 'Orbits', colourFrom: '#4338ca', colourTo: '#be123c', motif: 'orbits' });
    const svg = renderBlogImageSvg({ title: 'AI for florists', category: 'News' }, art);
    expect(svg).toContain('stop-color="#4338ca"');
    expect(svg).not.toContain(`stop-color="${tailwindClassToHex('from-orange-500', '')}"`);
    expect(svg).toContain('<ellipse');
    // The art is nested at the card's size, covering it; the title is drawn once, as the card's text.
    expect(svg).toMatch(/<svg width="800" height="450" preserveAspectRatio="xMidYMid slice" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 630"/);
    expect(textElements(svg)).toEqual(['News', 'AI for florists', 'AI Navigator']);
    expect(wellFormednessProblems(svg)).toEqual([]);
  });

  it('stays parseable with control characters and unpaired surrogates in the title', () => {
    const svg = renderBlogImageSvg({ title: 'Bad \u0001 char \ud800 here', category: 'News' });
    expect(wellFormednessProblems(svg)).toEqual([]);
    expect(textElements(svg)).toContain('Bad char here');
  });
});

describe('renderBlogCoverSvg', () => {
  it('draws the category gradient with no text at all, the title only as the accessible name', () => {
    const svg = renderBlogCoverSvg({ title: 'How to Measure the ROI of AI Tools', category: 'Strategy' });
    expect(textElements(svg)).toEqual([]);
    expect(svg).toContain('aria-label="How to Measure the ROI of AI Tools"');
    expect(svg).toContain(`stop-color="${tailwindClassToHex('from-violet-500', '')}"`);
    expect(wellFormednessProblems(svg)).toEqual([]);
  });
});
