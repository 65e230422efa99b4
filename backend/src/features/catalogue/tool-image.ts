import {
  TAILWIND_COLOUR_FAMILIES,
  TAILWIND_SHADES,
  type TailwindColourFamily,
  type TailwindShade,
} from './catalogue.schemas.js';
import { tailwindColourHex } from './data/tailwind-palette.data.js';

/**
 * Server-rendered placeholder artwork for tools and blog posts: the seed data points its
 * image fields at these, so a fresh install shows clean cards without any binary assets.
 */

const WIDTH = 800;
const HEIGHT = 450;
const FONT_FAMILY = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";
/** Rough advance width of a bold sans-serif glyph relative to its font size, used to size text without measuring. */
const AVERAGE_GLYPH_WIDTH = 0.6;
const ELLIPSIS = '\u2026';

export type ToolImageInput = {
  name: string;
  tags: readonly string[];
  gradientFrom: string;
  gradientTo: string;
};

export type BlogImageInput = {
  title: string;
  category: string;
};

type Gradient = { from: string; to: string };

const BLOG_CATEGORY_GRADIENTS: Record<string, Gradient> = {
  Guide: { from: 'from-blue-500', to: 'to-indigo-600' },
  Tutorial: { from: 'from-emerald-500', to: 'to-teal-600' },
  Strategy: { from: 'from-violet-500', to: 'to-purple-700' },
  News: { from: 'from-orange-500', to: 'to-rose-600' },
  Review: { from: 'from-amber-500', to: 'to-orange-600' },
};
const FALLBACK_GRADIENT: Gradient = { from: 'from-slate-600', to: 'to-slate-800' };

/** Characters XML 1.0 forbids outright; removing them keeps the document parseable whatever a name contains. */
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (text: string): string =>
  text
    .replace(INVALID_XML_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const isColourFamily = (value: string): value is TailwindColourFamily =>
  (TAILWIND_COLOUR_FAMILIES as readonly string[]).includes(value);
const isShade = (value: string): value is TailwindShade => (TAILWIND_SHADES as readonly string[]).includes(value);

/** Maps 'from-violet-500' / 'to-fuchsia-500' / 'bg-sky-400' to hex; unknown classes get the fallback. */
export const tailwindClassToHex = (className: string, fallbackHex: string): string => {
  const match = /^(?:from|via|to|bg|text)-([a-z]+)-(\d{2,3})$/.exec(className.trim());
  if (!match) return fallbackHex;
  const [, family, shade] = match;
  return isColourFamily(family) && isShade(shade) ? tailwindColourHex(family, shade) : fallbackHex;
};

/** 'GitHub Copilot' -> 'GC', 'ElevenLabs' -> 'EL', 'Otter.ai' -> 'OA', 'v0' -> 'V0'. */
export const initialsOf = (name: string): string => {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  if (words.length === 0) return '?';
  if (words.length > 1) return (Array.from(words[0])[0] + Array.from(words[1])[0]).toUpperCase();
  const characters = Array.from(words[0]);
  const innerCapital = characters.slice(1).find((character) => /\p{Lu}/u.test(character));
  return (characters[0] + (innerCapital ?? characters[1] ?? '')).toUpperCase();
};

const truncate = (text: string, maxCharacters: number): string => {
  const characters = Array.from(text);
  return characters.length <= maxCharacters
    ? text
    : characters.slice(0, maxCharacters - 1).join('').trimEnd() + ELLIPSIS;
};

const withEllipsis = (line: string, maxCharacters: number): string => {
  const characters = Array.from(line);
  return characters.length < maxCharacters
    ? line + ELLIPSIS
    : characters.slice(0, maxCharacters - 1).join('').trimEnd() + ELLIPSIS;
};

/** Greedy word wrap; the last allowed line ends with an ellipsis when words are left over. */
export const wrapText = (text: string, maxCharactersPerLine: number, maxLines: number): string[] => {
  const words = text.trim().split(/\s+/).filter((word) => word.length > 0);
  const lines: string[] = [];
  let current = '';
  let wordsLeftOver = false;
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (Array.from(candidate).length <= maxCharactersPerLine) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    if (lines.length === maxLines) {
      wordsLeftOver = true;
      current = '';
      break;
    }
    current = truncate(word, maxCharactersPerLine);
  }
  if (current) lines.push(current);
  if (wordsLeftOver) lines[lines.length - 1] = withEllipsis(lines[lines.length - 1], maxCharactersPerLine);
  return lines;
};

