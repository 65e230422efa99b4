import { describe, expect, it } from '@jest/globals';
import { SEED_TOOLS } from './data/tools.data.js';
import {
  escapeXml,
  initialsOf,
  renderBlogImageSvg,
  renderToolImageSvg,
  tailwindClassToHex,
  wrapText,
} from './tool-image.js';

/**
 * Minimal well-formedness check (no XML parser is a backend dependency): every '<' opens a
 * recognised tag, tags nest and close in order, and text and attribute values hold only
 * escaped ampersands and no raw angle brackets or stray quotes.
 */
const wellFormednessProblems = (document: string): string[] => {
  const problems: string[] = [];
  const tagPattern = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  const openTags: string[] = [];
  let position = 0;
  const checkText = (text: string) => {
    if (/[<>]/.test(text)) problems.push(`raw angle bracket in "${text}"`);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(text)) problems.push(`unescaped ampersand in "${text}"`);
  };
  while (position < document.length) {
    const nextTag = document.indexOf('<', position);
    const textEnd = nextTag === -1 ? document.length : nextTag;
    checkText(document.slice(position, textEnd));
    if (nextTag === -1) break;
    tagPattern.lastIndex = nextTag;
    const match = tagPattern.exec(document);
    if (!match) {
      problems.push(`malformed tag at ${nextTag}: ${document.slice(nextTag, nextTag + 40)}`);
      break;
    }
    const [whole, closing, tagName, attributes, selfClosing] = match;
    for (const [, value] of attributes.matchAll(/="([^"]*)"/g)) checkText(value);
    if (closing) {
      const expected = openTags.pop();
      if (expected !== tagName) problems.push(`</${tagName}> closes <${expected}>`);
    } else if (!selfClosing) {
      openTags.push(tagName);
    }
    position = nextTag + whole.length;
  }
  if (openTags.length > 0) problems.push(`unclosed: ${openTags.join(', ')}`);
  return problems;
};

const textElements = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

const sampleTool = { name: 'ChatGPT', tags: ['Assistant', 'Writing'], gradientFrom: 'from-violet-500', gradientTo: 'to-fuchsia-500' };

describe('renderToolImageSvg', () => {
  it('renders an 800x450 well-formed SVG for every seed tool', () => {
    for (const tool of SEED_TOOLS) {
      const svg = renderToolImageSvg(tool);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect({ id: tool.id, problems: wellFormednessProblems(svg) }).toEqual({ id: tool.id, problems: [] });
    }
  });

  it('maps the Tailwind gradient classes to their hex colours', () => {
    const svg = renderToolImageSvg(sampleTool);
    expect(svg).toContain('stop-color="#8e51ff"');
    expect(svg).toContain('stop-color="#e12afb"');
  });

  it('falls back to a neutral gradient for classes it does not know', () => {
    const svg = renderToolImageSvg({ ...sampleTool, gradientFrom: 'from-chartreuse-500', gradientTo: 'bogus' });
    expect(svg).toContain(`stop-color="${tailwindClassToHex('from-slate-600', '')}"`);
    expect(svg).toContain(`stop-color="${tailwindClassToHex('to-slate-800', '')}"`);
    expect(wellFormednessProblems(svg)).toEqual([]);
  });

  it('shows the initials, the name and at most three tags', () => {
    const svg = renderToolImageSvg({ ...sampleTool, name: 'GitHub Copilot', tags: ['Coding', 'Assistant', 'Editing', 'Research'] });
    expect(textElements(svg)).toEqual(['GC', 'GitHub Copilot', 'Coding', 'Assistant', 'Editing']);
  });

  it('escapes markup characters in names and tags', () => {
    const svg = renderToolImageSvg({ ...sampleTool, name: `Tom & Jerry's <"AI">`, tags: ['R&D', '<script>'] });
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;&quot;AI&quot;&gt;');
    expect(svg).toContain('R&amp;D');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<"AI">');
    expect(wellFormednessProblems(svg)).toEqual([]);
  });

  it('is deterministic and depends on its input', () => {
    expect(renderToolImageSvg(sampleTool)).toBe(renderToolImageSvg({ ...sampleTool, tags: [...sampleTool.tags] }));
    expect(renderToolImageSvg(sampleTool)).not.toBe(renderToolImageSvg({ ...sampleTool, name: 'Claude' }));
  });

  it('shortens very long names with an ellipsis', () => {
    const svg = renderToolImageSvg({ ...sampleTool, name: 'An Extremely Long Product Name That Keeps Going And Going' });
    expect(textElements(svg)[1].endsWith('\u2026')).toBe(true);
    expect(Array.from(textElements(svg)[1]).length).toBeLessThanOrEqual(36);
  });
});

describe('renderBlogImageSvg', () => {
  it('colours the card by category and escapes the title', () => {
    const svg = renderBlogImageSvg({ title: 'Q&A: "Prompts" <that> work', category: 'Guide' });
    expect(svg).toContain(`stop-color="${tailwindClassToHex('from-blue-500', '')}"`);
    expect(svg).toContain('Q&amp;A: &quot;Prompts&quot; &lt;that&gt; work');
    expect(wellFormednessProblems(svg)).toEqual([]);
  });

  it('gives each category a different gradient', () => {
    const categories = ['Guide', 'Tutorial', 'Strategy', 'News', 'Review'];
    const gradients = categories.map((category) => renderBlogImageSvg({ title: 'Same title', category }).match(/stop-color="#[0-9a-f]{6}"/g)?.join());
    expect(new Set(gradients).size).toBe(categories.length);
  });

  it('wraps a long title onto at most three lines', () => {
    const title = 'How to build an AI content workflow that keeps your voice, your facts and your sanity intact in 2026';
    const lines = textElements(renderBlogImageSvg({ title, category: 'Strategy' })).slice(1, -1);
    expect(lines.length).toBe(3);
    expect(lines[2].endsWith('\u2026')).toBe(true);
  });
});

describe('text helpers', () => {
  it('escapes the five XML special characters and drops control characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0007`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('derives initials from words or inner capitals', () => {
    expect(initialsOf('ElevenLabs')).toBe('EL');
    expect(initialsOf('Otter.ai')).toBe('OA');
    expect(initialsOf('v0')).toBe('V0');
    expect(initialsOf('Make')).toBe('MA');
    expect(initialsOf('  ')).toBe('?');
  });

  it('wraps words greedily and keeps short text on one line', () => {
    expect(wrapText('Short title', 30, 3)).toEqual(['Short title']);
    expect(wrapText('one two three four five', 9, 2)).toEqual(['one two', 'three\u2026']);
    expect(wrapText('supercalifragilistic', 8, 2)).toEqual(['superca\u2026']);
  });
});
