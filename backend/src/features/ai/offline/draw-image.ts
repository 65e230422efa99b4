import type { GeneratedImage, ImageRequest } from '../ai-writer.port.js';
import { COVER_MOTIFS, renderCoverSvg } from '../image/cover-svg.js';
import { createSeededRandom } from './seeded-random.js';

/** Colour pairs dark enough for the white title the social card draws over the cover. */
const PALETTES: Array<{ colourFrom: string; colourTo: string; name: string }> = [
  { colourFrom: '#7c3aed', colourTo: '#db2777', name: 'violet to pink' },
  { colourFrom: '#2563eb', colourTo: '#7c3aed', name: 'blue to violet' },
  { colourFrom: '#0f766e', colourTo: '#2563eb', name: 'teal to blue' },
  { colourFrom: '#c2410c', colourTo: '#be123c', name: 'orange to rose' },
  { colourFrom: '#4338ca', colourTo: '#0e7490', name: 'indigo to cyan' },
  { colourFrom: '#15803d', colourTo: '#0f766e', name: 'green to teal' },
  { colourFrom: '#9333ea', colourTo: '#4f46e5', name: 'purple to indigo' },
];

/** Offline cover: gradient and motif seeded from the title and description, so the same post always gets the same cover (art only, see renderCoverSvg). */
export const drawImage = (request: ImageRequest): GeneratedImage => {
  const title = request.title.trim();
  const description = request.description?.trim() || undefined;
  const random = createSeededRandom(JSON.stringify(['image', title, description ?? '']));
  const { colourFrom, colourTo, name } = random.pick(PALETTES);
  const motif = random.pick(COVER_MOTIFS);
  const alt = `Cover illustration for "${title}": ${motif} on a ${name} gradient`;
  const svg = renderCoverSvg({ alt, colourFrom, colourTo, motif });
  return { svg, alt, title };
};