const estimatedTextWidth = (text: string, fontSize: number): number =>
  Array.from(text).length * fontSize * AVERAGE_GLYPH_WIDTH;

const documentOpening = (label: string, gradient: Gradient): string => {
  const fromHex = tailwindClassToHex(gradient.from, tailwindClassToHex(FALLBACK_GRADIENT.from, '#475569'));
  const toHex = tailwindClassToHex(gradient.to, tailwindClassToHex(FALLBACK_GRADIENT.to, '#1e293b'));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    '<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${fromHex}"/><stop offset="1" stop-color="${toHex}"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#background)"/>`,
    // Soft decorative shapes so a card never looks like a flat block of colour.
    '<circle cx="700" cy="60" r="170" fill="#ffffff" fill-opacity="0.08"/>',
    '<circle cx="90" cy="420" r="130" fill="#ffffff" fill-opacity="0.06"/>',
  ].join('\n');
};

const chip = (label: string, x: number, y: number, fontSize: number, padding: number): string => {
  const width = estimatedTextWidth(label, fontSize) + padding * 2;
  const height = fontSize + 18;
  return [
    `<rect x="${x.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${height}" rx="${height / 2}" fill="#ffffff" fill-opacity="0.2"/>`,
    `<text x="${(x + width / 2).toFixed(1)}" y="${y + height / 2}" text-anchor="middle" dominant-baseline="central" font-size="${fontSize}" font-weight="600" fill="#ffffff">${escapeXml(label)}</text>`,
  ].join('\n');
};

const tagRow = (tags: readonly string[], centreY: number): string => {
  const fontSize = 18;
  const padding = 16;
  const gap = 12;
  const labels = tags.slice(0, 3).map((tag) => truncate(tag, 18));
  const widths = labels.map((label) => estimatedTextWidth(label, fontSize) + padding * 2);
  const totalWidth = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(labels.length - 1, 0);
  let x = (WIDTH - totalWidth) / 2;
  return labels
    .map((label, index) => {
      const element = chip(label, x, centreY, fontSize, padding);
      x += widths[index] + gap;
      return element;
    })
    .join('\n');
};

export const renderToolImageSvg = (tool: ToolImageInput): string => {
  const name = truncate(tool.name.trim(), 36);
  const nameFontSize = Math.min(52, Math.floor(720 / (Math.max(Array.from(name).length, 1) * AVERAGE_GLYPH_WIDTH)));
  const badgeSize = 150;
  const badgeX = (WIDTH - badgeSize) / 2;
  const badgeY = 60;
  return [
    documentOpening(tool.name, { from: tool.gradientFrom, to: tool.gradientTo }),
    `<g font-family="${FONT_FAMILY}">`,
    `<rect x="${badgeX}" y="${badgeY}" width="${badgeSize}" height="${badgeSize}" rx="40" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>`,
    `<text x="${WIDTH / 2}" y="${badgeY + badgeSize / 2}" text-anchor="middle" dominant-baseline="central" font-size="64" font-weight="800" fill="#ffffff">${escapeXml(initialsOf(tool.name))}</text>`,
    `<text x="${WIDTH / 2}" y="290" text-anchor="middle" font-size="${nameFontSize}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`,
    tagRow(tool.tags, 330),
    '</g>',
    '</svg>',
  ].join('\n');
};

export const renderBlogImageSvg = (post: BlogImageInput): string => {
  // 26 characters at 40px stays inside the 680px text column even with the wide-glyph estimate.
  const titleFontSize = 40;
  const lineHeight = 52;
  const lines = wrapText(post.title, 26, 3);
  const firstBaseline = 235 - ((lines.length - 1) * lineHeight) / 2;
  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="60" y="${firstBaseline + index * lineHeight}" font-size="${titleFontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n');
  return [
    documentOpening(post.title, BLOG_CATEGORY_GRADIENTS[post.category] ?? FALLBACK_GRADIENT),
    `<g font-family="${FONT_FAMILY}">`,
    chip(truncate(post.category, 20), 60, 52, 18, 18),
    titleLines,
    '<text x="60" y="400" font-size="20" font-weight="600" fill="#ffffff" fill-opacity="0.85">AI Navigator</text>',
    '</g>',
    '</svg>',
  ].join('\n');
};
