import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReplayReport } from '../../../contract/operations.contract.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { compareCollections, driftCount } from '../../../core/projections/generation-drift.js';
import { type GenerationPair, ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { READ_MODEL_STORE, type ReadModelStore } from '../../../core/read-model/read-model-store.port.js';
import { replayDecider } from './replay.decider.js';
import { REPLAY_STREAM } from './replay.events.js';
import { REPLAYS_PROJECTION } from './replays.projection.js';

export type ReplayOutcome = { reports: (ReplayReport & { projection: string })[]; summary: string };

/**
 * Replays read models: each is rebuilt from the events beside the live one (blue/green), and when both
 * have applied the same events the two are compared document by document, under the engine's dispatch
 * lock; then the rebuilt one is swapped in. Duration, events read and any drift found are recorded
 * (ReadModelReplayed). A drift means the live read model had gone wrong; the swap repairs it.
 */
export class ReplayReadModels extends Command<ReplayOutcome> {
  constructor(readonly projections: readonly string[]) {
    super();
  }
}

@CommandHandler(ReplayReadModels)
export class ReplayReadModelsHandler implements ICommandHandler<ReplayReadModels> {
  constructor(
    private readonly engine: ProjectionEngine,
    private readonly shell: CommandShell,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ projections }: ReplayReadModels): Promise<ReplayOutcome> {
    const started = performance.now();
    const compared: { pair: GenerationPair; collections: Awaited<ReturnType<typeof compareCollections>>[] }[] = [];
    await this.engine.rebuildVerified([...projections], async (pairs) => {
      for (const pair of pairs) {
        const collections = [];
        for (const [logical, live] of Object.entries(pair.live)) {
          if (pair.comparable) collections.push(await compareCollections(this.store, logical, live, pair.rebuilt[logical]));
        }
        compared.push({ pair, collections });
      }
    });
    const durationMs = Math.round(performance.now() - started);
    const reports = compared.map(({ pair, collections }) => {
      const drifted = collections.filter((drift) => driftCount(drift) > 0);
      return {
        projection: pair.name,
        durationMs,
        events: pair.eventsRead,
        position: pair.position,
        compared: pair.comparable,
        drift: drifted.reduce((total, drift) => total + driftCount(drift), 0),
        collections: drifted,
      };
    });
    let position: number | null = null;
    for (const report of reports) {
      position = (await this.shell.record(REPLAY_STREAM, replayDecider, { type: 'RecordReplay', report }, { actor: 'scheduler' })).position ?? position;
    }
    await this.engine.waitFor(position ?? 0, [REPLAYS_PROJECTION]);
    const finishedAt = this.clock.now().toISOString();
    const summary = reports.map((report) => `${report.projection}: ${report.events} events, ${report.durationMs} ms, drift ${report.drift}`).join('; ');
    return { reports: reports.map((report) => ({ ...report, finishedAt })), summary };
  }
}
