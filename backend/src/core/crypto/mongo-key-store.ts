import { Binary, MongoClient, type Collection } from 'mongodb';
import type { KeyStore } from './key-store.port.js';
import { createDataKey, deriveKeyEncryptionKey, unwrapDataKey, wrapDataKey } from './key-wrapping.js';

type KeyDocument = { _id: string; wrappedKey: Binary; createdAt: Date };

const DUPLICATE_KEY_CODE = 11000;

// Structural rather than instanceof MongoServerError, which breaks across module realms.
const isDuplicateKeyError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY_CODE;

/**
 * Data keys in a MongoDB collection (`data_keys`), wrapped like the SQLite store.
 * Note: MongoDB (WiredTiger) does not promise to overwrite deleted bytes on disk at once;
 * the wrapped key is useless without the master secret, which is what makes deletion final.
 */
export class MongoKeyStore implements KeyStore {
  private readonly client: MongoClient;
  private readonly keys: Collection<KeyDocument>;
  private readonly keyEncryptionKey: Buffer;

  constructor(url: string, databaseName: string, masterSecret: string) {
    this.keyEncryptionKey = deriveKeyEncryptionKey(masterSecret);
    this.client = new MongoClient(url);
    this.keys = this.client.db(databaseName).collection<KeyDocument>('data_keys');
  }

  async getKey(subjectId: string): Promise<Buffer | null> {
    const document = await this.keys.findOne({ _id: subjectId });
    return document ? this.unwrap(subjectId, document) : null;
  }

  async getOrCreateKey(subjectId: string): Promise<Buffer> {
    const wrapped = wrapDataKey(this.keyEncryptionKey, subjectId, createDataKey());
    try {
      const document = await this.upsertIfAbsent(subjectId, wrapped);
      return this.unwrap(subjectId, document);
    } catch (error) {
      // Two concurrent upserts of one _id: one fails with a duplicate key, the winner's key stands.
      if (isDuplicateKeyError(error)) {
        const existing = await this.getKey(subjectId);
        if (existing) return existing;
      }
      throw error;
    }
  }

  async destroyKey(subjectId: string): Promise<void> {
    await this.keys.deleteOne({ _id: subjectId }, { writeConcern: { w: 'majority' } });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async upsertIfAbsent(subjectId: string, wrapped: Buffer): Promise<KeyDocument> {
    const document = await this.keys.findOneAndUpdate(
      { _id: subjectId },
      { $setOnInsert: { wrappedKey: new Binary(wrapped), createdAt: new Date() } },
      { upsert: true, returnDocument: 'after' },
    );
    if (!document) {
      throw new Error('Key store lost a data key right after writing it');
    }
    return document;
  }

  private unwrap(subjectId: string, document: KeyDocument): Buffer {
    return unwrapDataKey(this.keyEncryptionKey, subjectId, document.wrappedKey.buffer);
  }
}
