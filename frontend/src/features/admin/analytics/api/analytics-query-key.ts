import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

/** Every analytics read starts with this key; seeding demo data or resetting views invalidates them all. */
export const ANALYTICS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'analytics'] as const;
