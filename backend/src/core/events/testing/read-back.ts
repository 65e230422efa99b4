import type { Actor, RecordedEvent } from '../event.js';
import { EventRegistry } from '../event-registry.js';
import type { EventDefinitions } from '../event-type.js';

/** An event as a spec gives it: its type and data, stored in the current version of its type unless `schemaVersion` says otherwise; caused by `system` unless `actor` says otherwise. */
export type StoredEvent = { type: string; data: Record<string, unknown>; schemaVersion?: number; occurredAt?: string; actor?: Actor };

/**
 * Reads given events back the way the event log does (upcast from the version they were stored in,
 * validated against the current schema), so specs fold exactly what the application would.
 */
export const readBack = (definitions: EventDefinitions, events: readonly StoredEvent[]): RecordedEvent[] => {
  const registry = new EventRegistry(definitions);
  return events.map(({ type, data, schemaVersion, occurredAt, actor }, index) =>
    registry.read({
      id: `e${index + 1}`,
      stream: 's',
      revision: index,
      position: index + 1,
      type,
      data,
      metadata: {
        occurredAt: occurredAt ?? '2026-01-01T00:00:00.000Z',
        actor: actor ?? 'system',
        correlationId: 'c',
        causationId: null,
        schemaVersion: schemaVersion ?? registry.get(type).schemaVersion,
      },
    }),
  );
};
