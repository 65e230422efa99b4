import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { executeCommand } from '../../core/commands/execute-command.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { EventLog } from '../../core/events/event-log.js';
import type { Actor } from '../../core/events/event.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { AI_WRITER, type AiWriter } from '../ai/ai-writer.port.js';
import { GUIDE_STREAM, toolStream } from './catalogue.events.js';
import { CATALOGUE_PROJECTION, GUIDE, GUIDE_ID, type GuideView, TOOLS, type ToolView } from './catalogue.projection.js';
import type { GuideCategory, GuideIntro, Tool } from './catalogue.schemas.js';
import { type ToolCommand, toolDecider } from './tool.decider.js';

const publicTool = ({ enhanced: _enhanced, ...tool }: ToolView): Tool => tool;

/** Tool directory and guide: seeding, refresh from the catalogue source, AI enhancement, and the queries. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly log: EventLog,
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Appends each shipped tool and the guide once: a stream that has any history is left alone. */
  async seed(tools: readonly Tool[], guide: { intro: GuideIntro; categories: GuideCategory[] }): Promise<number> {
    let seeded = 0;
    for (const tool of tools) {
      const outcome = await this.run(tool.id, { type: 'Seed', tool }, 'system');
      seeded += outcome.events.length;
    }
    const context = { actor: 'system' as const, now: this.clock.now() };
    if ((await this.log.readStream(GUIDE_STREAM)).length === 0) {
      await this.log.append(GUIDE_STREAM, [{ type: 'GuidePublished', data: guide }], 'no_stream', context).then(
        () => seeded++,
        () => undefined, // another instance published it first
      );
    }
    return seeded;
  }

  async tools(): Promise<Tool[]> {
    return (await this.toolViews()).map(publicTool);
  }

  async featured(): Promise<Tool[]> {
    return (await this.tools()).filter((tool) => tool.featured);
  }

  async enhanced(name: string) {
    const wanted = name.trim().toLowerCase();
    const tool = (await this.toolViews()).find((candidate) => candidate.name.toLowerCase() === wanted || candidate.id === wanted);
    if (!tool) throw notFound(`No tool named ${name.slice(0, 100)}`);
    if (tool.enhanced) {
      const { rating, reviewCount, pros, features, useCases } = tool.enhanced;
      return { rating, reviewCount, pros, features, useCases };
    }
    return { rating: tool.rating, reviewCount: tool.reviewCount, pros: tool.pros, features: tool.keyFeatures, useCases: tool.useCases };
  }

  async guide(): Promise<Omit<GuideView, 'id'>> {
    const guide = await this.readModels.get<GuideView>(CATALOGUE_PROJECTION, GUIDE, GUIDE_ID);
    if (!guide) throw notFound('The guide is not published yet');
    return { intro: guide.intro, categories: guide.categories };
  }

  /** Makes the directory match the catalogue source, recording each added, changed and removed tool. */
  async refresh(source: readonly Tool[]) {
    const counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
    let position = 0;
    for (const tool of source) {
      const outcome = await this.run(tool.id, { type: 'Sync', tool }, 'admin');
      const kind = outcome.events[0]?.type;
      if (kind === 'ToolAdded') counts.added++;
      else if (kind === 'ToolChanged') counts.changed++;
      else counts.unchanged++;
      position = outcome.position ?? position;
    }
    const kept = new Set(source.map((tool) => tool.id));
    for (const listed of await this.toolViews()) {
      if (kept.has(listed.id)) continue;
      const outcome = await this.run(listed.id, { type: 'Remove', toolId: listed.id }, 'admin');
      counts.removed += outcome.events.length;
      position = outcome.position ?? position;
    }
    await this.engine.waitFor(position, [CATALOGUE_PROJECTION]);
    return { ...counts, total: source.length };
  }

  /** Asks the AI writer for rating, reviews, pros, features and use cases of every tool, and records each result. */
  async enhance() {
    const views = await this.toolViews();
    const { writer, model } = this.writer.describe();
    const enhancements = await this.writer.enhanceTools(views.map(({ id, name, description, tags }) => ({ id, name, description, tags })));
    const byId = new Map(views.map((view) => [view.id, view]));
    const changes = [];
    let position = 0;
    for (const { id, ...enhancement } of enhancements) {
      const before = byId.get(id);
      if (!before) continue;
      const outcome = await this.run(id, { type: 'Enhance', toolId: id, enhancement, writer, model }, 'admin');
      position = outcome.position ?? position;
      const previous = before.enhanced ?? before;
      changes.push({ id, name: before.name, rating: { from: previous.rating, to: enhancement.rating }, reviewCount: { from: previous.reviewCount, to: enhancement.reviewCount } });
    }
    await this.engine.waitFor(position, [CATALOGUE_PROJECTION]);
    return { writer, model, enhanced: changes.length, changes };
  }

  private toolViews(): Promise<ToolView[]> {
    return this.readModels.find<ToolView>(CATALOGUE_PROJECTION, TOOLS, { sort: { field: 'name', direction: 'asc' } });
  }

  private run(toolId: string, command: ToolCommand, actor: Actor) {
    return executeCommand(this.log, toolStream(toolId), toolDecider, command, { actor, now: this.clock.now() });
  }
}
