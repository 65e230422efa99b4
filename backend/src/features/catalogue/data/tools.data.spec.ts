import { describe, expect, it } from '@jest/globals';
import { toolSchema } from '../../../contract/catalogue.contract.js';
import { TAILWIND_COLOUR_FAMILIES, TAILWIND_SHADES, TOOL_CATEGORIES } from '../../../contract/catalogue.vocabulary.js';
import { toolImagePath } from '../../../contract/images.contract.js';
import { tailwindColourHex } from './tailwind-palette.data.js';
import { SEED_TOOLS } from './tools.data.js';

describe('SEED_TOOLS', () => {
  it('holds at least 40 tools that all match the tool schema', () => {
    expect(SEED_TOOLS.length).toBeGreaterThanOrEqual(40);
    for (const tool of SEED_TOOLS) {
      const result = toolSchema.safeParse(tool);
      expect({ id: tool.id, issues: result.success ? [] : result.error.issues }).toEqual({ id: tool.id, issues: [] });
    }
  });

  it('uses unique ids and case-insensitively unique names', () => {
    const ids = SEED_TOOLS.map((tool) => tool.id);
    const names = SEED_TOOLS.map((tool) => tool.name.toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('features at least six tools', () => {
    expect(SEED_TOOLS.filter((tool) => tool.featured).length).toBeGreaterThanOrEqual(6);
  });

  it('covers every directory category', () => {
    const usedTags = new Set(SEED_TOOLS.flatMap((tool) => tool.tags));
    expect(TOOL_CATEGORIES.filter((category) => !usedTags.has(category))).toEqual([]);
  });

  it('points every image at the served card for its id', () => {
    for (const tool of SEED_TOOLS) expect({ id: tool.id, image: tool.image }).toEqual({ id: tool.id, image: toolImagePath(tool.id) });
  });
});

describe('tailwindColourHex', () => {
  it('returns a lowercase #rrggbb colour for every family and shade', () => {
    for (const family of TAILWIND_COLOUR_FAMILIES) {
      for (const shade of TAILWIND_SHADES) expect(`${family}-${shade}: ${tailwindColourHex(family, shade)}`).toMatch(/^[a-z]+-\d+: #[0-9a-f]{6}$/);
    }
  });

  it('matches the Tailwind v4 palette', () => {
    expect(tailwindColourHex('violet', '500')).toBe('#8e51ff');
    expect(tailwindColourHex('fuchsia', '500')).toBe('#e12afb');
  });
});
