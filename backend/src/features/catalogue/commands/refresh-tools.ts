import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { RefreshReport } from '../../../contract/catalogue.contract.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { loadCatalogueSource } from '../catalogue-source.js';
import { CATALOGUE_PROJECTION } from '../catalogue.projection.js';
import { ToolDirectory } from '../tool-directory.js';
import { ToolStreams } from '../tool-streams.js';

/** Makes the directory match the catalogue source (DATA_DIR/catalogue/tools.json or the built-in list). */
export class RefreshTools extends Command<RefreshReport> {}

/** Records each added, changed and removed tool; a source that fails validation changes nothing. */
@CommandHandler(RefreshTools)
export class RefreshToolsHandler implements ICommandHandler<RefreshTools> {
  constructor(
    private readonly tools: ToolStreams,
    private readonly directory: ToolDirectory,
    private readonly engine: ProjectionEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<RefreshReport> {
    const { tools: source, origin } = loadCatalogueSource(this.config.DATA_DIR);
    const counts = { added: 0, changed: 0, removed: 0, unchanged: 0 };
    let position = 0;
    for (const tool of source) {
      const outcome = await this.tools.run(tool.id, { type: 'Sync', tool }, 'admin');
      const kind = outcome.events[0]?.type;
      if (kind === 'ToolAdded') counts.added++;
      else if (kind === 'ToolChanged') counts.changed++;
      else counts.unchanged++;
      position = outcome.position ?? position;
    }
    const kept = new Set(source.map((tool) => tool.id));
    for (const listed of await this.directory.all()) {
      if (kept.has(listed.id)) continue;
      const outcome = await this.tools.run(listed.id, { type: 'Remove', toolId: listed.id }, 'admin');
      counts.removed += outcome.events.length;
      position = outcome.position ?? position;
    }
    await this.engine.waitFor(position, [CATALOGUE_PROJECTION]);
    return { source: origin, ...counts, total: source.length };
  }
}
