import { describe, expect, it } from '@jest/globals';
import { COVER_WITH_TEXT } from './testing/cover-with-text.fixture.js';
import { wellFormednessProblems } from './testing/svg-well-formedness.js';
import { escapeXml, truncate, withoutTextElements, wrapText } from './svg-text.js';

describe('svg text helpers', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('drops characters XML forbids but keeps tabs, line breaks and paired surrogates', () => {
    expect(escapeXml('Bad \u0001 char\u0007\u001f\uffff')).toBe('Bad  char');
    expect(escapeXml('lone \ud800 high, lone \udc00 low')).toBe('lone  high, lone  low');
    expect(escapeXml('tab\there\nline \u{1F916}')).toBe('tab\there\nline \u{1F916}');
  });

  it('truncates by code points, never splitting an emoji', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('\u{1F916}\u{1F916}\u{1F916}\u{1F916}', 3)).toBe('\u{1F916}\u{1F916}\u2026');
  });

  it('wraps words greedily and keeps short text on one line', () => {
    expect(wrapText('Short title', 30, 3)).toEqual(['Short title']);
    expect(wrapText('one two three four five', 9, 2)).toEqual(['one two', 'three\u2026']);
    expect(wrapText('supercalifragilistic', 8, 2)).toEqual(['superca\u2026']);
  });

  it('takes the text out of a cover drawn with its title, keeping the art and the accessible name', () => {
    const art = withoutTextElements(COVER_WITH_TEXT);
    expect(art).not.toMatch(/<text\b|<tspan\b/);
    for (const words of ['Markup Renderer Audit</', 'light markup renderer', '>AI Navigator<']) expect(art).not.toContain(words);
    expect(art).toContain('<linearGradient id="cover-gradient"');
    expect(art.match(/<line\b/g)).toHaveLength(2);
    expect(art).toContain('<title>Cover illustration for &quot;Markup Renderer Audit Post&quot;');
    expect(wellFormednessProblems(art)).toEqual([]);
    expect(withoutTextElements(art)).toBe(art);
  });
});
