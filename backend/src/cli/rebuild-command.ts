import type { Core } from '../app/core.js';
import type { ProjectionStatus } from '../core/projections/projection-engine.js';
import { type Column, formatCount, formatDuration, formatTable } from './format.js';
import { ProgressBar, type ProgressOutput } from './progress-bar.js';
import { type CliOutput, displayedState } from './projections-command.js';

export type RebuildOptions = { projection: string | null };

type SummaryRow = { before: ProjectionStatus; after: ProjectionStatus; elapsedMs: number };

const SUMMARY_COLUMNS: Column<SummaryRow>[] = [
  { header: 'projection', value: (row) => row.after.name },
  {
    header: 'generation',
    value: (row) => (row.after.generation === row.before.generation ? `${row.after.generation} (unchanged)` : `${row.before.generation} -> ${row.after.generation}`),
  },
  { header: 'position', value: (row) => formatCount(row.after.position), align: 'right' },
  { header: 'state', value: (row) => displayedState(row.after) },
  { header: 'time', value: (row) => formatDuration(row.elapsedMs), align: 'right' },
];

/**
 * `npm run rebuild [projection]`: blue/green rebuild through the engine. The engine is started like a
 * server's: if no instance holds the projections lease, this process takes it, keeps every projection
 * fed, rebuilds, and releases it at the end; if a server holds it, the server is asked to rebuild and
 * this command follows its progress. Several projections are rebuilt together from one read of the
 * log, so they share one elapsed time. Progress goes to stderr and the summary to stdout.
 */
export const runRebuild = async (core: Core, options: RebuildOptions, stdout: CliOutput, stderr: ProgressOutput): Promise<number> => {
  // An outdated projection is rebuilt by this command itself, not by a background rebuild started with the engine.
  await core.engine.start({ rebuildOutdated: false });
  if (core.engine.role === 'leader') {
    stderr.write('No running server holds the projections lease: rebuilding in this process (servers that start meanwhile follow it).\n');
  } else {
    stderr.write(`A running server holds the projections lease (${core.engine.holder ?? 'instance starting'}): asking it to rebuild.\n`);
  }
  const before = await core.engine.status();
  const names = options.projection ? [options.projection] : before.map((status) => status.name);
  const head = before[0]?.head ?? (await core.log.headPosition());
  stderr.write(`Rebuilding ${names.join(', ')} from ${formatCount(head)} events\n`);

  const bar = new ProgressBar(stderr);
  const startedAt = performance.now();
  let failure: string | null = null;
  try {
    if (options.projection) await core.engine.rebuild(options.projection, (progress) => bar.update(progress));
    else await core.engine.rebuildAll((progress) => bar.update(progress));
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    bar.finish();
  }
  const elapsedMs = performance.now() - startedAt;

  const after = await core.engine.status();
  const rows = names.map((name) => ({
    before: before.find((status) => status.name === name)!,
    after: after.find((status) => status.name === name)!,
    elapsedMs,
  }));
  stdout.write(`${formatTable(SUMMARY_COLUMNS, rows)}\n`);
  if (names.length > 1) stdout.write(`Rebuilt together from one read of the event log in ${formatDuration(elapsedMs)}.\n`);
  if (failure) {
    stderr.write(`Rebuild failed: ${failure}\nThe live generation of a failed projection was kept.\n`);
    return 1;
  }
  return 0;
};
