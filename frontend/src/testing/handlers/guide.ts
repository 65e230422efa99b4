import { catalogueRoutes } from '@contract/catalogue.contract';
import { buildGuide } from '../builders/guide';
import { contractAnswer, contractHandler } from '../contract-handlers';

/** Default answer for the AI tools guide; tests replace it with `server.use(...)`. */
export const guideHandlers = [contractHandler(catalogueRoutes.guide, () => contractAnswer(catalogueRoutes.guide, buildGuide()))];
