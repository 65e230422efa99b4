import type { PublicRead } from '../../core/http/response-cache.js';
import { CATALOGUE_PROJECTION } from './catalogue.projection.js';
import { GetGuide } from './queries/get-guide.js';
import { ListTools } from './queries/list-tools.js';

/** The catalogue's public reads: one URL each, cached per version of the catalogue read model. */
export const TOOLS_READ: PublicRead = { path: '/api/tools', projection: CATALOGUE_PROJECTION, load: (queries) => queries.execute(new ListTools()) };

export const FEATURED_TOOLS_READ: PublicRead = {
  path: '/api/tools/featured',
  projection: CATALOGUE_PROJECTION,
  load: (queries) => queries.execute(new ListTools(true)),
};

export const GUIDE_READ: PublicRead = { path: '/api/guide', projection: CATALOGUE_PROJECTION, load: (queries) => queries.execute(new GetGuide()) };

export const CATALOGUE_READS = [TOOLS_READ, FEATURED_TOOLS_READ, GUIDE_READ];
