import { describe, expect, it } from '@jest/globals';
import { slugSchema } from '../../contract/catalogue.contract.js';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('makes a kebab-case slug, folding accents', () => {
    expect(slugify('Café Tools & "AI" Tricks: 2025!', 80, 'post')).toBe('cafe-tools-ai-tricks-2025');
  });

  it('never ends with a dash when the cut lands between words', () => {
    const title = 'Finance Startup Podcast Sales Finance Startup 20: A Practical Guide for Small Teams in 2026';
    for (let maxLength = 1; maxLength <= title.length; maxLength++) {
      const slug = slugify(title, maxLength, 'post');
      expect({ maxLength, valid: slugSchema.safeParse(slug).success }).toEqual({ maxLength, valid: true });
      expect(slug.length).toBeLessThanOrEqual(maxLength);
    }
  });

  it('falls back when nothing sluggable is left', () => {
    expect(slugify('!!! ??? 💥', 80, 'post')).toBe('post');
    expect(slugify('-a', 1, 'image')).toBe('image');
  });
});
