import { Injectable } from '@nestjs/common';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { foldEvents } from '../../../core/commands/decider.js';
import type { Actor } from '../../../core/events/event.js';
import { EventLog } from '../../../core/events/event-log.js';
import { type BatchCommand, type BatchState, batchDecider } from './campaign-batch.decider.js';
import { type AddRecipients, type CampaignCommand, type CampaignState, campaignDecider, recipientsDecider } from './campaign.decider.js';
import { batchStream, campaignStream, recipientsStream } from './campaign.events.js';

/** Recipient chunks stay well under EventStoreDB's default 1 MB append limit (5,000 ids are about 190 KB). */
export const RECIPIENT_CHUNK = 5000;

export type BatchRecord = { state: BatchState; lastChangeAt: Date | null };

/** A campaign's three kinds of stream, each decided through the command shell. */
@Injectable()
export class CampaignStreams {
  constructor(
    private readonly log: EventLog,
    private readonly shell: CommandShell,
  ) {}

  async campaign(campaignId: string): Promise<CampaignState> {
    return foldEvents(campaignDecider, await this.log.readStream(campaignStream(campaignId), campaignDecider.events));
  }

  runCampaign(campaignId: string, command: CampaignCommand, actor: Actor) {
    return this.shell.run(campaignStream(campaignId), campaignDecider, command, { actor });
  }

  async recipients(campaignId: string): Promise<string[]> {
    return foldEvents(recipientsDecider, await this.log.readStream(recipientsStream(campaignId), recipientsDecider.events)).subscriberIds;
  }

  /** Adds the ids the list lacks, in chunks; answers the whole list afterwards. */
  async addRecipients(campaignId: string, subscriberIds: readonly string[], actor: Actor): Promise<string[]> {
    let listed: string[] | null = null;
    for (let start = 0; start < subscriberIds.length; start += RECIPIENT_CHUNK) {
      const command: AddRecipients = { type: 'AddRecipients', campaignId, subscriberIds: subscriberIds.slice(start, start + RECIPIENT_CHUNK) };
      listed = (await this.shell.run(recipientsStream(campaignId), recipientsDecider, command, { actor })).state.subscriberIds;
    }
    return listed ?? this.recipients(campaignId);
  }

  async batch(campaignId: string, batch: number): Promise<BatchRecord> {
    const events = await this.log.readStream(batchStream(campaignId, batch), batchDecider.events);
    const last = events.at(-1);
    return { state: foldEvents(batchDecider, events), lastChangeAt: last ? new Date(last.metadata.occurredAt) : null };
  }

  async runBatch(command: BatchCommand, actor: Actor): Promise<{ state: BatchState; wrote: boolean }> {
    const outcome = await this.shell.run(batchStream(command.campaignId, command.batch), batchDecider, command, { actor });
    return { state: outcome.state, wrote: outcome.position !== null };
  }
}
