import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { foldEvents } from '../../../core/commands/decider.js';
import { executeCommand } from '../../../core/commands/execute-command.js';
import type { Actor } from '../../../core/events/event.js';
import { EventLog } from '../../../core/events/event-log.js';
import { type BatchCommand, type BatchState, batchDecider } from './campaign-batch.decider.js';
import { type AddRecipients, type CampaignCommand, type CampaignState, campaignDecider, recipientsDecider } from './campaign.decider.js';
import { type BatchEvent, batchStream, type CampaignEvent, campaignStream, recipientsStream, type RecipientsEvent } from './campaign.events.js';

/** Recipient chunks stay well under EventStoreDB's default 1 MB append limit (5,000 ids are about 190 KB). */
export const RECIPIENT_CHUNK = 5000;

export type BatchRecord = { state: BatchState; lastChangeAt: Date | null };

/** A campaign's three kinds of stream, each decided through the command shell. */
@Injectable()
export class CampaignStreams {
  constructor(
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async campaign(campaignId: string): Promise<CampaignState> {
    return foldEvents(campaignDecider, (await this.log.readStream(campaignStream(campaignId))) as unknown as CampaignEvent[]);
  }

  runCampaign(campaignId: string, command: CampaignCommand, actor: Actor) {
    return executeCommand(this.log, campaignStream(campaignId), campaignDecider, command, { actor, now: this.clock.now() });
  }

  async recipients(campaignId: string): Promise<string[]> {
    return foldEvents(recipientsDecider, (await this.log.readStream(recipientsStream(campaignId))) as unknown as RecipientsEvent[]).subscriberIds;
  }

  /** Adds the ids the list lacks, in chunks; answers the whole list afterwards. */
  async addRecipients(campaignId: string, subscriberIds: readonly string[], actor: Actor): Promise<string[]> {
    let listed: string[] | null = null;
    for (let start = 0; start < subscriberIds.length; start += RECIPIENT_CHUNK) {
      const command: AddRecipients = { type: 'AddRecipients', campaignId, subscriberIds: subscriberIds.slice(start, start + RECIPIENT_CHUNK) };
      listed = (await executeCommand(this.log, recipientsStream(campaignId), recipientsDecider, command, { actor, now: this.clock.now() })).state.subscriberIds;
    }
    return listed ?? this.recipients(campaignId);
  }

  async batch(campaignId: string, batch: number): Promise<BatchRecord> {
    const events = await this.log.readStream(batchStream(campaignId, batch));
    const last = events.at(-1);
    return { state: foldEvents(batchDecider, events as unknown as BatchEvent[]), lastChangeAt: last ? new Date(last.metadata.occurredAt) : null };
  }

  async runBatch(command: BatchCommand, actor: Actor): Promise<{ state: BatchState; wrote: boolean }> {
    const outcome = await executeCommand(this.log, batchStream(command.campaignId, command.batch), batchDecider, command, { actor, now: this.clock.now() });
    return { state: outcome.state, wrote: outcome.position !== null };
  }
}
