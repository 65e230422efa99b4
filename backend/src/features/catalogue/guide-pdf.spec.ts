import { describe, expect, it } from '@jest/globals';
import { GUIDE_DOWNLOAD, GUIDE_STRATEGY_TIPS } from '../../contract/catalogue.vocabulary.js';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from './data/guide.data.js';
import { renderGuidePdf } from './guide-pdf.js';
import { pdfPageCount, pdfText, pdfTitle } from './testing/pdf-text.js';

const guide = { intro: GUIDE_INTRO, categories: GUIDE_CATEGORIES };
const normalised = (text: string) => text.replace(/\s+/g, ' ');

describe('renderGuidePdf', () => {
  it('is a PDF document titled as the guide', async () => {
    const pdf = await renderGuidePdf(guide, new Date('2025-06-10T00:00:00Z'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    expect(pdfTitle(pdf)).toBe(GUIDE_DOWNLOAD.title);
    // A title page, the introduction, one page or more per category, the strategies.
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(GUIDE_CATEGORIES.length + 3);
  });

  it('holds every category and every tool with its pricing, implementation time, learning curve and use case', async () => {
    const text = pdfText(await renderGuidePdf(guide, new Date('2025-06-10T00:00:00Z')));
    for (const category of GUIDE_CATEGORIES) {
      expect(text).toContain(`${category.name} ${category.tools.length} tools`);
      for (const tool of category.tools) {
        expect(text).toContain(tool.name);
        expect(text).toContain(`Pricing: ${normalised(tool.pricing)}`);
        expect(text).toContain(`Implementation time: ${tool.implementationTime}`);
        expect(text).toContain(`Learning curve: ${tool.learningCurve}`);
        expect(text).toContain(`Best for: ${normalised(tool.useCase)}`);
      }
    }
  });

  it('holds the introduction, the implementation strategies and every item the card promises', async () => {
    const text = pdfText(await renderGuidePdf(guide, new Date('2025-06-10T00:00:00Z')));
    expect(text).toContain('Understanding AI and Its Impact');
    for (const benefit of GUIDE_INTRO.benefits) expect(text).toContain(normalised(benefit));
    expect(text).toContain('Implementation Strategies');
    for (const tip of GUIDE_STRATEGY_TIPS) expect(text).toContain(tip.text);
    for (const item of GUIDE_DOWNLOAD.contents) expect(text).toContain(item);
  });

  it('counts a category of one tool as "1 tool"', async () => {
    const [first] = GUIDE_CATEGORIES;
    const text = pdfText(await renderGuidePdf({ intro: GUIDE_INTRO, categories: [{ ...first, tools: [first.tools[0]] }] }, new Date()));
    expect(text).toContain(`${first.name} 1 tool `);
    expect(text).not.toContain('1 tools');
  });
});
