import { http, HttpResponse } from 'msw';
import { buildGuide } from '../builders/guide';

/** Default answer for the AI tools guide; tests replace it with `server.use(...)`. */
export const guideHandlers = [http.get('/api/guide', () => HttpResponse.json(buildGuide()))];
