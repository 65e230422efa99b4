import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SeedResult } from '../../../contract/analytics.contract.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { demoDataDecider } from '../analytics.deciders.js';
import { DEMO_STREAM } from '../analytics.events.js';
import { AnalyticsReads } from '../analytics-reads.js';
import { dayOfInstant } from '../calendar.js';
import { demoSeed } from '../demo-data.js';

/** Seeds 30 days of demo data into the charts (replacing earlier demo data); answers once the charts show it. */
export class SeedDemoData extends Command<SeedResult> {}

@CommandHandler(SeedDemoData)
export class SeedDemoDataHandler implements ICommandHandler<SeedDemoData> {
  constructor(
    private readonly shell: CommandShell,
    private readonly reads: AnalyticsReads,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<SeedResult> {
    const now = this.clock.now();
    const seed = demoSeed(dayOfInstant(now), randomUUID());
    const { position } = await this.shell.run(DEMO_STREAM, demoDataDecider, { type: 'Seed', seed }, { actor: 'admin', now });
    await this.reads.visible(position);
    return { seededDays: seed.days.length, totalSubscribers: seed.subscribers.total, totalCampaigns: seed.campaigns };
  }
}

/** Takes the demo data out of every chart: the one action that removes it. */
export class RemoveDemoData extends Command<{ removed: boolean }> {}

@CommandHandler(RemoveDemoData)
export class RemoveDemoDataHandler implements ICommandHandler<RemoveDemoData> {
  constructor(
    private readonly shell: CommandShell,
    private readonly reads: AnalyticsReads,
  ) {}

  async execute(): Promise<{ removed: boolean }> {
    const { position } = await this.shell.run(DEMO_STREAM, demoDataDecider, { type: 'Remove' }, { actor: 'admin' });
    await this.reads.visible(position);
    return { removed: position !== null };
  }
}
