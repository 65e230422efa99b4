import { Binary, MongoClient, ReadConcern, ReadPreference, WriteConcern, type Collection } from 'mongodb';
import type { KeyStoreRows, OpenKeyEncryptionKeyRing, WrappingKeyRecord } from './key-encryption-key-ring.port.js';
import { DataKeyWrapper, settleOnCurrentRingKey } from './key-rotation.js';
import type { KeyRotationReport, KeyStore } from './key-store.port.js';
import { createDataKey } from './key-wrapping.js';

type KeyDocument = { _id: string; wrappedKey: Binary; createdAt: Date; ringKeyId?: string };
type WrappingKeyDocument = { _id: 'wrapping'; version: number; keyId: string };

const DUPLICATE_KEY_CODE = 11000;

// Structural rather than instanceof MongoServerError, which breaks across module realms.
const isDuplicateKeyError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY_CODE;

const KEY_COLLECTION_OPTIONS = {
  writeConcern: new WriteConcern('majority'),
  readConcern: new ReadConcern('majority'),
  readPreference: ReadPreference.primary,
};

/**
 * The `data_keys` collection, whatever the connection string or the deployment's defaults say: a key
 * is acknowledged only once a majority of the replica set has it (a key that sealed events must not
 * be rolled back by a failover), and keys are read from the primary at majority read concern (a
 * secondary may still show a destroyed key, a local read may show one that is later rolled back).
 */
export const keyCollection = (client: MongoClient, databaseName: string): Collection<KeyDocument> =>
  client.db(databaseName).collection<KeyDocument>('data_keys', KEY_COLLECTION_OPTIONS);

/** One document naming the operator's key-encryption key that wraps new data keys; same concerns as the keys. */
export const wrappingKeyCollection = (client: MongoClient, databaseName: string): Collection<WrappingKeyDocument> =>
  client.db(databaseName).collection<WrappingKeyDocument>('key_encryption_key_state', KEY_COLLECTION_OPTIONS);

/**
 * Data keys in a MongoDB collection, wrapped under the current key of the key-encryption key ring,
 * which lives outside MongoDB (the file ring on the app's disk, or the operator's keys from their
 * secret manager). MongoDB does not overwrite deleted bytes: the oplog, free pages and backups keep a
 * destroyed key's wrapped copy, and only a rotation followed by the destruction of the key-encryption
 * key those copies need makes the destruction final there.
 */
export class MongoKeyStore implements KeyStore {
  private readonly client: MongoClient;
  private readonly keys: Collection<KeyDocument>;
  private readonly wrapper: DataKeyWrapper;
  private readonly rows: KeyStoreRows;

  /** Takes a URL, or a client (tests pass one that never connects). */
  constructor(connection: string | MongoClient, databaseName: string, masterSecret: string, openRing: OpenKeyEncryptionKeyRing) {
    this.client = typeof connection === 'string' ? new MongoClient(connection) : connection;
    this.keys = keyCollection(this.client, databaseName);
    const wrapping = wrappingKeyCollection(this.client, databaseName);
    const readWrappingKey = async (): Promise<WrappingKeyRecord | null> => {
      const document = await wrapping.findOne({ _id: 'wrapping' });
      return document ? { version: document.version, keyId: document.keyId } : null;
    };
    this.rows = {
      listNotUnder: async (ringKeyId, after, limit) =>
        (
          await this.keys
            .find({ _id: { $gt: after }, ringKeyId: { $ne: ringKeyId } })
            .sort({ _id: 1 })
            .limit(limit)
            .toArray()
        ).map((document) => ({ subjectId: document._id, wrapped: Buffer.from(document.wrappedKey.buffer) })),
      replace: async (subjectId, expected, next) => {
        const result = await this.keys.updateOne(
          { _id: subjectId, wrappedKey: new Binary(expected) },
          { $set: { wrappedKey: new Binary(next.wrapped), ringKeyId: next.ringKeyId } },
        );
        return result.matchedCount === 1;
      },
      countByRingKey: async () => {
        const groups = await this.keys
          .aggregate<{ _id: string | null; total: number }>([{ $group: { _id: '$ringKeyId', total: { $sum: 1 } } }])
          .toArray();
        return new Map(groups.map((group) => [group._id ?? null, group.total]));
      },
      readWrappingKey,
      promoteWrappingKey: async (next) => {
        try {
          // Matches only an older record; with none at all, the upsert creates it.
          await wrapping.updateOne({ _id: 'wrapping', version: { $lt: next.version } }, { $set: next }, { upsert: true });
        } catch (error) {
          // A record at least as new exists: the upsert's insert collided with it.
          if (!isDuplicateKeyError(error)) throw error;
        }
        const recorded = await readWrappingKey();
        if (!recorded) throw new Error('Key store lost its key-encryption key record right after writing it');
        return recorded;
      },
    };
    this.wrapper = new DataKeyWrapper(masterSecret, openRing(this.rows));
  }

  async getKey(subjectId: string): Promise<Buffer | null> {
    const document = await this.keys.findOne({ _id: subjectId });
    return document ? this.wrapper.unwrap(subjectId, document.wrappedKey.buffer) : null;
  }

  async getOrCreateKey(subjectId: string): Promise<Buffer> {
    const created = createDataKey();
    const wrapped = this.wrapper.wrap(subjectId, created, await this.wrapper.ring.current());
    let document: KeyDocument;
    try {
      document = await this.upsertIfAbsent(subjectId, wrapped.wrapped, wrapped.ringKeyId);
    } catch (error) {
      // Two concurrent upserts of one _id: one fails with a duplicate key. Upserting again finds the
      // winner's document, and its majority write concern waits until that document is majority-committed.
      if (!isDuplicateKeyError(error)) throw error;
      document = await this.upsertIfAbsent(subjectId, wrapped.wrapped, wrapped.ringKeyId);
    }
    const stored = Buffer.from(document.wrappedKey.buffer);
    const key = stored.equals(wrapped.wrapped) ? created : this.wrapper.unwrap(subjectId, stored);
    await settleOnCurrentRingKey(this.rows, this.wrapper, subjectId, stored, key);
    return key;
  }

  async destroyKey(subjectId: string): Promise<void> {
    await this.keys.deleteOne({ _id: subjectId });
  }

  rotateKeyEncryptionKey(): Promise<KeyRotationReport> {
    return this.wrapper.ring.rotate(this.wrapper);
  }

  async close(): Promise<void> {
    await this.client.close();
    this.wrapper.ring.close();
  }

  private async upsertIfAbsent(subjectId: string, wrapped: Buffer, ringKeyId: string): Promise<KeyDocument> {
    const document = await this.keys.findOneAndUpdate(
      { _id: subjectId },
      { $setOnInsert: { wrappedKey: new Binary(wrapped), createdAt: new Date(), ringKeyId } },
      { upsert: true, returnDocument: 'after' },
    );
    if (!document) {
      throw new Error('Key store lost a data key right after writing it');
    }
    return document;
  }
}
