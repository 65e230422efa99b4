import type { ApiTestResult } from '@contract/social.contract';
import { api } from '../../../../lib/api-client';

export type { ApiTestResult } from '@contract/social.contract';

/** One of the read-only test calls of the API test cards (GET /api/facebook/test-*, /api/threads/test-connection). */
export const runApiTest = (path: string) => api.get<ApiTestResult>(path);
