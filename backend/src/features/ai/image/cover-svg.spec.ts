import { describe, expect, it } from '@jest/globals';
import { textElements, wellFormednessProblems } from '../../images/testing/svg-well-formedness.js';
import { COVER_MOTIFS, renderCoverSvg } from './cover-svg.js';

const design = { alt: 'Alt text', colourFrom: '#000000', colourTo: '#ffffff', motif: 'grid' } as const;

describe('renderCoverSvg', () => {
  it.each(COVER_MOTIFS)('renders the %s motif as plain art inside a well-formed SVG, with no text to crop', (motif) => {
    const svg = renderCoverSvg({ ...design, motif });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title>Alt text</title>');
    expect(svg).not.toMatch(/<text\b|<tspan\b/);
    expect(textElements(svg)).toEqual([]);
    expect(wellFormednessProblems(svg)).toEqual([]);
  });

  it('escapes the alt text and drops characters XML forbids from it, so the file stays parseable', () => {
    expect(renderCoverSvg({ ...design, alt: 'a < b & "c"' })).toContain('aria-label="a &lt; b &amp; &quot;c&quot;"');
    const svg = renderCoverSvg({ ...design, alt: 'Alt\u001f \ud800text' });
    expect(wellFormednessProblems(svg)).toEqual([]);
    expect(svg).toContain('<title>Alt text</title>');
  });
});
