import { type Collection, MongoClient } from 'mongodb';
import type { RateLimitStore } from './rate-limit-store.port.js';
import { type LimitPolicy, type LimitVerdict, slidingWindowVerdict, windowStartOf } from './sliding-window.js';

type WindowDocument = { _id: string; key: string; windowStart: number; count: number; expiresAt: Date };

export const RATE_LIMIT_COLLECTION = 'rate_limit_windows';

const windowId = (key: string, windowStart: number) => `${key}:${windowStart}`;

/**
 * Rate-limit counters in MongoDB, shared by every app instance. One document per key and fixed
 * window; a TTL index on `expiresAt` lets the server delete old windows. The attempt is counted
 * first ($inc is atomic) and taken back when the rule refuses it, so concurrent instances can never
 * let more than the limit through; a refusal costs one extra write.
 */
export class MongoRateLimitStore implements RateLimitStore {
  private readonly client: MongoClient;
  private readonly windows: Collection<WindowDocument>;
  private indexes: Promise<void> | null = null;

  constructor(url: string, databaseName: string) {
    this.client = new MongoClient(url);
    this.windows = this.client.db(databaseName).collection<WindowDocument>(RATE_LIMIT_COLLECTION);
  }

  async take(key: string, policy: LimitPolicy, now: number): Promise<LimitVerdict> {
    await this.ensureIndexes();
    const windowStart = windowStartOf(now, policy.windowMs);
    const id = windowId(key, windowStart);
    const counted = await this.windows.findOneAndUpdate(
      { _id: id },
      { $inc: { count: 1 }, $setOnInsert: { key, windowStart, expiresAt: new Date(windowStart + 2 * policy.windowMs) } },
      { upsert: true, returnDocument: 'after' },
    );
    const previous = await this.windows.findOne({ _id: windowId(key, windowStart - policy.windowMs) });
    const before = { previous: previous?.count ?? 0, current: (counted?.count ?? 1) - 1 };
    const verdict = slidingWindowVerdict(before, policy, now);
    if (!verdict.allowed) await this.windows.updateOne({ _id: id }, { $inc: { count: -1 } });
    return verdict;
  }

  async reset(key: string): Promise<void> {
    await this.ensureIndexes();
    await this.windows.deleteMany({ key });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Test support: removes the collection. */
  async drop(): Promise<void> {
    await this.windows.drop().catch(() => undefined);
    this.indexes = null;
  }

  private ensureIndexes(): Promise<void> {
    this.indexes ??= (async () => {
      await this.windows.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      await this.windows.createIndex({ key: 1 });
    })();
    return this.indexes;
  }
}
