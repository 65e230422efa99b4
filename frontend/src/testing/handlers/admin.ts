import { adminSessionRoutes } from '@contract/admin-session.contract';
import { operationsRoutes, type ProjectionStatus } from '@contract/operations.contract';
import { buildJob } from '../builders/job';
import { contractAnswer, contractHandler, errorAnswer } from '../contract-handlers';

export const ADMIN_USERNAME = 'operator';
export const ADMIN_PASSWORD = 'correct horse';

/** A caught-up projection; override only what a test is about. */
export const buildProjectionStatus = (overrides: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name: 'subscribers',
  version: 1,
  generation: 1,
  position: 120,
  head: 120,
  lag: 0,
  state: 'live',
  lastError: null,
  rebuild: null,
  lastReplay: null,
  ...overrides,
});

/**
 * A signed-in operator by default; the login accepts ADMIN_USERNAME / ADMIN_PASSWORD only.
 * Tests of the signed-out path override GET /api/admin/me with a 401.
 */
export const adminHandlers = [
  contractHandler(adminSessionRoutes.me, () => contractAnswer(adminSessionRoutes.me, { username: ADMIN_USERNAME })),
  contractHandler(adminSessionRoutes.login, ({ body: { username, password } }) =>
    username === ADMIN_USERNAME && password === ADMIN_PASSWORD
      ? contractAnswer(adminSessionRoutes.login, { username })
      : errorAnswer(401, 'Invalid username or password'),
  ),
  contractHandler(adminSessionRoutes.logout, () => contractAnswer(adminSessionRoutes.logout, { ok: true })),
  contractHandler(operationsRoutes.projections, () =>
    contractAnswer(operationsRoutes.projections, [buildProjectionStatus(), buildProjectionStatus({ name: 'blog-posts', position: 40, head: 45, lag: 5 })]),
  ),
  contractHandler(operationsRoutes.rebuild, ({ params }) => contractAnswer(operationsRoutes.rebuild, { accepted: true, name: String(params.name) })),
  contractHandler(operationsRoutes.jobs, () =>
    contractAnswer(operationsRoutes.jobs, [
      buildJob({ name: 'analytics-replay', description: 'Rebuilds the analytics read model beside the live one, compares both, and swaps', schedule: '30 3 * * *' }),
    ]),
  ),
  contractHandler(operationsRoutes.runJob, ({ params }) => contractAnswer(operationsRoutes.runJob, { accepted: true, job: String(params.name), runId: 'run-2' })),
];
