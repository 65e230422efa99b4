import { describe, expect, it } from '@jest/globals';
import { guideCategorySchema, guideIntroSchema } from '../../../contract/catalogue.contract.js';
import { GUIDE_CATEGORY_IDS } from '../../../contract/catalogue.vocabulary.js';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from './guide.data.js';

const allTools = GUIDE_CATEGORIES.flatMap((category) => category.tools);

/** Mirrors the icon map in frontend/src/features/guide/components/category-icon.tsx; other names fall back to a generic icon. */
const FRONTEND_ICON_NAMES = new Set([
  'BarChart3', 'Bot', 'Brain', 'BookOpen', 'Briefcase', 'Calculator', 'Camera', 'Code', 'DollarSign', 'FileText',
  'GraduationCap', 'Headphones', 'Image', 'Lock', 'Megaphone', 'MessageSquare', 'Music', 'Palette', 'PenTool',
  'Search', 'Shield', 'Sparkles', 'TrendingUp', 'Users', 'Video', 'Wand2', 'Zap',
]);

describe('guide seed data', () => {
  it('has an intro that matches the schema, with five benefits', () => {
    expect(() => guideIntroSchema.parse(GUIDE_INTRO)).not.toThrow();
    expect(GUIDE_INTRO.benefits).toHaveLength(5);
  });

  it.each(GUIDE_CATEGORIES.map((category) => [category.id, category] as const))(
    'category %s matches the schema',
    (_id, category) => {
      const result = guideCategorySchema.safeParse(category);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it('lists exactly the guide category ids, in order', () => {
    expect(GUIDE_CATEGORIES.map((category) => category.id)).toEqual([...GUIDE_CATEGORY_IDS]);
  });

  it('gives every tool the id of the category that contains it', () => {
    for (const category of GUIDE_CATEGORIES) {
      const mismatched = category.tools.filter((tool) => tool.category !== category.id).map((tool) => tool.name);
      expect({ category: category.id, mismatched }).toEqual({ category: category.id, mismatched: [] });
    }
  });

  it('has 8 to 12 tools per category and at least 100 overall', () => {
    for (const category of GUIDE_CATEGORIES) {
      expect(category.tools.length).toBeGreaterThanOrEqual(8);
      expect(category.tools.length).toBeLessThanOrEqual(12);
    }
    expect(allTools.length).toBeGreaterThanOrEqual(100);
  });

  it('flags exactly two tools as affiliates', () => {
    expect(allTools.filter((tool) => tool.isAffiliate === true)).toHaveLength(2);
  });

  it('has no duplicate tool names within a category', () => {
    for (const category of GUIDE_CATEGORIES) {
      const names = category.tools.map((tool) => tool.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('links every tool over https', () => {
    const insecure = allTools.filter((tool) => new URL(tool.link).protocol !== 'https:').map((tool) => tool.name);
    expect(insecure).toEqual([]);
  });

  it('uses icons the frontend knows', () => {
    const unknown = GUIDE_CATEGORIES.filter((category) => !FRONTEND_ICON_NAMES.has(category.icon)).map((category) => category.id);
    expect(unknown).toEqual([]);
  });

  it('uses distinct icon badge colours per category', () => {
    const colours = GUIDE_CATEGORIES.map((category) => category.color);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
