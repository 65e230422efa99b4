/**
 * Leases: at most one holder at a time per name, for a limited time. Every new holder gets a fencing
 * token greater than any token given before for that name, so a store that remembers the highest
 * token it has seen can refuse the writes of a holder that lost the lease without knowing it (a
 * paused process, a partition). Holders are instance ids (see instance-id.ts).
 */
export type Lease = {
  name: string;
  holder: string;
  /** Grows with each new holder (a renewal keeps it); never reused for this name. */
  token: number;
  /** As the store's clock sees it: for display. Holders time their renewals with their own clock. */
  expiresAt: Date;
};

export interface LeaseStore {
  /**
   * Takes the lease for `ttlMs` when it is free, released or expired (with a new token), or extends
   * it when `holder` still holds it (same token). Null when another holder has it.
   */
  acquire(name: string, holder: string, ttlMs: number): Promise<Lease | null>;
  /**
   * Extends a lease still held under this token; null once it was released or taken by another. One
   * that ran out while nobody took it is extended under the same token: its holder was only paused
   * (a long synchronous rebuild), no one else wrote meanwhile, and handing it over to itself under a
   * new token would stop and restart its work for nothing.
   */
  renew(lease: Lease, ttlMs: number): Promise<Lease | null>;
  /** Frees the lease at once if it is still held under this token; otherwise does nothing. */
  release(lease: Lease): Promise<void>;
  /** The live lease of that name, null when free or expired. */
  current(name: string): Promise<Lease | null>;
  /** Every live lease. */
  list(): Promise<Lease[]>;
  close(): Promise<void>;
}

export const LEASE_STORE = Symbol('LEASE_STORE');

/** Lease names are short identifiers, so they can be shown and logged as they are. */
export const assertLeaseName = (name: string): void => {
  if (!/^[a-z0-9][a-z0-9:._-]{0,99}$/i.test(name)) throw new Error(`Invalid lease name: ${JSON.stringify(name.slice(0, 120))}`);
};
