import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { subscriberRoutes } from '@contract/subscribers.contract';
import { api } from '../../../../lib/api-client';

/** One row of POST /api/subscribers/bulk as the client sends it. */
export type ImportRowPayload = RouteBody<typeof subscriberRoutes.bulkImport>['subscribers'][number];

/** What one call answers: rows newly subscribed, and rows whose address was already subscribed. */
export type ImportResult = RouteAnswer<typeof subscriberRoutes.bulkImport>;

/** The server takes at most 20,000 rows per call; the import sends smaller chunks to show progress. */
export const importSubscribers = (subscribers: readonly ImportRowPayload[]) => api.post<ImportResult>('/api/subscribers/bulk', { subscribers });
