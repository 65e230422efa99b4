import { describe, expect, it } from '@jest/globals';
import { COVER_MOTIFS, renderCoverSvg, wrapWords } from './cover-svg.js';

describe('renderCoverSvg', () => {
  it.each(COVER_MOTIFS)('renders the %s motif inside a well-formed SVG', (motif) => {
    const svg = renderCoverSvg({ title: 'A title', alt: 'Alt text', colourFrom: '#000000', colourTo: '#ffffff', motif });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title>Alt text</title>');
    expect(svg.match(/<text/g)?.length).toBe(svg.match(/<\/text>/g)?.length);
  });

  it('escapes text and keeps long titles to four lines ending with an ellipsis', () => {
    const title = 'An extremely long title that keeps going well past what a cover can hold in four lines of large type, and then some more words to be sure';
    const lines = wrapWords(title, 30, 4);
    expect(lines).toHaveLength(4);
    expect(lines[3]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(31);
    const svg = renderCoverSvg({ title: '"Quotes" & more', alt: 'a < b', colourFrom: '#000000', colourTo: '#ffffff', motif: 'grid' });
    expect(svg).toContain('&quot;Quotes&quot; &amp; more');
    expect(svg).toContain('aria-label="a &lt; b"');
  });
});
