import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ImportRow } from '../../../contract/subscribers.contract.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import { SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';

/** A bulk import waits longer for the list than a single signup: thousands of rows land at once. */
const IMPORT_VISIBILITY_TIMEOUT_MS = 60_000;

/**
 * The admin's bulk import. Each row goes through the signup rule, so an address already subscribed
 * counts as a duplicate and a retried import creates nothing twice. All rows share one correlation id.
 */
export class ImportSubscribers extends Command<{ created: number; duplicates: number }> {
  constructor(readonly rows: readonly ImportRow[]) {
    super();
  }
}

@CommandHandler(ImportSubscribers)
export class ImportSubscribersHandler implements ICommandHandler<ImportSubscribers> {
  constructor(
    private readonly streams: SubscriberStreams,
    private readonly subscribers: SubscriberList,
  ) {}

  async execute({ rows }: ImportSubscribers) {
    const context = { actor: 'admin' as const, correlationId: randomUUID() };
    let created = 0;
    let duplicates = 0;
    let lastPosition: number | null = null;
    for (const row of rows) {
      const signup = { ...row, leadMagnet: null };
      try {
        lastPosition = (await this.streams.subscribe(signup, context)).position ?? lastPosition;
        created++;
      } catch (error) {
        if (!(error instanceof DomainError && error.kind === 'illegal_state')) throw error;
        duplicates++;
      }
    }
    if (lastPosition !== null) await this.subscribers.visible(lastPosition, IMPORT_VISIBILITY_TIMEOUT_MS);
    return { created, duplicates };
  }
}
