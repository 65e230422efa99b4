import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ImportAnswer, ImportRow } from '../../../contract/subscribers.contract.js';
import { SubscriberList } from '../subscriber-list.js';
import { type ImportOutcome, SubscriberStreams } from '../subscriber-streams.js';

/** A bulk import waits longer for the list than a single signup: thousands of rows land at once. */
const IMPORT_VISIBILITY_TIMEOUT_MS = 60_000;

/**
 * Rows decided at once (SubscriberStreams.importMany): one directory read, one read of the known
 * people's streams, and their appends issued together, so the SQLite event store writes each wave's
 * links, then its subscriptions, in one transaction each; each row still goes through its own streams
 * and deciders, with their revision checks.
 */
const WAVE = 1000;

/**
 * The admin's bulk import, one chunk of a CSV file per call. Each row goes through the signup rule on
 * its own streams, so a retried chunk creates nothing twice: rows already subscribed count as
 * duplicates, and an address that unsubscribed is skipped (an import never subscribes it again).
 * An address repeated within the call counts once, the repeats as duplicates. All rows share one
 * correlation id.
 */
export class ImportSubscribers extends Command<ImportAnswer> {
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
    const counts: Record<ImportOutcome, number> = { created: 0, duplicate: 0, skipped: 0 };
    const seen = new Set<string>();
    const unique: ImportRow[] = [];
    for (const row of rows) {
      if (seen.has(row.email)) counts.duplicate++;
      else unique.push(row);
      seen.add(row.email);
    }
    let lastPosition = 0;
    for (let start = 0; start < unique.length; start += WAVE) {
      const wave = unique.slice(start, start + WAVE).map((row) => ({ ...row, leadMagnet: null }));
      for (const { outcome, position } of await this.streams.importMany(wave, context)) {
        counts[outcome]++;
        lastPosition = Math.max(lastPosition, position ?? 0);
      }
    }
    if (lastPosition > 0) await this.subscribers.visible(lastPosition, IMPORT_VISIBILITY_TIMEOUT_MS);
    return { created: counts.created, duplicates: counts.duplicate, skipped: counts.skipped };
  }
}
