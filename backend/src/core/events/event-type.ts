import type { z } from 'zod';
import type { RecordedEvent } from './event.js';

/**
 * Turns the stored data of one schema version into the next version's shape. Built with
 * `upcaster`, which checks the stored data against that version's schema first.
 */
export type Upcaster = (stored: Record<string, unknown>) => Record<string, unknown>;

/**
 * Which top-level fields hold personal data, and which field names the person they belong to.
 * `secrets`: those of `fields` that are credentials (an access or refresh token): sealed like the
 * rest, and shown masked even to an operator who reads the log with its keys (`npm run events`).
 */
export type PersonalData<Field extends string = string> = { subjectField: string; fields: readonly Field[]; secrets?: readonly Field[] };

/**
 * Declares one event type: its name, the zod schema of its data (the current version's) and, when
 * it carries personal data, which top-level fields hold it and which field names the person.
 * Personal fields are encrypted with that person's key before the event is stored, and read back
 * as null once the key is destroyed (crypto-shredding).
 *
 * An event type changes shape by raising `schemaVersion` and adding the upcaster from the previous
 * version: `upcasters[n]` turns data stored as version n into version n + 1. Events are always
 * stored in the current version and read back in it (see docs/architecture.md).
 */
export type EventType<Type extends string = string, Schema extends z.ZodObject = z.ZodObject, Personal extends string = string> = {
  type: Type;
  schemaVersion: number;
  schema: Schema;
  personalData?: PersonalData<Personal>;
  upcasters?: Readonly<Record<number, Upcaster>>;
};

/** A list of event types, such as every event a stream or a projection reads. */
export type EventDefinitions = readonly EventType[];

export const defineEvent = <Type extends string, Schema extends z.ZodObject, Personal extends Extract<keyof z.output<Schema>, string> = never>(
  definition: EventType<Type, Schema, Personal>,
): EventType<Type, Schema, Personal> => {
  const { type, schemaVersion, schema, personalData, upcasters } = definition;
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1) throw new Error(`Event type ${type}: schemaVersion must be a positive integer`);
  for (let version = 1; version < schemaVersion; version++) {
    if (!upcasters?.[version]) throw new Error(`Event type ${type} is at version ${schemaVersion} but has no upcaster from version ${version}`);
  }
  for (const field of [personalData?.subjectField, ...(personalData?.fields ?? [])]) {
    if (field !== undefined && !Object.hasOwn(schema.shape, field)) throw new Error(`Event type ${type} declares personal field ${field}, which its schema lacks`);
  }
  for (const field of personalData?.secrets ?? []) {
    if (!personalData?.fields.includes(field)) throw new Error(`Event type ${type} declares secret ${field}, which is not one of its personal fields`);
  }
  return definition;
};

/**
 * An upcaster from one stored version to the next: `stored` is the schema of that version's data as
 * it reads back (declare its personal fields nullable: they read as null once a person is erased),
 * `upcast` builds the next version's data from it.
 */
export const upcaster =
  <Stored extends z.ZodObject>(stored: Stored, upcast: (data: z.output<Stored>) => Record<string, unknown>): Upcaster =>
  (data) =>
    upcast(stored.parse(data));

type NullableFields<Data, Fields> = { [Key in keyof Data]: Key extends Fields ? Data[Key] | null : Data[Key] };

/** The data of an event type, as a decider writes it. */
export type EventData<Definition> = Definition extends EventType<string, infer Schema, string> ? z.output<Schema> : never;

/** The data of an event type as it reads back: its personal fields are null once the person is erased. */
export type ReadEventData<Definition> =
  Definition extends EventType<string, infer Schema, infer Personal> ? NullableFields<z.output<Schema>, Personal> : never;

/** A domain event before it is enveloped: the shape deciders return. */
export type DomainEvent<Type extends string = string, Data = Record<string, unknown>> = { type: Type; data: Data };

/** The event (or, given a union of definitions, the union of events) a decider writes. */
export type EventOf<Definition> = Definition extends EventType<infer Type, infer Schema, string> ? { type: Type; data: z.output<Schema> } : never;

/** The event with its personal fields as they read once the person is erased (null). */
type ErasedEventOf<Definition> = Definition extends EventType<infer Type, z.ZodObject, string> ? { type: Type; data: ReadEventData<Definition> } : never;

/**
 * The event (or union of events) as read back from the log, which evolve and projections fold: as
 * written, or with its personal fields null once the person is erased. Spelled as that union so that
 * an event a decider has just decided can be folded as it is.
 */
export type ReadEventOf<Definition> = EventOf<Definition> | ErasedEventOf<Definition>;

/** The envelope around a recorded event's type and data. */
export type EventEnvelope = Omit<RecordedEvent, 'type' | 'data'>;

/** A recorded event (or union of them) with its envelope, typed by its definition: what projections receive. */
export type RecordedEventOf<Definition> = ReadEventOf<Definition> & EventEnvelope;

/**
 * Narrows a recorded event to the events of these definitions by its type alone. Sound because the
 * event log hands up only events whose data it has upcast and validated against their type's schema.
 */
export const isEventOf = <Definitions extends EventDefinitions>(definitions: Definitions) => {
  const types = new Set<string>(definitions.map((definition) => definition.type));
  return (event: RecordedEvent): event is RecordedEvent & RecordedEventOf<Definitions[number]> => types.has(event.type);
};
