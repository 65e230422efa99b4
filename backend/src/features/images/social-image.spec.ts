import { describe, expect, it } from '@jest/globals';
import { renderBlogImageSvg } from './blog-card.js';
import { atSocialSize, renderSocialPng, SocialImages } from './social-image.js';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ signature: png.subarray(0, 8).toString('hex'), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('atSocialSize', () => {
  it('resizes the root to 1200x630 covering it, and keeps the drawing and its viewBox', () => {
    const card = renderBlogImageSvg({ title: 'Prompt writing', category: 'Tutorial' });
    const social = atSocialSize(card);
    const root = social.match(/<svg\b[^>]*>/)?.[0] ?? '';
    expect(root).toContain('width="1200" height="630" preserveAspectRatio="xMidYMid slice"');
    expect(root).toContain('viewBox="0 0 800 450"');
    expect(root.match(/\swidth=/g)).toHaveLength(1);
    expect(social.slice(root.length)).toBe(card.slice(card.match(/<svg\b[^>]*>/)?.[0].length));
  });
});

describe('renderSocialPng', () => {
  it('renders a card as a 1200x630 PNG', async () => {
    const png = await renderSocialPng(renderBlogImageSvg({ title: 'How to choose an AI writing assistant', category: 'Guide' }));
    expect(pngSize(png)).toEqual({ signature: '89504e470d0a1a0a', width: 1200, height: 630 });
  });
});

describe('SocialImages', () => {
  it('renders a drawing once and answers the same bytes from then on', async () => {
    const images = new SocialImages();
    const svg = renderBlogImageSvg({ title: 'Cached', category: 'News' });
    const first = await images.png(svg);
    const second = images.png(svg);
    expect(second).toBe(first);
  });
});
