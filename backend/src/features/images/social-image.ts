import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { VersionedCache } from '../../core/http/versioned-cache.js';
import { sizedToCover } from './card-frame.js';

/** The size Facebook, X and LinkedIn show best for a shared link. */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

/**
 * The same drawing at the social size: the root element is resized and told to cover it (centred,
 * cropped at the edges), so every card design (the 800x450 blog and tool cards) keeps one definition
 * and is not redrawn for link previews.
 */
export const atSocialSize = (svg: string): string => sizedToCover(svg, SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT);

/**
 * Text is drawn with the machine's fonts: Inter, then the generic sans-serif the cards ask for,
 * which resvg maps to DejaVu Sans or Liberation Sans (Debian's fonts-dejavu-core, fonts-liberation).
 */
const FONTS = { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' };

/** Renders an SVG drawing as a 1200x630 PNG off the main thread. The renderer loads at the first image, not with the app. */
export const renderSocialPng = async (svg: string): Promise<Buffer> => {
  const { renderAsync } = await import('@resvg/resvg-js');
  return (await renderAsync(atSocialSize(svg), { font: FONTS })).asPng();
};

/**
 * Social images by the drawing they come from: a drawing is rasterised once and kept (a post whose
 * title or category changes is a new drawing); at most 200 are held.
 */
@Injectable()
export class SocialImages {
  private readonly images = new VersionedCache<Buffer>(200);

  png(svg: string): Buffer | Promise<Buffer> {
    const key = createHash('sha1').update(svg).digest('base64url');
    return this.images.get(key, key, () => renderSocialPng(svg));
  }
}
