import type { Core } from '../app/core.js';
import type { Projection } from '../core/projections/projection.js';
import type { ProjectionStatus } from '../core/projections/projection-engine.js';
import { type Column, formatCount, formatTable } from './format.js';
import { countPendingEvents, type PendingCount } from './pending-events.js';

export type CliOutput = { write(text: string): unknown };

export type DisplayedState = 'current' | 'outdated' | 'rebuilding' | 'failed';

/**
 * The engine's states describe a running engine; the CLI's engine is never started, so 'catching_up'
 * only means "the stored generation matches the current fold", and 'rebuilding' without a rebuild in
 * progress means the fold's version changed since that generation was built.
 */
export const displayedState = (status: ProjectionStatus): DisplayedState => {
  if (status.state === 'failed') return 'failed';
  if (status.rebuild) return 'rebuilding';
  if (status.state === 'rebuilding') return 'outdated';
  return 'current';
};

type ProjectionRow = ProjectionStatus & { pending: PendingCount };

const COLUMNS: Column<ProjectionRow>[] = [
  { header: 'projection', value: (row) => row.name },
  { header: 'version', value: (row) => String(row.version), align: 'right' },
  { header: 'generation', value: (row) => String(row.generation), align: 'right' },
  { header: 'state', value: displayedState },
  { header: 'position', value: (row) => formatCount(row.position), align: 'right' },
  { header: 'head', value: (row) => formatCount(row.head), align: 'right' },
  { header: 'lag', value: (row) => formatCount(row.lag), align: 'right' },
  { header: 'pending', value: (row) => `${formatCount(row.pending.count)}${row.pending.complete ? '' : '+'}`, align: 'right' },
  // Engine errors carry a message and an event position only, never event data.
  { header: 'last error', value: (row) => row.lastError ?? '-' },
];

/** `npm run projections`: the status of every projection as stored in the read-model store. */
export const runProjections = async (
  core: Pick<Core, 'engine' | 'store'>,
  projections: readonly Projection[],
  options: { json: boolean },
  stdout: CliOutput,
): Promise<number> => {
  const statuses = await core.engine.status();
  if (options.json) {
    stdout.write(`${JSON.stringify(statuses, null, 2)}\n`);
    return 0;
  }
  const positions = new Map(statuses.map((status) => [status.name, status.position]));
  const pending = await countPendingEvents(core.store, projections, positions);
  const rows = statuses.map((status) => ({ ...status, pending: pending.get(status.name) ?? { count: status.lag, complete: false } }));
  stdout.write(`${formatTable(COLUMNS, rows)}\n`);
  stdout.write('\nlag: events after the stored checkpoint; pending: those of them this projection reads (what it still has to apply).\n');
  const outdated = statuses.filter((status) => displayedState(status) === 'outdated').map((status) => status.name);
  if (outdated.length > 0) {
    stdout.write(`Outdated (fold changed): ${outdated.join(', ')}. The server rebuilds them when it starts, or run: npm run rebuild\n`);
  }
  return statuses.some((status) => status.state === 'failed') ? 1 : 0;
};
