import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { type Clock, systemClock } from '../core/clock.js';
import { CommandShell } from '../core/commands/command-shell.js';
import { AesGcmPersonalDataCipher } from '../core/crypto/aes-gcm-personal-data-cipher.js';
import { loadOrCreateSecret } from '../core/crypto/app-secret.js';
import { fileKeyRing, KEY_ENCRYPTION_KEY_RING_FILE } from '../core/crypto/file-key-ring.js';
import type { OpenKeyEncryptionKeyRing } from '../core/crypto/key-encryption-key-ring.port.js';
import type { KeyStore } from '../core/crypto/key-store.port.js';
import type { PersonalDataCipher } from '../core/crypto/personal-data-cipher.port.js';
import { MongoKeyStore } from '../core/crypto/mongo-key-store.js';
import { operatorKeyRing } from '../core/crypto/operator-key-ring.js';
import { SqliteKeyStore } from '../core/crypto/sqlite-key-store.js';
import { EventLog } from '../core/events/event-log.js';
import { EventRegistry } from '../core/events/event-registry.js';
import type { EventStore } from '../core/event-store/event-store.port.js';
import { EventStoreDbEventStore } from '../core/event-store/eventstoredb-event-store.js';
import { SqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import type { LeaseStore } from '../core/leases/lease-store.port.js';
import { MongoLeaseStore } from '../core/leases/mongo-lease-store.js';
import { SqliteLeaseStore } from '../core/leases/sqlite-lease-store.js';
import { createMailer } from '../core/mail/mailer.factory.js';
import type { Mailer } from '../core/mail/mailer.port.js';
import type { Projection } from '../core/projections/projection.js';
import { ProjectionEngine } from '../core/projections/projection-engine.js';
import { ReadModels } from '../core/projections/read-models.js';
import { MongoReadModelStore } from '../core/read-model/mongo-read-model-store.js';
import type { ReadModelStore } from '../core/read-model/read-model-store.port.js';
import { SqliteReadModelStore } from '../core/read-model/sqlite-read-model-store.js';
import type { AiWriter } from '../features/ai/ai-writer.port.js';
import { createAiWriter } from '../features/ai/ai-writer.factory.js';
import { ADMIN_SESSION_TTL_MS } from '../features/admin-auth/admin-session.js';
import { MongoSessionStore } from '../features/admin-auth/mongo-session-store.js';
import type { AdminSessionStore } from '../features/admin-auth/session-store.js';
import { SqliteSessionStore } from '../features/admin-auth/sqlite-session-store.js';
import { MongoRateLimitStore } from '../core/rate-limit/mongo-rate-limit-store.js';
import type { RateLimitStore } from '../core/rate-limit/rate-limit-store.port.js';
import { SqliteRateLimitStore } from '../core/rate-limit/sqlite-rate-limit-store.js';
import { EVENT_TYPES, PROJECTIONS } from './features.js';

/** The infrastructure every entry point shares (HTTP server, CLI, benchmarks), built from the config. */
export type Core = {
  config: AppConfig;
  dataDir: string;
  secret: string;
  clock: Clock;
  store: EventStore;
  registry: EventRegistry;
  keyStore: KeyStore;
  cipher: PersonalDataCipher;
  log: EventLog;
  /** The one write path: every append goes through a decider here. */
  shell: CommandShell;
  readModelStore: ReadModelStore;
  /** Leases shared by every instance on these stores (projections, scheduled jobs). */
  leases: LeaseStore;
  /** This process among the instances: host, process id and a random part (process ids are reused). */
  instanceId: string;
  engine: ProjectionEngine;
  readModels: ReadModels;
  mailer: Mailer;
  aiWriter: AiWriter;
  /** Shared by every instance on the same stores: limits and sign-ins hold across processes and machines. */
  rateLimitStore: RateLimitStore;
  sessionStore: AdminSessionStore;
  /** Facts about this configuration the server logs once at start (never secrets). */
  startupWarnings: readonly string[];
  close(): Promise<void>;
};

export type CoreOptions = {
  clock?: Clock;
  projections?: readonly Projection[];
  mailer?: Mailer;
  aiWriter?: AiWriter;
  /** Operational messages of the projection engine (lease changes, failed drops); by default warnings only, to stderr. */
  log?: (message: string, level: 'info' | 'warn') => void;
};

const SINGLE_MACHINE_RING_WARNING =
  'Personal data written by this instance is readable only by instances sharing this DATA_DIR: its key-encryption keys ' +
  'are in DATA_DIR/key-encryption-keys.db, not in MongoDB. Instances on several machines need KEY_ENCRYPTION_KEYS ' +
  '(see docs/operations.md, "Scaling past one machine").';

/**
 * The key-encryption keys: the operator's (the same on every machine) when KEY_ENCRYPTION_KEYS(_FILE) is
 * set, reading the file ring left in DATA_DIR until a rotation has moved every data key off it; otherwise
 * the file ring in DATA_DIR, which stays on this disk whatever the key store, so destroying its keys is final.
 */
const chooseKeyRing = (config: AppConfig, dataDir: string, secret: string): { openRing: OpenKeyEncryptionKeyRing; warnings: string[] } => {
  const ringFile = join(dataDir, KEY_ENCRYPTION_KEY_RING_FILE);
  if (config.keyEncryptionKeys) {
    return { openRing: operatorKeyRing({ source: config.keyEncryptionKeys, masterSecret: secret, fileRingPath: ringFile }), warnings: [] };
  }
  return { openRing: fileKeyRing(ringFile, secret), warnings: config.MONGODB_URL ? [SINGLE_MACHINE_RING_WARNING] : [] };
};

/** Picks the embedded adapters unless the server URLs are configured. The engine is created but not started. */
export const createCore = (config: AppConfig, options: CoreOptions = {}): Core => {
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secret = loadOrCreateSecret(dataDir, config.APP_SECRET);
  const registry = new EventRegistry(EVENT_TYPES);
  // A shared EventStoreDB may hold other writers' events: only the registered types are this application's.
  const store: EventStore = config.EVENTSTORE_URL
    ? new EventStoreDbEventStore(config.EVENTSTORE_URL, { isApplicationType: (type) => registry.find(type) !== undefined })
    : // Appends by other instances on this folder are noticed by polling; the holder of the projections lease must see them fast.
      new SqliteEventStore(join(dataDir, 'events.db'), { pollIntervalMs: 10 });
  // With MONGODB_URL every shared store lives in MongoDB; without it, in its own SQLite file in DATA_DIR.
  const shared = <Store>(onMongo: (url: string, database: string) => Store, onSqlite: (file: (name: string) => string) => Store): Store =>
    config.MONGODB_URL ? onMongo(config.MONGODB_URL, config.MONGODB_DATABASE) : onSqlite((name) => join(dataDir, name));
  const readModelStore = shared<ReadModelStore>(
    (url, database) => new MongoReadModelStore(url, database),
    (file) => new SqliteReadModelStore(file('read-models.db')),
  );
  const { openRing, warnings } = chooseKeyRing(config, dataDir, secret);
  const keyStore = shared<KeyStore>(
    (url, database) => new MongoKeyStore(url, database, secret, openRing),
    (file) => new SqliteKeyStore(file('keys.db'), secret, openRing),
  );
  const rateLimitStore = shared<RateLimitStore>(
    (url, database) => new MongoRateLimitStore(url, database),
    (file) => new SqliteRateLimitStore(file('rate-limits.db')),
  );
  const sessionStore = shared<AdminSessionStore>(
    (url, database) => new MongoSessionStore(url, database, ADMIN_SESSION_TTL_MS),
    (file) => new SqliteSessionStore(file('sessions.db'), ADMIN_SESSION_TTL_MS),
  );
  const leases = shared<LeaseStore>(
    (url, database) => new MongoLeaseStore(url, database),
    (file) => new SqliteLeaseStore(file('leases.db')),
  );
  const instanceId = `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
  const cipher = new AesGcmPersonalDataCipher(keyStore);
  const log = new EventLog(store, registry, cipher);
  const clock = options.clock ?? systemClock;
  const engine = new ProjectionEngine(log, readModelStore, [...(options.projections ?? PROJECTIONS)], {
    coordination: { leases, instanceId, ttlMs: config.LEASE_TTL_MS },
    log: options.log,
  });
  const mailer = options.mailer ?? createMailer({ sendgridApiKey: config.SENDGRID_API_KEY, outboxDir: join(dataDir, 'outbox'), from: config.MAIL_FROM });
  return {
    config,
    dataDir,
    secret,
    clock,
    store,
    registry,
    keyStore,
    cipher,
    log,
    shell: new CommandShell(log, clock),
    readModelStore,
    leases,
    instanceId,
    engine,
    readModels: new ReadModels(engine, readModelStore),
    mailer,
    aiWriter:
      options.aiWriter ??
      createAiWriter({ openaiApiKey: config.OPENAI_API_KEY, writerModel: config.OPENAI_WRITER_MODEL, analystModel: config.OPENAI_ANALYST_MODEL }),
    rateLimitStore,
    sessionStore,
    startupWarnings: warnings,
    async close() {
      await engine.stop();
      await store.close();
      await readModelStore.close();
      await keyStore.close();
      await rateLimitStore.close();
      await sessionStore.close();
      await leases.close();
    },
  };
};
