import { escapeXml, truncate, wrapText } from '../../images/svg-text.js';

/** Renders a blog or test cover as SVG: a diagonal gradient, a decorative motif, the title and a subtitle. */

export const COVER_MOTIFS = ['circuit', 'waves', 'grid', 'orbits', 'sparks'] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];

export type CoverDesign = {
  title: string;
  subtitle?: string;
  alt: string;
  colourFrom: string;
  colourTo: string;
  motif: CoverMotif;
};

const WIDTH = 1200;
const HEIGHT = 630;
const TITLE_LINE_CHARACTERS = 30;
const TITLE_MAXIMUM_LINES = 4;
const SUBTITLE_CHARACTERS = 90;

const motifShapes = (motif: CoverMotif): string => {
  const stroke = 'stroke="#ffffff" stroke-opacity="0.18" fill="none" stroke-width="3"';
  switch (motif) {
    case 'circuit':
      return [0, 1, 2, 3]
        .map((row) => `<path d="M${760 + row * 40} ${90 + row * 110} h140 v60 h120" ${stroke}/><circle cx="${1020 + row * 40}" cy="${150 + row * 110}" r="9" fill="#ffffff" fill-opacity="0.3"/>`)
        .join('');
    case 'waves':
      return [0, 1, 2, 3, 4]
        .map((row) => `<path d="M0 ${430 + row * 40} C300 ${370 + row * 40} 600 ${490 + row * 40} ${WIDTH} ${420 + row * 40}" ${stroke}/>`)
        .join('');
    case 'grid':
      return Array.from({ length: 8 }, (_, column) => `<line x1="${720 + column * 60}" y1="0" x2="${720 + column * 60}" y2="${HEIGHT}" ${stroke}/>`)
        .concat(Array.from({ length: 11 }, (_, row) => `<line x1="720" y1="${row * 60}" x2="${WIDTH}" y2="${row * 60}" ${stroke}/>`))
        .join('');
    case 'orbits':
      return [120, 200, 280]
        .map((radius) => `<ellipse cx="980" cy="315" rx="${radius}" ry="${radius * 0.55}" ${stroke}/>`)
        .concat('<circle cx="980" cy="315" r="40" fill="#ffffff" fill-opacity="0.25"/>')
        .join('');
    case 'sparks': {
      const sparks: Array<[number, number, number]> = [
        [900, 140, 30],
        [1060, 260, 18],
        [960, 420, 24],
        [1110, 520, 14],
        [800, 300, 12],
      ];
      return sparks
        .map(([x, y, size]) => `<path d="M${x} ${y - size} L${x + size / 3} ${y} L${x} ${y + size} L${x - size / 3} ${y} Z" fill="#ffffff" fill-opacity="0.35"/>`)
        .join('');
    }
    default: {
      const unknownMotif: never = motif;
      throw new Error(`Unknown motif ${String(unknownMotif)}`);
    }
  }
};

export const renderCoverSvg = (design: CoverDesign): string => {
  const titleLines = wrapText(design.title, TITLE_LINE_CHARACTERS, TITLE_MAXIMUM_LINES);
  const lineHeight = 76;
  const titleTop = 250 - ((titleLines.length - 1) * lineHeight) / 2;
  const titleText = titleLines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const subtitle = design.subtitle
    ? `<text x="80" y="${titleTop + titleLines.length * lineHeight + 20}" font-family="Inter, Arial, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.85">${escapeXml(truncate(design.subtitle, SUBTITLE_CHARACTERS))}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(design.alt)}">`,
    `<title>${escapeXml(design.alt)}</title>`,
    `<defs><linearGradient id="cover-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.colourFrom}"/><stop offset="1" stop-color="${design.colourTo}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#cover-gradient)"/>`,
    motifShapes(design.motif),
    `<text font-family="Inter, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${titleText}</text>`,
    subtitle,
    `<text x="80" y="${HEIGHT - 50}" font-family="Inter, Arial, sans-serif" font-size="22" fill="#ffffff" fill-opacity="0.7">AI Navigator</text>`,
    '</svg>',
  ].join('');
};
