import type { LeaseStore } from '../leases/lease-store.port.js';

/** The lease whose holder runs the projections; its token fences every read-model write. */
export const PROJECTIONS_LEASE = 'projections';

export type EngineCoordination = {
  leases: LeaseStore;
  /** This instance, as lease holder and in the published status. */
  instanceId: string;
  ttlMs: number;
  /** How often a follower reads the published status while nobody waits (default 100 ms) and while a waitFor is pending (default 5 ms). */
  followIdleMs?: number;
  followBusyMs?: number;
  /** How often the holder looks for rebuild requests (default 200 ms) and for generations to drop (default 60 s). */
  requestPollMs?: number;
  collectEveryMs?: number;
};

export type ProjectionEngineOptions = {
  /** Events read per catch-up or rebuild batch; each batch is one commit per projection. */
  batchSize?: number;
  /** Several instances on shared stores: projections run in the holder of the projections lease only. */
  coordination?: EngineCoordination;
  /** How long a replaced generation stays readable before it is dropped (default 10 s with coordination, else 0). */
  retiredGraceMs?: number;
  /** Where operational messages go (never event data); by default warnings to stderr, information nowhere. */
  log?: (message: string, level: 'info' | 'warn') => void;
};

export type EngineRole = 'stopped' | 'leader' | 'follower';
