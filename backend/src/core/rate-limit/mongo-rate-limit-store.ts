import { type Collection, MongoClient } from 'mongodb';
import type { RateLimitStore } from './rate-limit-store.port.js';
import { type LimitPolicy, type LimitVerdict, slidingLogDecision } from './sliding-log.js';

type LogDocument = { _id: string; hits: number[]; expiresAt: Date | null };

export const RATE_LIMIT_COLLECTION = 'rate_limit_logs';

/**
 * The update pipeline that applies the sliding-log rule (sliding-log.ts) inside the server: keep the
 * hits still in the window, and add `now` only while fewer than `max` are. One document per key is
 * updated atomically, so concurrent instances can never let more than `max` through; the document as
 * it was before (returnDocument: 'before') is the state the pipeline decided on, so the same rule run
 * here on it gives the same verdict and the time to wait. Update pipelines need MongoDB 4.2 or later.
 */
export const slidingLogPipeline = (policy: LimitPolicy, now: number) => [
  {
    $set: {
      hits: {
        $let: {
          vars: { live: { $filter: { input: { $ifNull: ['$hits', []] }, as: 'hit', cond: { $gt: ['$$hit', now - policy.windowMs] } } } },
          in: { $cond: [{ $lt: [{ $size: '$$live' }, policy.max] }, { $concatArrays: ['$$live', [now]] }, '$$live'] },
        },
      },
    },
  },
  // The TTL index deletes a log one window after its newest hit (none left: at once).
  { $set: { expiresAt: { $toDate: { $add: [{ $ifNull: [{ $max: '$hits' }, now - policy.windowMs] }, policy.windowMs] } } } },
];

/**
 * Rate-limit logs in MongoDB, shared by every app instance: one document per key holding the times of
 * its counted attempts in the last window length; a TTL index on `expiresAt` lets the server delete
 * the idle ones.
 */
export class MongoRateLimitStore implements RateLimitStore {
  private readonly client: MongoClient;
  private readonly logs: Collection<LogDocument>;
  private indexes: Promise<void> | null = null;

  constructor(url: string, databaseName: string) {
    this.client = new MongoClient(url);
    this.logs = this.client.db(databaseName).collection<LogDocument>(RATE_LIMIT_COLLECTION);
  }

  async take(key: string, policy: LimitPolicy, now: number): Promise<LimitVerdict> {
    await this.ensureIndexes();
    const before = await this.logs.findOneAndUpdate({ _id: key }, slidingLogPipeline(policy, now), { upsert: true, returnDocument: 'before' });
    return slidingLogDecision(before?.hits ?? [], policy, now).verdict;
  }

  async reset(key: string): Promise<void> {
    await this.logs.deleteOne({ _id: key });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Test support: removes the collection. */
  async drop(): Promise<void> {
    await this.logs.drop().catch(() => undefined);
    this.indexes = null;
  }

  private ensureIndexes(): Promise<void> {
    this.indexes ??= this.logs.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }).then(() => undefined);
    return this.indexes;
  }
}
