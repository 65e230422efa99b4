import type { Core } from '../app/core.js';
import { SEALED_PERSONAL_FIELD, parseSealedPersonalData } from '../core/crypto/sealed-personal-data.js';
import type { RecordedEvent } from '../core/events/event.js';

/** A credential as the log shows it: that there is one, and its length, never its characters. */
export const maskedSecret = (value: string) => `(secret, ${value.length} characters)`;

/** An event as the application reads it (credentials masked), plus which of its personal fields were erased. */
export type ShownEvent = { event: RecordedEvent; erasedFields: string[] };

/**
 * Reads stored events and opens them the way EventLog does (personal fields decrypted while the
 * person's key exists, null afterwards), but from the stored form, so that it can also tell an
 * erased field (sealed, key gone) from a field that was simply null.
 */
export class EventReader {
  private readonly keyPresence = new Map<string, boolean>();

  constructor(private readonly core: Pick<Core, 'store' | 'registry' | 'cipher'>) {}

  async readStream(stream: string): Promise<ShownEvent[]> {
    return this.openAll(await this.core.store.readStream(stream));
  }

  async readAll(fromPosition: number, limit: number): Promise<ShownEvent[]> {
    return this.openAll(await this.core.store.readAll(fromPosition, limit));
  }

  private async openAll(stored: RecordedEvent[]): Promise<ShownEvent[]> {
    const shown: ShownEvent[] = [];
    for (const event of stored) shown.push(await this.open(event));
    return shown;
  }

  private async open(stored: RecordedEvent): Promise<ShownEvent> {
    const definition = this.core.registry.find(stored.type);
    if (!definition?.personalData || !(SEALED_PERSONAL_FIELD in stored.data)) return { event: stored, erasedFields: [] };
    const data = await this.core.cipher.open(definition, stored.data);
    for (const field of definition.personalData.secrets ?? []) {
      const value = data[field];
      if (typeof value === 'string') data[field] = maskedSecret(value);
    }
    const event = { ...stored, data };
    const sealedFields = definition.personalData.fields.filter((field) => Object.hasOwn(data, field));
    const allNull = sealedFields.every((field) => data[field] === null);
    if (!allNull) return { event, erasedFields: [] };
    const subject = parseSealedPersonalData(stored.data[SEALED_PERSONAL_FIELD]).subject;
    return { event, erasedFields: (await this.keyExists(subject)) ? [] : sealedFields };
  }

  private async keyExists(subject: string): Promise<boolean> {
    let exists = this.keyPresence.get(subject);
    if (exists === undefined) {
      exists = await this.core.cipher.hasKey(subject);
      this.keyPresence.set(subject, exists);
    }
    return exists;
  }
}
