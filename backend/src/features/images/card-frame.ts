import { TAILWIND_COLOUR_FAMILIES, TAILWIND_SHADES, type TailwindColourFamily, type TailwindShade } from '../../contract/catalogue.vocabulary.js';
import { tailwindColourHex } from '../catalogue/data/tailwind-palette.data.js';
import { escapeXml } from './svg-text.js';

/**
 * The frame shared by the tool and blog cards: an 800x450 gradient with soft shapes, and the
 * rounded "chip" labels. The seed data points its image fields at these cards, so a fresh install
 * shows clean artwork without any binary assets.
 */

export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 450;
export const CARD_FONT_FAMILY = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";
/** Rough advance width of a bold sans-serif glyph relative to its font size, used to size text without measuring. */
export const AVERAGE_GLYPH_WIDTH = 0.6;

/** Tailwind gradient classes, e.g. { from: 'from-blue-500', to: 'to-indigo-600' }. */
export type Gradient = { from: string; to: string };
export const FALLBACK_GRADIENT: Gradient = { from: 'from-slate-600', to: 'to-slate-800' };

const isColourFamily = (value: string): value is TailwindColourFamily => (TAILWIND_COLOUR_FAMILIES as readonly string[]).includes(value);
const isShade = (value: string): value is TailwindShade => (TAILWIND_SHADES as readonly string[]).includes(value);

/** Maps 'from-violet-500' / 'to-fuchsia-500' / 'bg-sky-400' to hex; unknown classes get the fallback. */
export const tailwindClassToHex = (className: string, fallbackHex: string): string => {
  const match = /^(?:from|via|to|bg|text)-([a-z]+)-(\d{2,3})$/.exec(className.trim());
  if (!match) return fallbackHex;
  const [, family, shade] = match;
  return isColourFamily(family) && isShade(shade) ? tailwindColourHex(family, shade) : fallbackHex;
};

export const estimatedTextWidth = (text: string, fontSize: number): number => Array.from(text).length * fontSize * AVERAGE_GLYPH_WIDTH;

const cardRoot = (label: string): string[] => [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" role="img" aria-label="${escapeXml(label)}">`,
  `<title>${escapeXml(label)}</title>`,
];

/**
 * The drawing with its root resized to `width` x `height` and told to cover it (centred, cropped at
 * the edges); its own viewBox and content stay as they are.
 */
export const sizedToCover = (svg: string, width: number, height: number): string =>
  svg.replace(/<svg\b[^>]*>/, (root) => {
    const withoutSize = root.replace(/\s(width|height|preserveAspectRatio)="[^"]*"/g, '');
    return withoutSize.replace(/^<svg/, `<svg width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"`);
  });

/**
 * The opening of a card document whose background is another drawing (a generated cover's art),
 * nested at the card's size, under a light veil so white text reads on any art.
 */
export const cardOpeningOver = (label: string, art: string): string =>
  [...cardRoot(label), sizedToCover(art, CARD_WIDTH, CARD_HEIGHT), `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#000000" fill-opacity="0.18"/>`].join('\n');

/** The opening of a card document up to its background; `label` is the accessible name. */
export const cardOpening = (label: string, gradient: Gradient): string => {
  const fromHex = tailwindClassToHex(gradient.from, tailwindClassToHex(FALLBACK_GRADIENT.from, '#475569'));
  const toHex = tailwindClassToHex(gradient.to, tailwindClassToHex(FALLBACK_GRADIENT.to, '#1e293b'));
  return [
    ...cardRoot(label),
    '<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${fromHex}"/><stop offset="1" stop-color="${toHex}"/>`,
    '</linearGradient></defs>',
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#background)"/>`,
    // Soft decorative shapes so a card never looks like a flat block of colour.
    '<circle cx="700" cy="60" r="170" fill="#ffffff" fill-opacity="0.08"/>',
    '<circle cx="90" cy="420" r="130" fill="#ffffff" fill-opacity="0.06"/>',
  ].join('\n');
};

/** A pill-shaped label whose left edge is at `x`. */
export const chip = (label: string, x: number, y: number, fontSize: number, padding: number): string => {
  const width = estimatedTextWidth(label, fontSize) + padding * 2;
  const height = fontSize + 18;
  return [
    `<rect x="${x.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${height}" rx="${height / 2}" fill="#ffffff" fill-opacity="0.2"/>`,
    `<text x="${(x + width / 2).toFixed(1)}" y="${y + height / 2}" text-anchor="middle" dominant-baseline="central" font-size="${fontSize}" font-weight="600" fill="#ffffff">${escapeXml(label)}</text>`,
  ].join('\n');
};
