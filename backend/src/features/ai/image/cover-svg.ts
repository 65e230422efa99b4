import { escapeXml } from '../../images/svg-text.js';

/**
 * Renders a generated cover as SVG: a diagonal gradient and one decorative motif, with no text. The
 * pages crop a cover to any width (a phone shows its middle) and show the title and category as
 * HTML beside it, so text drawn into the picture was cut off and shown twice. The title is only the
 * picture's accessible name; the social card (`images/blog-card.ts`) draws it over this art.
 */

export const COVER_MOTIFS = ['circuit', 'waves', 'grid', 'orbits', 'sparks'] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];

export type CoverDesign = {
  alt: string;
  colourFrom: string;
  colourTo: string;
  motif: CoverMotif;
};

const WIDTH = 1200;
const HEIGHT = 630;

/** Each motif sits around the centre, the part every crop keeps, and reaches the edges so a wide card is never bare. */
const motifShapes = (motif: CoverMotif): string => {
  const stroke = 'stroke="#ffffff" stroke-opacity="0.18" fill="none" stroke-width="3"';
  switch (motif) {
    case 'circuit':
      return [0, 1, 2, 3, 4]
        .map((row) => {
          const y = 135 + row * 90;
          const x = 180 + (row % 2) * 120;
          return `<path d="M${x} ${y} h${300 - (row % 3) * 60} v45 h${360 + (row % 2) * 80}" ${stroke}/><circle cx="${x}" cy="${y}" r="9" fill="#ffffff" fill-opacity="0.3"/>`;
        })
        .join('');
    case 'waves':
      return [0, 1, 2, 3, 4, 5]
        .map((row) => `<path d="M0 ${190 + row * 55} C300 ${130 + row * 55} 900 ${250 + row * 55} ${WIDTH} ${180 + row * 55}" ${stroke}/>`)
        .join('');
    case 'grid':
      return Array.from({ length: 19 }, (_, column) => `<line x1="${column * 60 + 60}" y1="0" x2="${column * 60 + 60}" y2="${HEIGHT}" ${stroke}/>`)
        .concat(Array.from({ length: 10 }, (_, row) => `<line x1="0" y1="${row * 60 + 45}" x2="${WIDTH}" y2="${row * 60 + 45}" ${stroke}/>`))
        .concat('<circle cx="600" cy="315" r="90" fill="#ffffff" fill-opacity="0.12"/>')
        .join('');
    case 'orbits':
      return [120, 200, 280, 360]
        .map((radius) => `<ellipse cx="600" cy="315" rx="${radius}" ry="${radius * 0.55}" ${stroke}/>`)
        .concat('<circle cx="600" cy="315" r="44" fill="#ffffff" fill-opacity="0.25"/>')
        .join('');
    case 'sparks': {
      const sparks: Array<[number, number, number]> = [
        [600, 300, 46],
        [470, 190, 22],
        [760, 420, 28],
        [380, 440, 16],
        [840, 170, 18],
        [180, 250, 14],
        [1030, 330, 20],
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

export const renderCoverSvg = (design: CoverDesign): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(design.alt)}">`,
    `<title>${escapeXml(design.alt)}</title>`,
    `<defs><linearGradient id="cover-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.colourFrom}"/><stop offset="1" stop-color="${design.colourTo}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#cover-gradient)"/>`,
    motifShapes(design.motif),
    '</svg>',
  ].join('');
