import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../core/errors/domain-errors.js';
import { BLOG_CATEGORIES, type BlogCategory } from '../../contract/blog.vocabulary.js';
import type { ToolListing, ToolSummary } from './ai-writer.port.js';
import { blogPostDraftSchema, emailDraftSchema, generatedImageSchema, newsItemsSchema, toolEnhancementSchema } from './ai-writer.schemas.js';
import { OfflineAiWriter } from './offline-ai-writer.js';
import { tagsForInterest } from './offline/tag-knowledge.js';
import { sampleCatalogue, sampleListings } from './testing/tool-summaries.fixture.js';

const writer = new OfflineAiWriter();
const wordsIn = (text: string): number => text.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token)).length;
const firstTool = sampleCatalogue[0] as ToolSummary;

describe('OfflineAiWriter', () => {
  it('labels itself as the offline template writer for every operation', () => {
    for (const operation of ['generateBlogPost', 'enhanceTools', 'writeEmail', 'analyzeNews', 'generateImage'] as const) {
      expect(writer.describe(operation)).toEqual({ writer: 'offline', model: 'offline-template-v1' });
    }
  });

  describe('generateBlogPost', () => {
    it('returns the same post for the same input and a valid shape', async () => {
      const request = { catalogue: sampleCatalogue, existingTitles: ['Some Older Post'] };
      const first = await writer.generateBlogPost(request);
      const second = await writer.generateBlogPost({ catalogue: [...sampleCatalogue], existingTitles: ['Some Older Post'] });
      expect(second).toEqual(first);
      expect(blogPostDraftSchema.parse(first)).toEqual(first);
    });

    const topicsByCategory: Array<[string, BlogCategory]> = [
      ['How to set up an AI workflow for podcast editing', 'Tutorial'],
      ['A beginner guide to AI image generation', 'Guide'],
      ['Content marketing strategy with AI for small teams', 'Strategy'],
      ['Latest news in AI coding assistants', 'News'],
      ['Jasper vs Surfer SEO review for writers', 'Review'],
    ];

    it.each(topicsByCategory)('writes about "%s" as a %s post of 400 to 700 words, with new titles each time', async (topic, category) => {
      const existingTitles: string[] = [];
      for (let round = 0; round < 4; round += 1) {
        const post = await writer.generateBlogPost({ topic, catalogue: sampleCatalogue, existingTitles });
        expect(post.category).toBe(category);
        expect(wordsIn(post.content)).toBeGreaterThanOrEqual(400);
        expect(wordsIn(post.content)).toBeLessThanOrEqual(700);
        expect(post.content).toContain(topic);
        expect(existingTitles.map((title) => title.toLowerCase())).not.toContain(post.title.toLowerCase());
        existingTitles.push(post.title);
      }
    });

    it('chooses tools relevant to the topic', async () => {
      const post = await writer.generateBlogPost({ topic: 'AI voice and podcast audio', catalogue: sampleCatalogue, existingTitles: [] });
      expect(post.content).toMatch(/ElevenLabs|Descript/);
      expect(post.content).not.toContain('GitHub Copilot');
    });

    it('stays within the word budget for a one-tool catalogue and for every category without a topic', async () => {
      const categories = new Set<BlogCategory>();
      for (const catalogue of [[firstTool], sampleCatalogue]) {
        for (let variant = 0; variant < 20; variant += 1) {
          const post = await writer.generateBlogPost({ catalogue, existingTitles: [`variant ${variant}`] });
          categories.add(post.category);
          expect(wordsIn(post.content)).toBeGreaterThanOrEqual(400);
          expect(wordsIn(post.content)).toBeLessThanOrEqual(700);
          expect(post.content.toLowerCase()).not.toContain('lorem');
          expect(post.content).toMatch(/^#{2,3} \S/m);
        }
      }
      expect([...categories].sort()).toEqual([...BLOG_CATEGORIES].sort());
    });

    it('writes about real tools of the catalogue passed in', async () => {
      const post = await writer.generateBlogPost({ catalogue: sampleCatalogue, existingTitles: [] });
      const mentioned = sampleCatalogue.filter((tool) => post.content.includes(tool.name));
      expect(mentioned.length).toBeGreaterThan(0);
    });

    it('refuses to write with an empty catalogue', async () => {
      await expect(writer.generateBlogPost({ catalogue: [], existingTitles: [] })).rejects.toMatchObject({ kind: 'illegal_state' });
      await expect(writer.generateBlogPost({ catalogue: [], existingTitles: [] })).rejects.toBeInstanceOf(DomainError);
    });
  });

  describe('enhanceTools', () => {
    it('gives one valid enhancement per tool, in order, the same every time', async () => {
      const first = await writer.enhanceTools(sampleListings);
      expect(first.map((enhancement) => enhancement.id)).toEqual(sampleListings.map((tool) => tool.id));
      for (const enhancement of first) expect(toolEnhancementSchema.parse(enhancement)).toEqual(enhancement);
      expect(await writer.enhanceTools(sampleListings)).toEqual(first);
    });

    it('keeps the curated rating, review count, pros, features and use cases instead of inventing placeholders', async () => {
      const midjourney: ToolListing = {
        id: 'midjourney',
        name: 'Midjourney',
        description: 'Image generator that turns text prompts into detailed, artistic pictures.',
        tags: ['Images', 'Design'],
        rating: 4.7,
        reviewCount: 10_260,
        pros: ['Striking, artistic image quality', 'Strong style control with parameters', 'Active community for inspiration'],
        features: ['Text-to-image generation', 'Image variations and upscaling', 'Style and character references'],
        useCases: ['Concept art', 'Marketing visuals', 'Mood boards'],
      };
      const [enhancement] = await writer.enhanceTools([midjourney]);
      const { id, rating, reviewCount, pros, features, useCases } = midjourney;
      expect(enhancement).toEqual({ id, rating, reviewCount, pros, features, useCases });
    });

    it('tops a short list up with the description and what holds for the category, and nothing else', async () => {
      const [copilot] = await writer.enhanceTools([
        { id: 'github-copilot', name: 'GitHub Copilot', description: 'AI pair programmer that suggests code inside your editor.', tags: ['Coding'], rating: 4.6, reviewCount: 8_200, pros: ['Fast suggestions'], features: [], useCases: ['Writing code', 'Debugging', 'Reviews', 'Tests'] },
      ]);
      expect(copilot).toEqual({
        id: 'github-copilot',
        rating: 4.6,
        reviewCount: 8_200,
        pros: ['Fast suggestions', 'Removes repetitive typing', 'Helps developers learn new codebases faster'],
        features: ['AI pair programmer that suggests code inside your editor', 'Suggests code completions in the editor', 'Explains unfamiliar code'],
        useCases: ['Writing code', 'Debugging', 'Reviews', 'Tests'],
      });
    });
  });

  describe('writeEmail', () => {
    const request = { frequency: 'weekly' as const, interests: ['finance'], customInterests: 'AI tools for the stock market', tools: sampleCatalogue };

    it('writes a deterministic email of valid shape, tailored to the interests', async () => {
      const email = await writer.writeEmail(request);
      expect(emailDraftSchema.parse(email)).toEqual(email);
      expect(await writer.writeEmail({ ...request, tools: [...sampleCatalogue] })).toEqual(email);
      expect(email.content).toContain('finance');
      expect(email.content).toContain('AI tools for the stock market');
      expect(email.content).toContain('Julius AI');
      expect(email.subject.toLowerCase()).toContain('week');
    });

    it('changes its voice with the frequency and includes the news given', async () => {
      const daily = await writer.writeEmail({ ...request, frequency: 'daily' });
      const major = await writer.writeEmail({ ...request, frequency: 'major_updates', news: [{ headline: 'Spotlight on Zapier', summary: 'Automation for everyone.', category: 'Tool spotlight' }] });
      expect(daily.content).toContain("today's short brief");
      expect(major.content).toContain('Spotlight on Zapier');
      expect(new Set([daily.subject, major.subject, (await writer.writeEmail(request)).subject]).size).toBe(3);
    });
  });

  describe('writeEmail for dated newsletters', () => {
    // The audit's daily draft: readers of AI writing and finance, one newsletter a day.
    const daily = { frequency: 'daily' as const, interests: ['ai-writing', 'finance'], tools: sampleCatalogue };
    const week = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
    const picksOf = (content: string) => [...content.matchAll(/^- \*\*(.+?)\*\*/gm)].map((match) => match[1]);

    it("varies the day's picks and subject with the newsletter's date", async () => {
      const emails = await Promise.all(week.map((forDate) => writer.writeEmail({ ...daily, forDate })));
      const picks = emails.map((email) => picksOf(email.content).join(' + '));
      expect(emails.every((email) => picksOf(email.content).length === 2)).toBe(true);
      expect(new Set(picks).size).toBeGreaterThanOrEqual(5);
      expect(new Set(emails.map((email) => email.subject)).size).toBeGreaterThanOrEqual(4);
      // No two days in a row send the same pair.
      for (let day = 1; day < picks.length; day++) expect(picks[day]).not.toBe(picks[day - 1]);
    });

    it('varies the weekly newsletter from one Monday to the next, whatever the size of the pool', async () => {
      const mondays = ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'];
      // Seven tools: a turn counted in days would come back to the same lead every Monday.
      for (const tools of [sampleCatalogue, sampleCatalogue.slice(0, 7)]) {
        const leads = await Promise.all(mondays.map(async (forDate) => picksOf((await writer.writeEmail({ frequency: 'weekly', interests: [], tools, forDate })).content)[0]));
        expect(new Set(leads).size).toBe(mondays.length);
      }
    });

    it('writes the same newsletter again for the same date, so a re-run writes the same draft', async () => {
      expect(await writer.writeEmail({ ...daily, forDate: '2026-11-26' })).toEqual(await writer.writeEmail({ ...daily, tools: [...sampleCatalogue], forDate: '2026-11-26' }));
    });

    it('picks only tools that match the interests while enough of them do', async () => {
      const wanted = new Set(daily.interests.flatMap(tagsForInterest));
      const matching = new Set(sampleCatalogue.filter((tool) => tool.tags.some((tag) => wanted.has(tag))).map((tool) => tool.name));
      for (const forDate of week) {
        const picks = picksOf((await writer.writeEmail({ ...daily, forDate })).content);
        expect({ forDate, picks: picks.filter((name) => !matching.has(name!)) }).toEqual({ forDate, picks: [] });
      }
    });
  });

  describe('analyzeNews', () => {
    const now = new Date('2025-06-02T08:00:00Z');

    it('derives honest catalogue items, the same for the same day', async () => {
      const items = await writer.analyzeNews({ tools: sampleCatalogue, now });
      expect(newsItemsSchema.parse(items)).toEqual(items);
      expect(await writer.analyzeNews({ tools: sampleCatalogue, now: new Date('2025-06-02T20:00:00Z') })).toEqual(items);
      for (const item of items) expect(item.summary).toContain('not live news');
      expect(items[0]?.category).toBe('Tool spotlight');
      expect(sampleCatalogue.some((tool) => items[0]?.headline === `Tool spotlight: ${tool.name}`)).toBe(true);
    });

    it('says so when the catalogue is empty', async () => {
      expect(await writer.analyzeNews({ tools: [], now })).toEqual([expect.objectContaining({ headline: 'The tools catalogue is empty' })]);
    });
  });

  describe('generateImage', () => {
    it('draws a deterministic SVG cover: a gradient with no text, the escaped title only in its accessible name', async () => {
      const image = await writer.generateImage({ title: 'Tools & <Tricks> for 2025', description: 'A short guide' });
      expect(generatedImageSchema.parse(image)).toEqual(image);
      expect(image.svg).toContain('linearGradient');
      expect(image.svg).not.toMatch(/<text\b/);
      expect(image.svg).not.toContain('A short guide');
      expect(image.svg).toContain('aria-label="Cover illustration for &quot;Tools &amp; &lt;Tricks&gt; for 2025&quot;');
      expect(image.svg).not.toContain('<Tricks>');
      expect(image.title).toBe('Tools & <Tricks> for 2025');
      expect(await writer.generateImage({ title: 'Tools & <Tricks> for 2025', description: 'A short guide' })).toEqual(image);
      expect((await writer.generateImage({ title: 'Another title' })).svg).not.toBe(image.svg);
    });
  });
});
