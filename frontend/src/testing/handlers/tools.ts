import { catalogueRoutes } from '@contract/catalogue.contract';
import { buildEnhancedToolData, buildTools } from '../builders/tool';
import { contractAnswer, contractHandler } from '../contract-handlers';

/** Default answers for the tools directory; tests replace them with `server.use(...)`. */
export const toolsHandlers = [
  contractHandler(catalogueRoutes.tools, () => contractAnswer(catalogueRoutes.tools, buildTools(3))),
  contractHandler(catalogueRoutes.enhanced, () => contractAnswer(catalogueRoutes.enhanced, buildEnhancedToolData())),
];
