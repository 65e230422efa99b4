import { CARD_FONT_FAMILY, CARD_HEIGHT, CARD_WIDTH, cardOpening } from './card-frame.js';
import { escapeXml } from './svg-text.js';

/**
 * The card served at /images/tools/<id>.svg: the tool's monogram, centred on its own gradient. No name
 * or tags: the cards crop the image at every width and show both as text already.
 */
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

export const renderToolImageSvg = (tool: ToolImageInput): string => {
  const badgeSize = 150;
  const badgeX = (CARD_WIDTH - badgeSize) / 2;
  const badgeY = (CARD_HEIGHT - badgeSize) / 2;
  return [
    cardOpening(tool.name, { from: tool.gradientFrom, to: tool.gradientTo }),
    `<g font-family="${CARD_FONT_FAMILY}">`,
    `<rect x="${badgeX}" y="${badgeY}" width="${badgeSize}" height="${badgeSize}" rx="40" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>`,
    `<text x="${CARD_WIDTH / 2}" y="${badgeY + badgeSize / 2}" text-anchor="middle" dominant-baseline="central" font-size="64" font-weight="800" fill="#ffffff">${escapeXml(initialsOf(tool.name))}</text>`,
    '</g>',
    '</svg>',
  ].join('\n');
};
