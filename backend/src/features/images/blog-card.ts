import type { BlogCategory } from '../../contract/blog.vocabulary.js';
import { CARD_FONT_FAMILY, cardOpening, cardOpeningOver, chip, FALLBACK_GRADIENT, type Gradient } from './card-frame.js';
import { escapeXml, truncate, wrapText } from './svg-text.js';

/**
 * Two drawings of a post: the cover (/images/blog/<slug>.svg, the fallback image) is art only, since
 * the pages crop it to any width and show the title and category as text beside it; the social card
 * (the og:image PNG, shown whole by link previews) carries the category chip and the title, over the
 * post's generated cover art when it has one.
 */
export type BlogImageInput = {
  title: string;
  /** A blog category; anything else gets the neutral gradient. */
  category: string;
};

const BLOG_CATEGORY_GRADIENTS: Record<BlogCategory, Gradient> = {
  Guide: { from: 'from-blue-500', to: 'to-indigo-600' },
  Tutorial: { from: 'from-emerald-500', to: 'to-teal-600' },
  Strategy: { from: 'from-violet-500', to: 'to-purple-700' },
  News: { from: 'from-orange-500', to: 'to-rose-600' },
  Review: { from: 'from-amber-500', to: 'to-orange-600' },
};

const gradientOf = (category: string): Gradient =>
  Object.hasOwn(BLOG_CATEGORY_GRADIENTS, category) ? BLOG_CATEGORY_GRADIENTS[category as BlogCategory] : FALLBACK_GRADIENT;

/** The social card; `coverArt` (a generated cover, art only) replaces the category's gradient as its background. */
export const renderBlogImageSvg = (post: BlogImageInput, coverArt?: string): string => {
  // 26 characters at 40px stays inside the 680px text column even with the wide-glyph estimate.
  const titleFontSize = 40;
  const lineHeight = 52;
  const lines = wrapText(post.title, 26, 3);
  const firstBaseline = 235 - ((lines.length - 1) * lineHeight) / 2;
  const titleLines = lines
    .map((line, index) => `<text x="60" y="${firstBaseline + index * lineHeight}" font-size="${titleFontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('\n');
  return [
    coverArt === undefined ? cardOpening(post.title, gradientOf(post.category)) : cardOpeningOver(post.title, coverArt),
    `<g font-family="${CARD_FONT_FAMILY}">`,
    chip(truncate(post.category, 20), 60, 52, 18, 18),
    titleLines,
    '<text x="60" y="400" font-size="20" font-weight="600" fill="#ffffff" fill-opacity="0.85">AI Navigator</text>',
    '</g>',
    '</svg>',
  ].join('\n');
};

/** A post's cover: the category's gradient and soft shapes, no text (the page shows title and category as HTML). */
export const renderBlogCoverSvg = (post: BlogImageInput): string => {
  const shapes = [
    '<circle cx="400" cy="225" r="120" fill="#ffffff" fill-opacity="0.10"/>',
    '<circle cx="400" cy="225" r="64" fill="#ffffff" fill-opacity="0.12"/>',
    '<path d="M0 340 C 200 290, 420 420, 800 330 L 800 450 L 0 450 Z" fill="#ffffff" fill-opacity="0.07"/>',
  ];
  return [cardOpening(post.title, gradientOf(post.category)), ...shapes, '</svg>'].join('\n');
};
