import { http, HttpResponse } from 'msw';
import { buildEnhancedToolData, buildTools } from '../builders/tool';

/** Default answers for the tools directory; tests replace them with `server.use(...)`. */
export const toolsHandlers = [
  http.get('/api/tools', () => HttpResponse.json(buildTools(3))),
  http.get('/api/tools/:name/enhanced', () => HttpResponse.json(buildEnhancedToolData())),
];
