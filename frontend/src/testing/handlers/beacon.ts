import { analyticsRoutes } from '@contract/analytics.contract';
import { HttpResponse } from 'msw';
import { contractHandler } from '../contract-handlers';

/** The beacon the layout and the tool links send: accepted (204) when the server would accept it. */
export const beaconHandlers = [contractHandler(analyticsRoutes.track, () => new HttpResponse(null, { status: 204 }))];
