import type { EventLog } from '../core/events/event-log.js';
import type { PlannedEvent } from './app-event-mix.js';
import { PUBLICATION_DELAY } from './app-event-mix.js';

/** Events handed to the log concurrently; at most PUBLICATION_DELAY so a post is stored before its first view. */
const CHUNK_SIZE = PUBLICATION_DELAY;

export type WrittenEvents = { total: number; byType: Map<string, number>; personal: number; seconds: number };

/**
 * Appends a chunk the way many concurrent requests would: one EventLog.append per event, events of the
 * same stream one after the other (their order kept), different streams side by side, so the store's
 * group commit writes whatever is queued in each turn of the event loop in one transaction.
 */
const appendChunk = async (log: EventLog, chunk: PlannedEvent[]): Promise<void> => {
  const byStream = new Map<string, PlannedEvent[]>();
  for (const planned of chunk) {
    const list = byStream.get(planned.stream);
    if (list) list.push(planned);
    else byStream.set(planned.stream, [planned]);
  }
  await Promise.all(
    [...byStream.values()].map(async (events) => {
      for (const { stream, event, context } of events) await log.append(stream, [event], 'any', context);
    }),
  );
};

/**
 * Writes planned events through the real EventLog (schema validation, personal data sealed with each
 * person's key). Chunks are written one after the other, so cross-stream order holds between chunks.
 */
export const writeThroughEventLog = async (
  log: EventLog,
  events: Iterable<PlannedEvent>,
  isPersonal: (type: string) => boolean,
): Promise<WrittenEvents> => {
  const started = performance.now();
  const byType = new Map<string, number>();
  let total = 0;
  let personal = 0;
  let chunk: PlannedEvent[] = [];
  for (const planned of events) {
    chunk.push(planned);
    byType.set(planned.event.type, (byType.get(planned.event.type) ?? 0) + 1);
    if (isPersonal(planned.event.type)) personal += 1;
    total += 1;
    if (chunk.length === CHUNK_SIZE) {
      await appendChunk(log, chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) await appendChunk(log, chunk);
  return { total, byType, personal, seconds: (performance.now() - started) / 1000 };
};
