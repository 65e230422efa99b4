import { Injectable } from '@nestjs/common';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { foldEvents } from '../../../core/commands/decider.js';
import { notFound } from '../../../core/errors/domain-errors.js';
import type { Actor } from '../../../core/events/event.js';
import { EventLog } from '../../../core/events/event-log.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { ReadModels } from '../../../core/projections/read-models.js';
import { DRAFT_NOT_FOUND, type DraftCommand, draftDecider, type DraftState } from './draft.decider.js';
import { draftStream } from './draft.events.js';
import { DRAFTS_COLLECTION, DRAFTS_PROJECTION, type DraftView } from './drafts.projection.js';

/** A draft's stream, decided through the command shell, and the drafts read model. */
@Injectable()
export class DraftStreams {
  constructor(
    private readonly log: EventLog,
    private readonly readModels: ReadModels,
    private readonly engine: ProjectionEngine,
    private readonly shell: CommandShell,
  ) {}

  run(draftId: string, command: DraftCommand, actor: Actor) {
    return this.shell.run(draftStream(draftId), draftDecider, command, { actor });
  }

  /** The draft's state and the position of its last event (0 when it has none). */
  async load(draftId: string): Promise<{ state: DraftState; position: number }> {
    const history = await this.history(draftId);
    return { state: foldEvents(draftDecider, history), position: history.at(-1)?.position ?? 0 };
  }

  /** Read-your-writes: resolves once the drafts read model shows everything up to `position`. */
  visible(position: number | null): Promise<void> {
    return this.engine.waitFor(position ?? 0, [DRAFTS_PROJECTION]);
  }

  /** The draft's events as recorded, typed: its audit trail. */
  history(draftId: string) {
    return this.log.readStream(draftStream(draftId), draftDecider.events);
  }

  async view(draftId: string): Promise<DraftView> {
    const draft = await this.readModels.get<DraftView>(DRAFTS_PROJECTION, DRAFTS_COLLECTION, draftId);
    if (!draft) throw notFound(DRAFT_NOT_FOUND);
    return draft;
  }

  list(where: Partial<Pick<DraftView, 'status' | 'frequency' | 'targetDate'>> = {}): Promise<DraftView[]> {
    return this.readModels.find<DraftView>(DRAFTS_PROJECTION, DRAFTS_COLLECTION, { where, sort: { field: 'targetDate', direction: 'asc' } });
  }
}
