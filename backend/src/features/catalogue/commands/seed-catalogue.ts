import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { WrongExpectedRevisionError } from '../../../core/errors/domain-errors.js';
import { EventLog } from '../../../core/events/event-log.js';
import { GUIDE_STREAM } from '../catalogue.events.js';
import type { GuideCategory, GuideIntro, Tool } from '../../../contract/catalogue.contract.js';
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
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ tools, guide }: SeedCatalogue): Promise<number> {
    let seeded = 0;
    for (const tool of tools) seeded += (await this.tools.run(tool.id, { type: 'Seed', tool }, 'system')).events.length;
    return seeded + (await this.seedGuide(guide));
  }

  private async seedGuide(guide: GuideContent): Promise<number> {
    if ((await this.log.readStream(GUIDE_STREAM)).length > 0) return 0;
    try {
      await this.log.append(GUIDE_STREAM, [{ type: 'GuidePublished', data: guide }], 'no_stream', { actor: 'system', now: this.clock.now() });
      return 1;
    } catch (error) {
      // Another instance published it between our read and our append; anything else is a real failure.
      if (error instanceof WrongExpectedRevisionError) return 0;
      throw error;
    }
  }
}
