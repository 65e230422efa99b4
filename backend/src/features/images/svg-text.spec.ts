import { describe, expect, it } from '@jest/globals';
import { escapeXml, truncate, wrapText } from './svg-text.js';

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
});
