import type { EventType } from './event-type.js';

/** Every event type the application knows, so the log can validate and seal data by type. */
export class EventRegistry {
  private readonly definitions = new Map<string, EventType>();

  constructor(definitions: readonly EventType[] = []) {
    this.register(definitions);
  }

  register(definitions: readonly EventType[]): this {
    for (const definition of definitions) {
      const existing = this.definitions.get(definition.type);
      if (existing && existing !== definition) throw new Error(`Event type ${definition.type} is registered twice`);
      this.definitions.set(definition.type, definition);
    }
    return this;
  }

  find(type: string): EventType | undefined {
    return this.definitions.get(type);
  }

  get(type: string): EventType {
    const definition = this.definitions.get(type);
    if (!definition) throw new Error(`Unknown event type ${type}`);
    return definition;
  }
}
