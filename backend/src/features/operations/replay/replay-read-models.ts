import { Inject, type OnModuleInit } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReplayReport } from '../../../contract/operations.contract.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { compareCollections, driftCount } from '../../../core/projections/generation-drift.js';
import { type GenerationPair, ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { ReadModels } from '../../../core/projections/read-models.js';
import { READ_MODEL_STORE, type ReadModelStore } from '../../../core/read-model/read-model-store.port.js';
import { replayDecider } from './replay.decider.js';
import { REPLAY_STREAM } from './replay.events.js';
import { LAST_REPLAYS, type LastReplay, REPLAYS_PROJECTION } from './replays.projection.js';

export type ReplayOutcome = { reports: (ReplayReport & { projection: string })[]; summary: string };

/**
 * Replays read models: each is rebuilt from the events beside the live one (blue/green), and when both
 * have applied the same events the two are compared document by document, under the engine's dispatch
 * lock; then the rebuilt one is swapped in. Duration, events read and any drift found are recorded
 * (ReadModelReplayed). A drift means the live read model had gone wrong; the swap repairs it.
 * The comparison is the engine's verifier, set on every instance: asked of a follower, the replay runs
 * in the holder of the projections lease, which compares and records.
 */
export class ReplayReadModels extends Command<ReplayOutcome> {
  constructor(readonly projections: readonly string[]) {
    super();
  }
}

@CommandHandler(ReplayReadModels)
export class ReplayReadModelsHandler implements ICommandHandler<ReplayReadModels>, OnModuleInit {
  constructor(
    private readonly engine: ProjectionEngine,
    private readonly shell: CommandShell,
    private readonly readModels: ReadModels,
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
  ) {}

  onModuleInit(): void {
    this.engine.setVerifier((pairs) => this.compareAndRecord(pairs));
  }

  async execute({ projections }: ReplayReadModels): Promise<ReplayOutcome> {
    const headBefore = await this.engine.headPosition();
    await this.engine.rebuildVerified([...projections]);
    // The reports were recorded by whichever instance ran the replay: wait until this one can read them.
    await this.engine.waitFor(await this.engine.headPosition(), [REPLAYS_PROJECTION]);
    // This replay's reports: compared at a position no older than the head when it began (an earlier
    // replay's were compared before its own ReadModelReplayed event, so always at an older one).
    const reports = (await this.lastReplays(projections)).filter((replay) => replay.position >= headBefore);
    const summary = reports.map((report) => `${report.id}: ${report.events} events, ${report.durationMs} ms, drift ${report.drift}`).join('; ');
    return { reports: reports.map(({ id, ...report }) => ({ projection: id, ...report })), summary };
  }

  /** Runs under the dispatch lock of the instance that runs the projections, before the swap. */
  private async compareAndRecord(pairs: GenerationPair[]): Promise<void> {
    for (const pair of pairs) {
      const drifted = [];
      if (pair.comparable) {
        for (const [logical, live] of Object.entries(pair.live)) {
          const drift = await compareCollections(this.store, logical, live, pair.rebuilt[logical]);
          if (driftCount(drift) > 0) drifted.push(drift);
        }
      }
      const report = {
        projection: pair.name,
        durationMs: pair.durationMs,
        events: pair.eventsRead,
        position: pair.position,
        compared: pair.comparable,
        drift: drifted.reduce((total, drift) => total + driftCount(drift), 0),
        collections: drifted,
      };
      await this.shell.record(REPLAY_STREAM, replayDecider, { type: 'RecordReplay', report }, { actor: 'scheduler' });
    }
  }

  private async lastReplays(projections: readonly string[]): Promise<LastReplay[]> {
    const replays = await this.readModels.find<LastReplay>(REPLAYS_PROJECTION, LAST_REPLAYS);
    return replays.filter((replay) => projections.includes(replay.id));
  }
}
