import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { GUIDE_STREAM } from '../catalogue.events.js';
import type { GuideCategory, GuideIntro, Tool } from '../../../contract/catalogue.contract.js';
import { guideDecider } from '../guide.decider.js';
import { ToolStreams } from '../tool-streams.js';

export type GuideContent = { intro: GuideIntro; categories: GuideCategory[] };

/** Appends each shipped tool and the guide once; answers how many events it wrote. */
export class SeedCatalogue extends Command<number> {
  constructor(
    readonly tools: readonly Tool[],
    readonly guide: GuideContent,
  ) {
    super();
  }
}

/** A stream that has any history is left alone, so a restart or a second instance adds nothing. */
@CommandHandler(SeedCatalogue)
export class SeedCatalogueHandler implements ICommandHandler<SeedCatalogue> {
  constructor(
    private readonly tools: ToolStreams,
    private readonly shell: CommandShell,
  ) {}

  async execute({ tools, guide }: SeedCatalogue): Promise<number> {
    let seeded = 0;
    for (const tool of tools) seeded += (await this.tools.run(tool.id, { type: 'Seed', tool }, 'system')).events.length;
    // Another instance publishing it first is a concurrent change: the shell reads again and decides nothing.
    return seeded + (await this.shell.run(GUIDE_STREAM, guideDecider, { type: 'Seed', guide }, { actor: 'system' })).events.length;
  }
}
