import { describe, expect, it } from '@jest/globals';
import { SEED_TOOLS } from '../catalogue/data/tools.data.js';
import { tailwindClassToHex } from './card-frame.js';
import { textElements, wellFormednessProblems } from './testing/svg-well-formedness.js';
import { initialsOf, renderToolImageSvg } from './tool-card.js';

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

  it('shows only the monogram: no name or tags that a cropped card would cut', () => {
    const svg = renderToolImageSvg({ ...sampleTool, name: 'GitHub Copilot', tags: ['Coding', 'Assistant', 'Editing', 'Research'] });
    expect(textElements(svg)).toEqual(['GC']);
  });

  it("escapes markup characters in the name it uses as the image's accessible name", () => {
    const svg = renderToolImageSvg({ ...sampleTool, name: `Tom & Jerry's <"AI">\u0001` });
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;&quot;AI&quot;&gt;');
    expect(svg).not.toContain('<"AI">');
    expect(wellFormednessProblems(svg)).toEqual([]);
  });

  it('is deterministic and depends on its input', () => {
    expect(renderToolImageSvg(sampleTool)).toBe(renderToolImageSvg({ ...sampleTool, tags: [...sampleTool.tags] }));
    expect(renderToolImageSvg(sampleTool)).not.toBe(renderToolImageSvg({ ...sampleTool, name: 'Claude' }));
  });
});

describe('initialsOf', () => {
  it('derives initials from words or inner capitals', () => {
    expect(initialsOf('ElevenLabs')).toBe('EL');
    expect(initialsOf('Otter.ai')).toBe('OA');
    expect(initialsOf('v0')).toBe('V0');
    expect(initialsOf('Make')).toBe('MA');
    expect(initialsOf('  ')).toBe('?');
  });
});
