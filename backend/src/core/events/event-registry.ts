import { z } from 'zod';
import type { RecordedEvent } from './event.js';
import type { EventType } from './event-type.js';
import { UnreadableEventError } from './unreadable-event.error.js';

type Registered = { definition: EventType; readSchema: z.ZodObject };

/**
 * The schema data is checked against on read: the type's schema with its personal fields nullable,
 * since a field sealed with a destroyed key reads back as null (erased), whatever the schema says
 * about it on the way in.
 */
const readSchemaOf = ({ schema, personalData }: EventType): z.ZodObject => {
  const fields = personalData?.fields ?? [];
  if (fields.length === 0) return schema;
  return schema.extend(Object.fromEntries(fields.map((field) => [field, schema.shape[field].nullable()])));
};

/** Only where the shape is wrong: an issue's message names what was expected, never the value found. */
const describeIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'its data does not match the schema';
  return `${issue.path.length > 0 ? issue.path.join('.') : 'data'}: ${issue.message}`;
};

/**
 * Every event type the application knows, so the log can validate and seal data by type on the way
 * in, and upcast and validate it on the way out.
 */
export class EventRegistry {
  private readonly definitions = new Map<string, Registered>();

  constructor(definitions: readonly EventType[] = []) {
    this.register(definitions);
  }

  register(definitions: readonly EventType[]): this {
    for (const definition of definitions) {
      const existing = this.definitions.get(definition.type);
      if (existing && existing.definition !== definition) throw new Error(`Event type ${definition.type} is registered twice`);
      this.definitions.set(definition.type, { definition, readSchema: readSchemaOf(definition) });
    }
    return this;
  }

  find(type: string): EventType | undefined {
    return this.definitions.get(type)?.definition;
  }

  get(type: string): EventType {
    const registered = this.definitions.get(type);
    if (!registered) throw new Error(`Unknown event type ${type}`);
    return registered.definition;
  }

  /**
   * An event as the application reads it (personal data already opened): its data upcast from the
   * version it was stored in to the current one, then checked against the current schema. Throws
   * an UnreadableEventError for an unknown type, a version this code cannot read, or data that
   * does not fit. `metadata.schemaVersion` keeps the version the event was stored in.
   */
  read(event: RecordedEvent): RecordedEvent {
    return { ...event, data: this.readData(event, event.data) };
  }

  /** `read` for the event log, which has the opened data apart from the stored event. */
  readData(event: Omit<RecordedEvent, 'data'>, opened: Record<string, unknown>): Record<string, unknown> {
    const registered = this.definitions.get(event.type);
    if (!registered) throw new UnreadableEventError(event, 'unknown event type');
    const { definition, readSchema } = registered;
    const stored = event.metadata.schemaVersion;
    if (!Number.isInteger(stored) || stored < 1 || stored > definition.schemaVersion) {
      throw new UnreadableEventError(event, `stored as schema version ${String(stored)}, this build reads versions 1 to ${definition.schemaVersion}`);
    }
    let data = opened;
    for (let version = stored; version < definition.schemaVersion; version++) {
      const upcast = definition.upcasters?.[version];
      if (!upcast) throw new UnreadableEventError(event, `no upcaster from schema version ${version}`);
      try {
        data = upcast(data);
      } catch (error) {
        const reason =
          error instanceof z.ZodError
            ? `its version ${version} data does not fit that version's schema (${describeIssue(error)})`
            : `the upcaster from version ${version} failed (${error instanceof Error ? error.message : 'unknown error'})`;
        throw new UnreadableEventError(event, reason);
      }
    }
    const result = readSchema.safeParse(data);
    if (!result.success) throw new UnreadableEventError(event, `its data does not fit schema version ${definition.schemaVersion} (${describeIssue(result.error)})`);
    return result.data;
  }
}
