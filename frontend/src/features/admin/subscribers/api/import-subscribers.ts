import { api } from '../../../../lib/api-client';

/** One row of POST /api/subscribers/bulk. */
export type ImportRow = { email: string; frequency: string; interests: string[]; source: string };

/** What one call answers: rows newly subscribed, and rows whose address was already subscribed. */
export type ImportResult = { created: number; duplicates: number };

/** The server takes at most 20,000 rows per call; the import sends smaller chunks to show progress. */
export const importSubscribers = (subscribers: readonly ImportRow[]) => api.post<ImportResult>('/api/subscribers/bulk', { subscribers });
