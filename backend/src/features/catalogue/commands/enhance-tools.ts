import { isDeepStrictEqual } from 'node:util';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Enhancement, EnhancementFieldChanges, EnhancementReport } from '../../../contract/catalogue.contract.js';
import { ENHANCEMENT_FIELDS } from '../../../contract/catalogue.vocabulary.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { AI_WRITER, type AiWriter, type ToolListing } from '../../ai/ai-writer.port.js';
import { CATALOGUE_PROJECTION, type ToolView } from '../catalogue.projection.js';
import { ToolDirectory } from '../tool-directory.js';
import { ToolStreams } from '../tool-streams.js';
import { pickEnhancement, shownEnhancement } from '../tool.decider.js';

type FieldChange<Value> = { from: Value; to: Value };

/** Asks the AI writer for the rating, reviews, pros, features and use cases of every tool. */
export class EnhanceTools extends Command<EnhancementReport> {}

const listingOf = (tool: ToolView): ToolListing => ({
  id: tool.id,
  name: tool.name,
  description: tool.description,
  tags: tool.tags,
  rating: tool.rating,
  reviewCount: tool.reviewCount,
  pros: tool.pros,
  features: tool.keyFeatures,
  useCases: tool.useCases,
});

/** Only the fields whose value changed, each with what visitors saw before and what they see now. */
export const changedEnhancementFields = (before: Enhancement, after: Enhancement): EnhancementFieldChanges => {
  const fields: Record<string, FieldChange<unknown>> = {};
  for (const field of ENHANCEMENT_FIELDS) {
    if (!isDeepStrictEqual(before[field], after[field])) fields[field] = { from: before[field], to: after[field] };
  }
  return fields as EnhancementFieldChanges;
};

const isNotFound = (error: unknown) => error instanceof DomainError && error.kind === 'not_found';

/** Records an enhancement only where it changes what visitors see, and says field by field what changed. */
@CommandHandler(EnhanceTools)
export class EnhanceToolsHandler implements ICommandHandler<EnhanceTools> {
  constructor(
    private readonly tools: ToolStreams,
    private readonly directory: ToolDirectory,
    private readonly engine: ProjectionEngine,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
  ) {}

  async execute(): Promise<EnhancementReport> {
    const views = await this.directory.all();
    const { writer, model } = this.writer.describe('enhanceTools');
    const enhancements = await this.writer.enhanceTools(views.map(listingOf));
    const byId = new Map(views.map((view) => [view.id, view]));
    const report: EnhancementReport = { writer, model, enhanced: 0, unchanged: 0, skipped: [], changes: [] };
    let position = 0;
    for (const { id, ...answer } of enhancements) {
      const before = byId.get(id);
      if (!before) continue;
      const enhancement = pickEnhancement(answer);
      const outcome = await this.tools.run(id, { type: 'Enhance', toolId: id, enhancement, writer, model }, 'admin').catch((error: unknown) => {
        // The writer can take a while; a tool removed meanwhile is skipped, not a failure of the whole call.
        if (isNotFound(error)) return null;
        throw error;
      });
      if (!outcome) {
        report.skipped.push({ id, name: before.name });
        continue;
      }
      if (outcome.position === null) {
        report.unchanged++;
        continue;
      }
      position = outcome.position;
      report.changes.push({ id, name: before.name, fields: changedEnhancementFields(shownEnhancement(before, before.enhanced), enhancement) });
    }
    report.enhanced = report.changes.length;
    await this.engine.waitFor(position, [CATALOGUE_PROJECTION]);
    return report;
  }
}
