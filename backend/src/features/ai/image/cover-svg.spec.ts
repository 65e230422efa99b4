import { describe, expect, it } from '@jest/globals';
import { wellFormednessProblems } from '../../images/testing/svg-well-formedness.js';
import { COVER_MOTIFS, renderCoverSvg } from './cover-svg.js';

const design = { title: 'A title', alt: 'Alt text', colourFrom: '#000000', colourTo: '#ffffff', motif: 'grid' } as const;
const titleLines = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);

describe('renderCoverSvg', () => {
  it.each(COVER_MOTIFS)('renders the %s motif inside a well-formed SVG', (motif) => {
    const svg = renderCoverSvg({ ...design, motif });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title>Alt text</title>');
    expect(wellFormednessProblems(svg)).toEqual([]);
  });

  it('escapes text and keeps long titles to four lines ending with an ellipsis', () => {
    const title = 'An extremely long title that keeps going well past what a cover can hold in four lines of large type, and then some more words to be sure';
    const lines = titleLines(renderCoverSvg({ ...design, title }));
    expect(lines).toHaveLength(4);
    expect(lines[3]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(30);
    const svg = renderCoverSvg({ ...design, title: '"Quotes" & more', alt: 'a < b' });
    expect(svg).toContain('&quot;Quotes&quot; &amp; more');
    expect(svg).toContain('aria-label="a &lt; b"');
  });

  it('drops characters XML forbids from the title, subtitle and alt text, so the file stays parseable', () => {
    const svg = renderCoverSvg({ ...design, title: 'Bad \u0001 char', subtitle: 'Sub\u0008title \ud800', alt: 'Alt\u001f' });
    expect(wellFormednessProblems(svg)).toEqual([]);
    expect(titleLines(svg)).toEqual(['Bad char']);
    expect(svg).toContain('<title>Alt</title>');
  });
});
