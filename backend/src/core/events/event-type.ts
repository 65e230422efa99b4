import type { z } from 'zod';

/**
 * Declares one event type: its name, the zod schema of its data and, when it carries
 * personal data, which top-level fields hold it and which field names the person.
 * Personal fields are encrypted with that person's key before the event is stored,
 * and read back as null once the key is destroyed (crypto-shredding).
 */
export type EventType<Type extends string = string, Schema extends z.ZodType = z.ZodType> = {
  type: Type;
  schemaVersion: number;
  schema: Schema;
  personalData?: { subjectField: string; fields: readonly string[] };
};

export const defineEvent = <Type extends string, Schema extends z.ZodType>(
  definition: EventType<Type, Schema>,
): EventType<Type, Schema> => definition;

/** The data of an event type, as the domain sees it. */
export type EventData<Definition> = Definition extends EventType<string, infer Schema> ? z.infer<Schema> : never;

/** A domain event before it is enveloped: the shape deciders return. */
export type DomainEvent<Type extends string = string, Data = Record<string, unknown>> = { type: Type; data: Data };
