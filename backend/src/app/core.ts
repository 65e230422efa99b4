import { randomBytes } from 'node:crypto';
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
import { operatorKeyRing } from '../core/crypto/operator-key-ring.js';
import { SqliteKeyStore } from '../core/crypto/sqlite-key-store.js';
import { EventLog } from '../core/events/event-log.js';
import { makeDataDirPrivate } from '../core/files/private-data-dir.js';
import { EventRegistry } from '../core/events/event-registry.js';
import type { EventStore } from '../core/event-store/event-store.port.js';
import { SqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import type { LeaseStore } from '../core/leases/lease-store.port.js';
import { SqliteLeaseStore } from '../core/leases/sqlite-lease-store.js';
import { createMailer } from '../core/mail/mailer.factory.js';
import type { Mailer } from '../core/mail/mailer.port.js';
import type { Projection } from '../core/projections/projection.js';
import { ProjectionEngine } from '../core/projections/projection-engine.js';
import { ReadModels } from '../core/projections/read-models.js';
import type { ReadModelStore } from '../core/read-model/read-model-store.port.js';
import { SqliteReadModelStore } from '../core/read-model/sqlite-read-model-store.js';
import type { AiWriter } from '../features/ai/ai-writer.port.js';
import { createAiWriter } from '../features/ai/ai-writer.factory.js';
import { ADMIN_SESSION_TTL_MS } from '../features/admin-auth/admin-session.js';
import type { AdminSessionStore } from '../features/admin-auth/session-store.js';
import { SqliteSessionStore } from '../features/admin-auth/sqlite-session-store.js';
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

type SharedStores = Pick<Core, 'readModelStore' | 'keyStore' | 'rateLimitStore' | 'sessionStore' | 'leases'>;

/** Without MONGODB_URL every shared store lives in its own SQLite file in DATA_DIR. */
const sqliteStores = (dataDir: string, secret: string, openRing: OpenKeyEncryptionKeyRing): SharedStores => ({
  readModelStore: new SqliteReadModelStore(join(dataDir, 'read-models.db')),
  keyStore: new SqliteKeyStore(join(dataDir, 'keys.db'), secret, openRing),
  rateLimitStore: new SqliteRateLimitStore(join(dataDir, 'rate-limits.db')),
  sessionStore: new SqliteSessionStore(join(dataDir, 'sessions.db'), ADMIN_SESSION_TTL_MS),
  leases: new SqliteLeaseStore(join(dataDir, 'leases.db')),
});

/**
 * With MONGODB_URL every shared store lives in MongoDB. The driver costs tens of MB of memory once
 * loaded (as EventStoreDB's gRPC client does), so these modules are imported only when the URL is set.
 */
const mongoStores = async (url: string, database: string, secret: string, openRing: OpenKeyEncryptionKeyRing): Promise<SharedStores> => {
  const [{ MongoReadModelStore }, { MongoKeyStore }, { MongoRateLimitStore }, { MongoSessionStore }, { MongoLeaseStore }] = await Promise.all([
    import('../core/read-model/mongo-read-model-store.js'),
    import('../core/crypto/mongo-key-store.js'),
    import('../core/rate-limit/mongo-rate-limit-store.js'),
    import('../features/admin-auth/mongo-session-store.js'),
    import('../core/leases/mongo-lease-store.js'),
  ]);
  return {
    readModelStore: new MongoReadModelStore(url, database),
    keyStore: new MongoKeyStore(url, database, secret, openRing),
    rateLimitStore: new MongoRateLimitStore(url, database),
    sessionStore: new MongoSessionStore(url, database, ADMIN_SESSION_TTL_MS),
    leases: new MongoLeaseStore(url, database),
  };
};

const openEventStore = async (config: AppConfig, dataDir: string, registry: EventRegistry): Promise<EventStore> => {
  // Appends by other instances on this folder are noticed by polling; the holder of the projections lease must see them fast.
  if (!config.EVENTSTORE_URL) return new SqliteEventStore(join(dataDir, 'events.db'), { pollIntervalMs: 10 });
  const { EventStoreDbEventStore } = await import('../core/event-store/eventstoredb-event-store.js');
  // A shared EventStoreDB may hold other writers' events: only the registered types are this application's.
  return new EventStoreDbEventStore(config.EVENTSTORE_URL, { isApplicationType: (type) => registry.find(type) !== undefined });
};

/**
 * Picks the embedded adapters unless the server URLs are configured, loading a server's driver only
 * then. The engine is created but not started.
 */
export const createCore = async (config: AppConfig, options: CoreOptions = {}): Promise<Core> => {
  const dataDir = resolve(config.DATA_DIR);
  // Before anything is written there: every store and file of the data folder is owner-only.
  const tightened = makeDataDirPrivate(dataDir);
  const secret = loadOrCreateSecret(dataDir, config.APP_SECRET);
  const registry = new EventRegistry(EVENT_TYPES);
  const store = await openEventStore(config, dataDir, registry);
  const { openRing, warnings } = chooseKeyRing(config, dataDir, secret);
  const { readModelStore, keyStore, rateLimitStore, sessionStore, leases } = config.MONGODB_URL
    ? await mongoStores(config.MONGODB_URL, config.MONGODB_DATABASE, secret, openRing)
    : sqliteStores(dataDir, secret, openRing);
  const instanceId = `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
  const cipher = new AesGcmPersonalDataCipher(keyStore);
  const log = new EventLog(store, registry, cipher);
  const clock = options.clock ?? systemClock;
  const engine = new ProjectionEngine(log, readModelStore, [...(options.projections ?? PROJECTIONS)], {
    coordination: { leases, instanceId, ttlMs: config.LEASE_TTL_MS },
    log: options.log,
  });
  const mailer = options.mailer ?? (await createMailer({ sendgridApiKey: config.SENDGRID_API_KEY, outboxDir: join(dataDir, 'outbox'), from: config.MAIL_FROM, fromName: config.MAIL_FROM_NAME, replyTo: config.CONTACT_EMAIL }));
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
    aiWriter: options.aiWriter ?? (await createAiWriter({ openaiApiKey: config.OPENAI_API_KEY, writerModel: config.OPENAI_WRITER_MODEL, analystModel: config.OPENAI_ANALYST_MODEL })),
    rateLimitStore,
    sessionStore,
    startupWarnings: tightened ? [tightened, ...warnings] : warnings,
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
