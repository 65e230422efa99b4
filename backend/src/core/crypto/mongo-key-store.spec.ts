import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Binary } from 'mongodb';
import { describeWithServer } from '../testing/describe-with-server.js';
import { fileRingUnderTest, operatorRingUnderTest } from './key-ring-under-test.js';
import { describeKeyStoreContract } from './key-store.contract.js';
import { keyCollection, MongoKeyStore, wrappingKeyCollection } from './mongo-key-store.js';

type KeyDocumentCopy = { wrappedKey: Binary; createdAt: Date; ringKeyId?: string };

describeWithServer('MONGODB_URL', 'MongoKeyStore', (url) => {
  const directory = mkdtempSync(join(tmpdir(), 'mongo-key-store-'));
  const inspector = new MongoClient(url);
  const databases: string[] = [];
  // One database per source of key-encryption keys and per run, so runs never see each other's keys; dropped at the end.
  for (const ring of [fileRingUnderTest(mkdtempSync(join(directory, 'file-'))), operatorRingUnderTest(mkdtempSync(join(directory, 'operator-')))]) {
    const databaseName = `key_store_test_${randomUUID().replaceAll('-', '')}`;
    databases.push(databaseName);
    const keys = keyCollection(inspector, databaseName);
    describeKeyStoreContract<KeyDocumentCopy>(
      'MongoKeyStore',
      {
        create: async (masterSecret, openRing) => new MongoKeyStore(url, databaseName, masterSecret, openRing),
        copyRow: async (subjectId) => {
          const document = await keys.findOne({ _id: subjectId });
          return document ? { wrappedKey: document.wrappedKey, createdAt: document.createdAt, ringKeyId: document.ringKeyId } : null;
        },
        restoreRow: async (subjectId, copy) => {
          await keys.replaceOne({ _id: subjectId }, copy, { upsert: true });
        },
      },
      ring,
    );
  }
  afterAll(async () => {
    for (const databaseName of databases) await inspector.db(databaseName).dropDatabase();
    await inspector.close();
    rmSync(directory, { recursive: true, force: true });
  });
});

describe('MongoKeyStore key collection', () => {
  it('writes with majority write concern and reads from the primary at majority, whatever the URL asks', async () => {
    // Constructing a client and a collection does not connect.
    const client = new MongoClient('mongodb://db.invalid:27017/?w=1&readPreference=secondaryPreferred&readConcernLevel=local');
    const keys = keyCollection(client, 'ai_navigator');
    expect(keys.writeConcern?.w).toBe('majority');
    expect(keys.readConcern?.level).toBe('majority');
    expect(keys.readPreference?.mode).toBe('primary');
    const wrapping = wrappingKeyCollection(client, 'ai_navigator');
    expect([wrapping.writeConcern?.w, wrapping.readConcern?.level, wrapping.readPreference?.mode]).toEqual(['majority', 'majority', 'primary']);
    // The URL's settings do apply elsewhere, so the collection's own options are what decides.
    expect(client.db('ai_navigator').collection('other').readPreference?.mode).toBe('secondaryPreferred');
    await client.close();
  });
});
