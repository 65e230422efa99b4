import { AVERAGE_GLYPH_WIDTH, CARD_FONT_FAMILY, CARD_WIDTH, cardOpening, chip, estimatedTextWidth } from './card-frame.js';
import { escapeXml, truncate } from './svg-text.js';

/** The card served at /images/tools/<id>.svg: the tool's initials, name and first tags on its own gradient. */
export type ToolImageInput = {
  name: string;
  tags: readonly string[];
  gradientFrom: string;
  gradientTo: string;
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

const tagRow = (tags: readonly string[], centreY: number): string => {
  const fontSize = 18;
  const padding = 16;
  const gap = 12;
  const labels = tags.slice(0, 3).map((tag) => truncate(tag, 18));
  const widths = labels.map((label) => estimatedTextWidth(label, fontSize) + padding * 2);
  const totalWidth = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(labels.length - 1, 0);
  let x = (CARD_WIDTH - totalWidth) / 2;
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
  const badgeX = (CARD_WIDTH - badgeSize) / 2;
  const badgeY = 60;
  return [
    cardOpening(tool.name, { from: tool.gradientFrom, to: tool.gradientTo }),
    `<g font-family="${CARD_FONT_FAMILY}">`,
    `<rect x="${badgeX}" y="${badgeY}" width="${badgeSize}" height="${badgeSize}" rx="40" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>`,
    `<text x="${CARD_WIDTH / 2}" y="${badgeY + badgeSize / 2}" text-anchor="middle" dominant-baseline="central" font-size="64" font-weight="800" fill="#ffffff">${escapeXml(initialsOf(tool.name))}</text>`,
    `<text x="${CARD_WIDTH / 2}" y="290" text-anchor="middle" font-size="${nameFontSize}" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>`,
    tagRow(tool.tags, 330),
    '</g>',
    '</svg>',
  ].join('\n');
};
