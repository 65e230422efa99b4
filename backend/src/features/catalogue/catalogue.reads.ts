import { catalogueRoutes as routes } from '../../contract/catalogue.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import type { PublicRead } from '../../core/http/response-cache.js';
import { CATALOGUE_PROJECTION } from './catalogue.projection.js';
import { GetGuide } from './queries/get-guide.js';
import { ListTools } from './queries/list-tools.js';

/** The catalogue's public reads: one contract route each, cached per version of the catalogue read model. */
export const TOOLS_READ: PublicRead<RouteReply<typeof routes.tools>> = {
  path: routes.tools.path,
  projection: CATALOGUE_PROJECTION,
  load: (queries) => queries.execute(new ListTools()),
};

export const FEATURED_TOOLS_READ: PublicRead<RouteReply<typeof routes.featured>> = {
  path: routes.featured.path,
  projection: CATALOGUE_PROJECTION,
  load: (queries) => queries.execute(new ListTools(true)),
};

export const GUIDE_READ: PublicRead<RouteReply<typeof routes.guide>> = {
  path: routes.guide.path,
  projection: CATALOGUE_PROJECTION,
  load: (queries) => queries.execute(new GetGuide()),
};

export const CATALOGUE_READS = [TOOLS_READ, FEATURED_TOOLS_READ, GUIDE_READ];
