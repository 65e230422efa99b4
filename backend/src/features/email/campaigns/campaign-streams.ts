import { Injectable } from '@nestjs/common';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { foldEvents } from '../../../core/commands/decider.js';
import type { StreamFold } from '../../../core/commands/execute-command.js';
import type { Actor } from '../../../core/events/event.js';
import { EventLog } from '../../../core/events/event-log.js';
import { type BatchCommand, type BatchState, batchDecider } from './campaign-batch.decider.js';
import { type CampaignCommand, type CampaignState, campaignDecider, recipientCount, type RecipientsState, recipientsDecider } from './campaign.decider.js';
import { batchStream, campaignStream, recipientsStream } from './campaign.events.js';
import { RecipientCursor } from './recipient-cursor.js';

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

  private async recipientList(campaignId: string): Promise<RecipientsState> {
    return foldEvents(recipientsDecider, await this.log.readStream(recipientsStream(campaignId), recipientsDecider.events));
  }

  /** The recipient list read a chunk (one event) at a time, for a send that goes through it in order. */
  recipientCursor(campaignId: string): RecipientCursor {
    return new RecipientCursor(async (revision) => {
      const [chunk] = await this.log.readStream(recipientsStream(campaignId), recipientsDecider.events, { fromRevision: revision, maxCount: 1 });
      return chunk ? chunk.data.subscriberIds : null;
    });
  }

  async recipientCount(campaignId: string): Promise<number> {
    return recipientCount(await this.recipientList(campaignId));
  }

  /**
   * Adds the ids the list lacks, page by page, in chunks. Each chunk is decided on the list as the
   * previous one left it: the stream (which grows to the whole list) is read again only when another
   * lister wrote meanwhile, and no page is held longer than its chunks take. Answers the list's length.
   */
  async addRecipients(campaignId: string, pages: Iterable<readonly string[]> | AsyncIterable<readonly string[]>, actor: Actor): Promise<number> {
    let list: StreamFold<RecipientsState> | undefined;
    for await (const page of pages) {
      for (let start = 0; start < page.length; start += RECIPIENT_CHUNK) {
        const command = { type: 'AddRecipients' as const, campaignId, subscriberIds: page.slice(start, start + RECIPIENT_CHUNK) };
        list = await this.shell.run(recipientsStream(campaignId), recipientsDecider, command, { actor }, { from: list });
      }
    }
    return list ? recipientCount(list.state) : this.recipientCount(campaignId);
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
