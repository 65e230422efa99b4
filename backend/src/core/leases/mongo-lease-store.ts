import { type Collection, MongoClient } from 'mongodb';
import { assertLeaseName, type Lease, type LeaseStore } from './lease-store.port.js';

type LeaseDocument = { _id: string; holder: string; token: number; expiresAt: Date };

const DUPLICATE_KEY_CODE = 11000;
const isDuplicateKeyError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY_CODE;

const MAJORITY = { w: 'majority' } as const;

/**
 * Leases in MongoDB (collection `leases`), for instances on several machines. Expiry is decided by
 * the server's clock (`$$NOW` in pipeline updates), never by a client's, so clock skew between app
 * machines cannot hand one lease to two holders. Every change is one atomic findOneAndUpdate on the
 * lease's document, written with majority concern so a primary failover cannot roll a token back.
 */
export class MongoLeaseStore implements LeaseStore {
  private readonly client: MongoClient;
  private readonly leases: Collection<LeaseDocument>;

  constructor(url: string, databaseName: string) {
    this.client = new MongoClient(url);
    this.leases = this.client.db(databaseName).collection<LeaseDocument>('leases');
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<Lease | null> {
    assertLeaseName(name);
    const live = { $gt: ['$expiresAt', '$$NOW'] };
    const heldByOther = { $and: [live, { $ne: ['$holder', holder] }] };
    const heldByMe = { $and: [live, { $eq: ['$holder', holder] }] };
    // One $set stage: every expression reads the document as it was before this update.
    const update = [
      {
        $set: {
          token: { $cond: [{ $or: [heldByOther, heldByMe] }, '$token', { $add: [{ $ifNull: ['$token', 0] }, 1] }] },
          holder: { $cond: [heldByOther, '$holder', holder] },
          expiresAt: { $cond: [heldByOther, '$expiresAt', { $add: ['$$NOW', ttlMs] }] },
        },
      },
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        const after = await this.leases.findOneAndUpdate({ _id: name }, update, { upsert: true, returnDocument: 'after', writeConcern: MAJORITY });
        return after && after.holder === holder ? toLease(after) : null;
      } catch (error) {
        // Two first upserts of one name race to insert: the loser retries against the winner's document.
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
      }
    }
  }

  async renew(lease: Lease, ttlMs: number): Promise<Lease | null> {
    const after = await this.leases.findOneAndUpdate(
      // Run out but not taken (nor released: expiry 0) is still this tenure: nobody wrote under another token meanwhile.
      { _id: lease.name, holder: lease.holder, token: lease.token, expiresAt: { $gt: new Date(0) } },
      [{ $set: { expiresAt: { $add: ['$$NOW', ttlMs] } } }],
      { returnDocument: 'after', writeConcern: MAJORITY },
    );
    return after ? toLease(after) : null;
  }

  async release(lease: Lease): Promise<void> {
    await this.leases.updateOne({ _id: lease.name, holder: lease.holder, token: lease.token }, { $set: { expiresAt: new Date(0) } }, { writeConcern: MAJORITY });
  }

  async current(name: string): Promise<Lease | null> {
    const found = await this.leases.findOne({ _id: name, $expr: { $gt: ['$expiresAt', '$$NOW'] } });
    return found ? toLease(found) : null;
  }

  async list(): Promise<Lease[]> {
    const found = await this.leases.find({ $expr: { $gt: ['$expiresAt', '$$NOW'] } }).sort({ _id: 1 }).toArray();
    return found.map(toLease);
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Drops the database: for tests that need a fresh store. */
  async dropDatabase(): Promise<void> {
    await this.leases.db.dropDatabase();
  }
}

const toLease = (document: LeaseDocument): Lease => ({
  name: document._id,
  holder: document.holder,
  token: document.token,
  expiresAt: document.expiresAt,
});
